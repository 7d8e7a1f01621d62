import { asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { runBatch, type Db } from "../../db/client";
import { auditLog, fragrances, promotionRedemptions, promotions } from "../../db/schema";
import type { PromotionDefinition } from "../lib/promotion-rules";

// Discount codes as an admin manages them (/admin/discounts, decision 0051):
// the list with each code's uses and the discount it has given, one code, and
// the writes, each in one batch with its audit row. There is no delete: a code
// that was used stays with its redemptions; disabling it is how it stops.
// `uses` is never written here: triggers move it with the redemptions, and its
// CHECK refuses a total limit below it (mapped to "below-uses").

const definitionColumns = {
  id: promotions.id,
  code: promotions.code,
  kind: promotions.kind,
  value: promotions.value,
  minimumSubtotalCents: promotions.minimumSubtotalCents,
  startsAt: promotions.startsAt,
  endsAt: promotions.endsAt,
  totalUseLimit: promotions.totalUseLimit,
  perCustomerLimit: promotions.perCustomerLimit,
  firstOrderOnly: promotions.firstOrderOnly,
  fragranceIds: promotions.fragranceIds,
  genders: promotions.genders,
  sizes: promotions.sizes,
  enabled: promotions.enabled,
  uses: promotions.uses,
};

// Drizzle leaves a one-table select's columns unqualified, where "id" would be the redemption's: the outer row is named in full.
const discountGiven = sql<number>`(select coalesce(sum(${promotionRedemptions.discountCents} + ${promotionRedemptions.shippingDiscountCents}), 0) from ${promotionRedemptions} where ${promotionRedemptions.promotionId} = ${sql.identifier("promotions")}.${sql.identifier("id")} and ${promotionRedemptions.releasedAt} is null)`;

type PromotionRow = {
  [K in keyof typeof definitionColumns]: (typeof promotions.$inferSelect)[K];
};

export type AdminPromotion = { id: number; uses: number; discountGivenCents: number; definition: PromotionDefinition };

function toAdminPromotion(row: PromotionRow & { discountGivenCents: number }): AdminPromotion {
  const { id, uses, discountGivenCents, fragranceIds, genders, sizes, ...rest } = row;
  return { id, uses, discountGivenCents: Number(discountGivenCents), definition: { ...rest, restrictions: { fragranceIds, genders, sizes } } };
}

/** The columns a definition is stored in. */
function columnsOf(definition: PromotionDefinition) {
  const { restrictions, ...rest } = definition;
  return { ...rest, fragranceIds: [...restrictions.fragranceIds], genders: [...restrictions.genders], sizes: [...restrictions.sizes] };
}

/** Newest first, with uses and the discount given (merchandise and shipping, by the redemptions that stand). */
export async function listPromotionsForAdmin({ db, page, pageSize }: { db: Db; page: number; pageSize: number }) {
  const [rows, total] = await Promise.all([
    db
      .select({ ...definitionColumns, discountGivenCents: discountGiven })
      .from(promotions)
      .orderBy(desc(promotions.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(promotions).get(),
  ]);
  return { promotions: rows.map(toAdminPromotion), total: total?.value ?? 0 };
}

export async function getPromotionForAdmin({ db, promotionId }: { db: Db; promotionId: number }): Promise<AdminPromotion | null> {
  const row = await db
    .select({ ...definitionColumns, discountGivenCents: discountGiven })
    .from(promotions)
    .where(eq(promotions.id, promotionId))
    .get();
  return row ? toAdminPromotion(row) : null;
}

/** The catalogue by name, for the form's list of fragrances a code may be limited to. */
export async function listFragranceChoices({ db }: { db: Db }) {
  return db.select({ id: fragrances.id, name: fragrances.name }).from(fragrances).orderBy(asc(fragrances.name), asc(fragrances.id));
}

/** Why the database refused a save of values that were fine on their own. */
export type PromotionSaveRefusal = { ok: false; reason: "duplicate-code" } | { ok: false; reason: "unknown-fragrance" } | { ok: false; reason: "below-uses"; uses: number };

function errorText(error: unknown): string {
  return String((error as { message?: unknown })?.message ?? error) + String((error as { cause?: unknown })?.cause ?? "");
}

const isDuplicateCode = (error: unknown) => /UNIQUE constraint failed: promotions\.code|promotions_code_unique/i.test(errorText(error));
const isBelowUses = (error: unknown) => /promotions_uses_check/.test(errorText(error));

/** Whether every fragrance a code is limited to is in the catalogue (the form lists only those; a post could name others). */
async function fragrancesExist(db: Db, ids: readonly number[]): Promise<boolean> {
  if (ids.length === 0) return true;
  const found = await db.select({ n: count() }).from(fragrances).where(inArray(fragrances.id, [...ids])).get();
  return (found?.n ?? 0) === ids.length;
}

/** A new code with its audit row; a code already taken (in any case: codes are stored upper-case) is refused. */
export async function createPromotion({
  db,
  adminId,
  definition,
}: {
  db: Db;
  adminId: number;
  definition: PromotionDefinition;
}): Promise<{ ok: true; promotionId: number } | PromotionSaveRefusal> {
  if (!(await fragrancesExist(db, definition.restrictions.fragranceIds))) return { ok: false, reason: "unknown-fragrance" };
  const now = new Date();
  // The new id is only known inside the batch.
  const newId = sql`(select ${promotions.id} from ${promotions} where ${promotions.code} = ${definition.code})`;
  try {
    const [inserted] = await runBatch(db, [
      db
        .insert(promotions)
        .values({ ...columnsOf(definition), createdAt: now, updatedAt: now })
        .returning({ id: promotions.id }),
      db.insert(auditLog).values({ userId: adminId, action: "create", entity: "discount", entityId: sql`cast(${newId} as text)`, details: { name: definition.code }, createdAt: now }),
    ]);
    return { ok: true, promotionId: (inserted as { id: number }[])[0]!.id };
  } catch (error) {
    if (isDuplicateCode(error)) return { ok: false, reason: "duplicate-code" };
    throw error;
  }
}

/** The stored fields whose value the save changes, in the definition's words (the Activity view lists them). */
function changedFields(before: PromotionDefinition, after: PromotionDefinition): string[] {
  const a = columnsOf(before) as Record<string, unknown>;
  const b = columnsOf(after) as Record<string, unknown>;
  return Object.keys(b).filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]));
}

