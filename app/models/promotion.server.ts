import { and, eq, inArray, isNull, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { databaseErrorText } from "../../db/errors";
import { fragrances, orders, promotionRedemptions, promotions } from "../../db/schema";
import { GENDERS, SIZES } from "../../db/schema/columns";
import type { PromotionContext, PromotionDefinition, PromotionGender } from "../lib/promotion-rules";
import { normalizePromotionCode } from "../lib/promotion-rules";

/** A stored code: its row id (for the redemption) and its rule. */
export type StoredPromotion = { id: number; definition: PromotionDefinition };

type PromotionRow = typeof promotions.$inferSelect;

const isIdList = (value: unknown): value is number[] => Array.isArray(value) && value.every((id) => Number.isSafeInteger(id) && id > 0);
const isListOf =
  <T extends string>(allowed: readonly T[]) =>
  (value: unknown): value is T[] =>
    Array.isArray(value) && value.every((item) => allowed.includes(item as T));

/**
 * A row as the pure rule reads it. A restriction list that is not a list of
 * known values (a hand-edited row) reads as a disabled code: never as a code
 * that suddenly applies to everything.
 */
export function promotionFromRow(row: PromotionRow): StoredPromotion {
  const wellFormed = isIdList(row.fragranceIds) && isListOf(GENDERS)(row.genders) && isListOf(SIZES)(row.sizes);
  return {
    id: row.id,
    definition: {
      code: row.code,
      kind: row.kind,
      value: row.value,
      minimumSubtotalCents: row.minimumSubtotalCents,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      totalUseLimit: row.totalUseLimit,
      perCustomerLimit: row.perCustomerLimit,
      firstOrderOnly: row.firstOrderOnly,
      restrictions: wellFormed ? { fragranceIds: row.fragranceIds, genders: row.genders, sizes: row.sizes } : { fragranceIds: [], genders: [], sizes: [] },
      enabled: row.enabled && wellFormed,
    },
  };
}

/** Orders that count as a customer's earlier orders: any but those never paid for or called off. */
const COUNTED_STATUSES = ["failed", "cancelled"] as const;

/** The customer a code's per-customer rules look at: the same e-mail, or the same account. */
function sameCustomer(email: string, userId: number | null, emailColumn: typeof orders.customerEmail | typeof promotionRedemptions.email, userColumn: typeof orders.userId | typeof promotionRedemptions.userId) {
  return userId === null ? eq(emailColumn, email) : or(eq(emailColumn, email), eq(userColumn, userId))!;
}

/**
 * What checking a code needs, read together: the code's row, its uses by this
 * customer (e-mail or account), whether they ordered before, and the genders
 * of the order's fragrances (for a code limited to some). The counts are
 * advisory: the order's batch enforces the limits again (decision 0051).
 */
export async function readPromotionForOrder({
  db,
  code,
  email,
  userId,
  fragranceIds,
}: {
  db: Db;
  code: string;
  email: string | null;
  userId: number | null;
  fragranceIds: readonly number[];
}): Promise<{
  promotion: StoredPromotion | null;
  uses: PromotionContext["uses"];
  hasPreviousOrder: boolean;
  genders: Map<number, PromotionGender>;
}> {
  const normalized = normalizePromotionCode(code);
  const customerEmail = email?.trim().toLowerCase() ?? "";
  const [row, byCustomer, previous, genderRows] = await Promise.all([
    db.select().from(promotions).where(eq(promotions.code, normalized)).get(),
    customerEmail || userId !== null
      ? db
          .select({ n: sql<number>`count(*)` })
          .from(promotionRedemptions)
          .innerJoin(promotions, eq(promotions.id, promotionRedemptions.promotionId))
          .where(and(eq(promotions.code, normalized), isNull(promotionRedemptions.releasedAt), sameCustomer(customerEmail, userId, promotionRedemptions.email, promotionRedemptions.userId)))
          .get()
      : undefined,
    customerEmail || userId !== null
      ? db
          .select({ id: orders.id })
          .from(orders)
          .where(and(sameCustomer(customerEmail, userId, orders.customerEmail, orders.userId), notInArray(orders.status, [...COUNTED_STATUSES])))
          .limit(1)
          .get()
      : undefined,
    fragranceIds.length ? db.select({ id: fragrances.id, gender: fragrances.gender }).from(fragrances).where(inArray(fragrances.id, [...fragranceIds])) : [],
  ]);
  return {
    promotion: row ? promotionFromRow(row) : null,
    uses: { total: row?.uses ?? 0, byCustomer: byCustomer?.n ?? 0 },
    hasPreviousOrder: Boolean(previous),
    genders: new Map(genderRows.map((fragrance) => [fragrance.id, fragrance.gender as PromotionGender])),
  };
}

/** The redemption written in the order's batch; the triggers count it and refuse a use past a limit. */
export type NewRedemption = { promotionId: number; email: string; userId: number | null; discountCents: number; shippingDiscountCents: number };

export function redeemPromotionStatement(db: Db, orderId: SQL, redemption: NewRedemption) {
  return db.insert(promotionRedemptions).values({ ...redemption, email: redemption.email.trim().toLowerCase(), orderId });
}

const now = sql`(unixepoch('subsec') * 1000)`;

/** Gives an order's use of its code back (a failed, expired, cancelled or fully refunded order), when `when` holds as the batch runs. */
export function releasePromotionStatement(db: Db, orderId: number, when: SQL) {
  return db
    .update(promotionRedemptions)
    .set({ releasedAt: now })
    .where(and(eq(promotionRedemptions.orderId, orderId), isNull(promotionRedemptions.releasedAt), when));
}

/** The uses of every order that failed at `changedAt` (the unpaid-order expiry's batch). */
export function releaseFailedOrdersPromotionsStatement(db: Db, changedAt: Date) {
  const failedNow = db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, "failed"), eq(orders.statusChangedAt, changedAt)));
  return db
    .update(promotionRedemptions)
    .set({ releasedAt: now })
    .where(and(inArray(promotionRedemptions.orderId, failedNow), isNull(promotionRedemptions.releasedAt)));
}

/**
 * A failed order paid after all takes its use of the code again, but only
 * where the code's limits still allow it: the payment's batch never fails for
 * it (the shopper paid the discounted total and keeps it; decision 0051).
 */
export function retakePromotionStatement(db: Db, orderId: number, when: SQL) {
  const r = promotionRedemptions;
  return db
    .update(r)
    .set({ releasedAt: null })
    .where(
      and(
        eq(r.orderId, orderId),
        sql`${r.releasedAt} is not null`,
        when,
        sql`(select ${promotions.totalUseLimit} is null or ${promotions.uses} < ${promotions.totalUseLimit} from ${promotions} where ${promotions.id} = ${r.promotionId})`,
        sql`(select ${promotions.perCustomerLimit} is null or ${promotions.perCustomerLimit} > (
          select count(*) from ${promotionRedemptions} as others
          where others.promotion_id = ${r.promotionId} and others.released_at is null
            and (others.email = ${r.email} or (${r.userId} is not null and others.user_id = ${r.userId}))
        ) from ${promotions} where ${promotions.id} = ${r.promotionId})`,
      ),
    );
}

/** Which limit a failed order batch ran into, from the database's error. */
export function promotionLimitError(error: unknown): "used-up" | "used-by-you" | null {
  const text = databaseErrorText(error);
  if (text.includes("promotions_uses_check")) return "used-up";
  if (text.includes("promotion_customer_limit")) return "used-by-you";
  return null;
}
