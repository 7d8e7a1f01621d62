import { eq, sql } from "drizzle-orm";
import { runBatch, type Db } from "../../db/client";
import { auditLog, fragrances } from "../../db/schema";
import type { EmailContent } from "../lib/emails/email-layout";
import { deriveFragranceColumns } from "../lib/fragrance-derived";
import type { FragranceInput, FragrancePatch } from "../lib/fragrance-schema";
import type { Size } from "../lib/sizes";
import type { AdminStockReason } from "../lib/stock";
import { backInStockStatements, openingStockStatements, setOnHandStatement } from "./admin-stock.server";
import { bumpCatalogueVersion } from "./catalogue-version.server";
import { publicFragranceColumns, type PublicFragrance } from "./fragrance.server";
import { getStockLevels } from "./stock.server";

// Admin writes to the catalogue. Each change lands together with its audit row
// in one batch (D1 has no transactions), and the derived brand/season/search
// columns are recomputed from the full row on every write. The form's save
// carries the sample and the stock into the same batch (issue 34).

/** What the admin sees of a fragrance: the public columns and its sample. */
export const adminFragranceColumns = {
  ...publicFragranceColumns,
  samplePriceCents: fragrances.samplePriceCents,
  samplesOffered: fragrances.samplesOffered,
};

/** The 2 ml sample as the admin form sets it; the JSON API leaves it alone. */
export type SampleSettings = { samplePriceCents: number; samplesOffered: boolean };

/**
 * The edit form's stock: the sizes whose quantity to set (each one movement
 * of the difference, worked out in the batch) and, per size, the e-mail that
 * waiting sign-ups get if the save leaves it on the shelf.
 */
export type StockSave = {
  set: { size: Size; target: number; reason: AdminStockReason; note?: string }[];
  backInStock: { size: Size; email: EmailContent }[];
};

export type AdminWriteResult =
  | { ok: true; fragrance: PublicFragrance }
  | { ok: false; reason: "duplicate-name" | "not-found" };

function isDuplicateName(error: unknown): boolean {
  const text = String((error as { message?: unknown })?.message ?? error) + String((error as { cause?: unknown })?.cause ?? "");
  return /UNIQUE constraint failed: fragrances\.name/i.test(text) || text.includes("fragrances_name_unique");
}

function columnsFor(input: FragranceInput, sample?: SampleSettings) {
  return {
    ...sample,
    name: input.name,
    gender: input.gender,
    description: input.description,
    price: input.price,
    imageUrl: input.imageUrl,
    topNotes: input.topNotes,
    middleNotes: input.middleNotes,
    baseNotes: input.baseNotes,
    inspiration: input.inspiration ?? null,
    inspirationReleaseYear: input.inspirationReleaseYear ?? null,
    featured: input.featured,
    ...deriveFragranceColumns(input),
  };
}

export async function getAdminFragrance({ db, fragranceId }: { db: Db; fragranceId: number }) {
  return (await db.select(adminFragranceColumns).from(fragrances).where(eq(fragrances.id, fragranceId)).get()) ?? null;
}

/** The edit form's fragrance, with what is on the shelf per size. */
export async function getFragranceForEdit({ db, fragranceId }: { db: Db; fragranceId: number }) {
  const [fragrance, levels] = await Promise.all([getAdminFragrance({ db, fragranceId }), getStockLevels({ db, fragranceIds: [fragranceId] })]);
  return fragrance ? { ...fragrance, stock: levels.get(fragranceId)! } : null;
}

export async function createFragrance({
  db,
  userId,
  input,
  sample,
  openingStock = {},
}: {
  db: Db;
  userId: number;
  input: FragranceInput;
  sample?: SampleSettings;
  /** The quantities on hand it starts with (the admin form's), each "received". */
  openingStock?: Partial<Record<Size, number>>;
}): Promise<AdminWriteResult> {
  const now = new Date();
  // The new id is only known inside the batch.
  const newId = sql`(select id from ${fragrances} where ${fragrances.name} = ${input.name})`;
  try {
    const [inserted] = await runBatch(db, [
      db
        .insert(fragrances)
        .values({ ...columnsFor(input, sample), createdAt: now, updatedAt: now })
        .returning(publicFragranceColumns),
      db.insert(auditLog).values({
        userId,
        action: "create",
        entity: "fragrance",
        entityId: sql`cast(${newId} as text)`,
        details: { name: input.name },
        createdAt: now,
      }),
      ...openingStockStatements(db, { fragranceId: newId, stock: openingStock, userId }),
      bumpCatalogueVersion({ db }),
    ]);
    return { ok: true, fragrance: (inserted as PublicFragrance[])[0]! };
  } catch (error) {
    if (isDuplicateName(error)) return { ok: false, reason: "duplicate-name" };
    throw error;
  }
}

