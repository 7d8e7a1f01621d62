import { eq, sql } from "drizzle-orm";
import { deriveFragranceColumns } from "../../app/lib/fragrance-derived";
import { runBatch, type Db } from "../client";
import { appMeta, fragrances, promotions } from "../schema";
import { seedFragrances, type SeedFragrance } from "./catalogue";

/** Bumping this key would seed again; deleting seeded fragrances must not. */
export const CATALOGUE_SEED_KEY = "catalogue_seed_v1";
const DAY_MS = 24 * 60 * 60 * 1000;
// Arrival dates: one fragrance a day, the last one in the list the newest.
const FIRST_ARRIVAL = Date.UTC(2026, 0, 5);

function fragranceImageUrl(id: number) {
  return `/images/fragrances/${id}/bottle.svg`;
}

export function seedRows(list: readonly SeedFragrance[] = seedFragrances) {
  return list.map((item, index) => {
    const id = index + 1;
    const createdAt = new Date(FIRST_ARRIVAL + index * DAY_MS);
    return {
      id,
      name: item.name,
      gender: item.gender,
      description: item.description,
      price: 4000,
      imageUrl: fragranceImageUrl(id),
      topNotes: [...item.topNotes],
      middleNotes: [...item.middleNotes],
      baseNotes: [...item.baseNotes],
      inspiration: item.inspiration,
      inspirationReleaseYear: item.inspirationReleaseYear,
      featured: item.featured,
      ...deriveFragranceColumns(item),
      createdAt,
      updatedAt: createdAt,
    };
  });
}

/** Every size of every seeded fragrance starts with this many on the shelf, so nothing sells out unless a test or an admin sets it low. */
export const SEED_STOCK = 10_000;

/** The seed's opening stock: a "received" movement per size of every fragrance that has none yet. */
export function openingStockSql(guard = "") {
  return ["10ml", "2ml"].map(
    (size) =>
      `INSERT INTO stock_movements (fragrance_id, size, delta, reason, note) SELECT id, '${size}', ${SEED_STOCK}, 'received', 'Opening stock' FROM fragrances ` +
      `WHERE NOT EXISTS (SELECT 1 FROM stock_movements m WHERE m.fragrance_id = fragrances.id AND m.size = '${size}')${guard ? ` AND ${guard}` : ""}`,
  );
}

/** The newsletter's code (decision 0051): 10% off a first order, once per customer. */
export const WELCOME_CODE = { code: "WELCOME10", kind: "percent", value: 10, perCustomerLimit: 1, firstOrderOnly: true } as const;

/**
 * Seeds the catalogue once per database. A marker row in app_meta records the
 * seed, so restarting never duplicates the catalogue nor brings back fragrances
 * an admin deleted.
 */
export async function seedDatabase(db: Db): Promise<{ seeded: boolean }> {
  await db.insert(promotions).values(WELCOME_CODE).onConflictDoNothing();
  const marker = await db.select().from(appMeta).where(eq(appMeta.key, CATALOGUE_SEED_KEY)).get();
  if (marker) return { seeded: false };

  const rows = seedRows();
  const chunks = [];
  for (let i = 0; i < rows.length; i += 20) chunks.push(rows.slice(i, i + 20));
  await runBatch(db, [
    db.insert(appMeta).values({ key: CATALOGUE_SEED_KEY, value: new Date().toISOString() }),
    ...chunks.map((chunk) => db.insert(fragrances).values(chunk).onConflictDoNothing()),
    ...openingStockSql().map((statement) => db.run(sql.raw(statement))),
  ]);
  return { seeded: true };
}