/**
 * Replaces every field of a code with the form's (an emptied optional field
 * clears its rule), with an audit row naming what changed; nothing is written
 * when nothing changed. A total limit below the uses so far is refused by the
 * table's CHECK, whatever uses were added since the page was read.
 */
export async function updatePromotion({
  db,
  adminId,
  promotionId,
  definition,
}: {
  db: Db;
  adminId: number;
  promotionId: number;
  definition: PromotionDefinition;
}): Promise<{ ok: true; changed: string[] } | PromotionSaveRefusal | { ok: false; reason: "not-found" }> {
  const current = await getPromotionForAdmin({ db, promotionId });
  if (!current) return { ok: false, reason: "not-found" };
  const changed = changedFields(current.definition, definition);
  if (changed.length === 0) return { ok: true, changed };
  if (changed.includes("fragranceIds") && !(await fragrancesExist(db, definition.restrictions.fragranceIds))) return { ok: false, reason: "unknown-fragrance" };
  const now = new Date();
  try {
    // Codes are never deleted, so the row read above is still there.
    await runBatch(db, [
      db
        .update(promotions)
        .set({ ...columnsOf(definition), updatedAt: now })
        .where(eq(promotions.id, promotionId)),
      db.insert(auditLog).values({ userId: adminId, action: "update", entity: "discount", entityId: String(promotionId), details: { name: definition.code, fields: changed }, createdAt: now }),
    ]);
    return { ok: true, changed };
  } catch (error) {
    if (isDuplicateCode(error)) return { ok: false, reason: "duplicate-code" };
    if (isBelowUses(error)) {
      const stored = await db.select({ uses: promotions.uses }).from(promotions).where(eq(promotions.id, promotionId)).get();
      return { ok: false, reason: "below-uses", uses: stored?.uses ?? current.uses };
    }
    throw error;
  }
}

/** Enables or disables a code with its audit row; one already so writes nothing. */
export async function setPromotionEnabled({
  db,
  adminId,
  promotionId,
  enabled,
}: {
  db: Db;
  adminId: number;
  promotionId: number;
  enabled: boolean;
}): Promise<{ ok: true; code: string; changed: boolean } | { ok: false; reason: "not-found" }> {
  const current = await db.select({ code: promotions.code, enabled: promotions.enabled }).from(promotions).where(eq(promotions.id, promotionId)).get();
  if (!current) return { ok: false, reason: "not-found" };
  if (current.enabled === enabled) return { ok: true, code: current.code, changed: false };
  const now = new Date();
  await runBatch(db, [
    db.update(promotions).set({ enabled, updatedAt: now }).where(eq(promotions.id, promotionId)),
    db.insert(auditLog).values({
      userId: adminId,
      action: enabled ? "enable" : "disable",
      entity: "discount",
      entityId: String(promotionId),
      details: { name: current.code },
      createdAt: now,
    }),
  ]);
  return { ok: true, code: current.code, changed: true };
}
