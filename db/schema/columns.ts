import { sql } from "drizzle-orm";
import { integer } from "drizzle-orm/sqlite-core";

// Timestamps are integer milliseconds since the epoch; money is integer cents.
export const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);

export const GENDERS = ["male", "female", "unisex"] as const;
export const SEASONS = ["summer", "spring", "fall", "winter"] as const;
export const ROLES = ["customer", "admin"] as const;
// pending → paid → shipped → delivered, or cancelled / refunded; failed is a
// payment that never went through. The allowed moves are in app/lib/order-status.ts.
export const ORDER_STATUSES = ["pending", "paid", "shipped", "delivered", "cancelled", "refunded", "failed"] as const;
// The shipping methods offered at checkout (app/lib/shipping.ts names and prices them).
export const SHIPPING_METHODS = ["standard", "express"] as const;
// What a shopper's return or exchange request is for, and where it stands; the
// allowed moves and the labels are in app/lib/returns.ts (the same values).
export const RETURN_REASONS = ["unopened", "defective"] as const;
export const RETURN_REQUEST_STATUSES = ["requested", "approved", "rejected", "received", "refunded", "exchanged"] as const;
// The sizes each fragrance is sold in: the spec's 10 ml roll-on and a 2 ml
// sample (app/lib/sizes.ts names and prices them). Existing rows are 10 ml.
export const SIZES = ["10ml", "2ml"] as const;
// Why stock moved (app/lib/stock.ts): an admin's received, counted (a
// correction to a count) and damaged; the order pipeline's sold, returned
// (an unopened return received) and cancelled (an order that was not paid
// for, or was cancelled, gives its stock back).
export const STOCK_REASONS = ["received", "counted", "damaged", "sold", "returned", "cancelled"] as const;
// Discount codes (app/lib/promotion-rules.ts): percent or a fixed amount off
// the merchandise, or free Standard shipping.
export const PROMOTION_KINDS = ["percent", "fixed", "free-shipping"] as const;
// Why Scent Rewards points moved (app/lib/rewards.ts): earned on a paid order,
// spent at checkout, reversed (a refund takes back what it earned, a failed
// or cancelled order gives back what it spent), adjusted by an admin.
export const REWARD_POINT_KINDS = ["earned", "spent", "reversed", "adjusted"] as const;