/** Full (form) or partial (API PATCH) update; the derived columns follow the merged row. */
export async function updateFragrance({
  db,
  userId,
  fragranceId,
  changes,
  sample,
  stock = { set: [], backInStock: [] },
}: {
  db: Db;
  userId: number;
  fragranceId: number;
  changes: FragrancePatch;
  sample?: SampleSettings;
  stock?: StockSave;
}): Promise<AdminWriteResult & { emailsQueued?: number }> {
  const current = await getAdminFragrance({ db, fragranceId });
  if (!current) return { ok: false, reason: "not-found" };
  const given = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const merged: FragranceInput = { ...current, ...given } as FragranceInput;
  const now = new Date();
  const fields = [...Object.keys(given), ...(sample ? Object.keys(sample) : [])];
  // The movements go before the e-mails: a restock in this save releases them.
  const movements = stock.set.map((change) => setOnHandStatement(db, { fragranceId, userId, ...change }));
  const alerts = stock.backInStock.map((alert) => backInStockStatements(db, { fragranceId, ...alert }));
  try {
    const [updated, ...rest] = await runBatch(db, [
      db
        .update(fragrances)
        .set({ ...columnsFor(merged, sample), updatedAt: now })
        .where(eq(fragrances.id, fragranceId))
        .returning(publicFragranceColumns),
      ...movements,
      ...alerts.flat(),
      db.insert(auditLog).values({
        userId,
        action: "update",
        entity: "fragrance",
        entityId: String(fragranceId),
        details: { name: merged.name, fields },
        createdAt: now,
      }),
      bumpCatalogueVersion({ db }),
    ]);
    const row = (updated as PublicFragrance[])[0];
    // Each size's first alert statement returns the e-mails it queued.
    const queued = alerts.map((_, index) => rest[movements.length + index * 2] as unknown[]);
    return row ? { ok: true, fragrance: row, emailsQueued: queued.reduce((sum, ids) => sum + ids.length, 0) } : { ok: false, reason: "not-found" };
  } catch (error) {
    if (isDuplicateName(error)) return { ok: false, reason: "duplicate-name" };
    throw error;
  }
}

/**
 * Points a fragrance at a new picture (an uploaded photo, or its generated
 * bottle again) with its audit row, and retires cached pages. Only the image
 * changes: the derived columns do not depend on it.
 */
export async function setFragranceImage({
  db,
  userId,
  fragranceId,
  name,
  imageUrl,
  change,
}: {
  db: Db;
  userId: number;
  fragranceId: number;
  /** The fragrance's name, for the activity log. */
  name: string;
  imageUrl: string;
  change: "photo uploaded" | "photo removed";
}): Promise<{ ok: true; name: string } | { ok: false; reason: "not-found" }> {
  const now = new Date();
  const [updated] = await runBatch(db, [
    db.update(fragrances).set({ imageUrl, updatedAt: now }).where(eq(fragrances.id, fragranceId)).returning({ name: fragrances.name }),
    db.insert(auditLog).values({
      userId,
      action: "update",
      entity: "fragrance",
      entityId: String(fragranceId),
      details: { name, fields: ["imageUrl"], change },
      createdAt: now,
    }),
    bumpCatalogueVersion({ db }),
  ]);
  const row = (updated as { name: string }[])[0];
  return row ? { ok: true, name: row.name } : { ok: false, reason: "not-found" };
}

/**
 * Deletes a fragrance. The constraints do the rest: favourites and cart lines
 * go with it, reviews keep their text with product_id set to null.
 */
export async function deleteFragrance({
  db,
  userId,
  fragranceId,
}: {
  db: Db;
  userId: number;
  fragranceId: number;
}): Promise<{ ok: true; name: string; imageUrl: string } | { ok: false; reason: "not-found" }> {
  const current = await getAdminFragrance({ db, fragranceId });
  if (!current) return { ok: false, reason: "not-found" };
  const now = new Date();
  const [deleted] = await runBatch(db, [
    db.delete(fragrances).where(eq(fragrances.id, fragranceId)).returning({ id: fragrances.id }),
    db.insert(auditLog).values({
      userId,
      action: "delete",
      entity: "fragrance",
      entityId: String(fragranceId),
      details: { name: current.name },
      createdAt: now,
    }),
    bumpCatalogueVersion({ db }),
  ]);
  if ((deleted as unknown[]).length === 0) return { ok: false, reason: "not-found" };
  return { ok: true, name: current.name, imageUrl: current.imageUrl };
}
