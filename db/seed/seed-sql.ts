import { sqlLiteral as literal } from "../sql-literal";
import { CATALOGUE_SEED_KEY, openingStockSql, seedRows, WELCOME_CODE } from "./seed";

/**
 * The same seed as db/seed/seed.ts, as plain SQL for `wrangler d1 execute`
 * (D1 has no Node process to run the seeder). Guarded by the same app_meta
 * marker, so running it twice changes nothing.
 */
export function catalogueSeedSql(): string {
  const guard = `WHERE NOT EXISTS (SELECT 1 FROM app_meta WHERE key = ${literal(CATALOGUE_SEED_KEY)})`;
  const statements = seedRows().map((row) => {
    const columns = {
      id: row.id,
      name: row.name,
      gender: row.gender,
      description: row.description,
      price: row.price,
      image_url: row.imageUrl,
      top_notes: row.topNotes,
      middle_notes: row.middleNotes,
      base_notes: row.baseNotes,
      inspiration: row.inspiration,
      inspiration_release_year: row.inspirationReleaseYear,
      featured: row.featured,
      brand: row.brand,
      season: row.season,
      notes_key: row.notesKey,
      search_text: row.searchText,
      created_at: row.createdAt,
      updated_at: row.updatedAt,
    };
    return `INSERT OR IGNORE INTO fragrances (${Object.keys(columns).join(", ")}) SELECT ${Object.values(columns)
      .map(literal)
      .join(", ")} ${guard};`;
  });
  return [
    `INSERT OR IGNORE INTO promotions (code, kind, value, per_customer_limit, first_order_only) VALUES (${literal(WELCOME_CODE.code)}, ${literal(WELCOME_CODE.kind)}, ${WELCOME_CODE.value}, ${WELCOME_CODE.perCustomerLimit}, 1);`,
    ...statements,
    ...openingStockSql(`NOT EXISTS (SELECT 1 FROM app_meta WHERE key = ${literal(CATALOGUE_SEED_KEY)})`).map((statement) => `${statement};`),
    `INSERT OR IGNORE INTO app_meta (key, value) VALUES (${literal(CATALOGUE_SEED_KEY)}, ${literal(new Date().toISOString())});`,
    "",
  ].join("\n");
}
