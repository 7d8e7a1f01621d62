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
export const ORDER_STATUSES = ["pending", "paid", "failed", "cancelled"] as const;
