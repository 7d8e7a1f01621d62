// Scent Rewards: who joined, and the points ledger (issue 35, decision 0052).
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, REWARD_POINT_KINDS } from "./columns";
import { users } from "./accounts";

/** A shopper who joined (free, from /account). */
export const rewardMembers = sqliteTable("reward_members", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  joinedAt: integer("joined_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`),
});

/**
 * The points ledger: every change is a row with its kind, added and never
 * changed. 1 point is worth 1 cent when spent (100 points = $1.00). `key`
 * makes what the pipeline writes idempotent (an order's earning, its spending,
 * each reversal). `order_id` is a plain column: the ledger outlives its orders.
 */
export const rewardPoints = sqliteTable(
  "reward_points",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    delta: integer("delta").notNull(),
    kind: text("kind", { enum: REWARD_POINT_KINDS }).notNull(),
    key: text("key"),
    orderId: integer("order_id"),
    note: text("note"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("reward_points_key_unique").on(t.key),
    index("reward_points_user_idx").on(t.userId, t.id),
    index("reward_points_order_idx").on(t.orderId),
    // The dashboard's points earned in a period: a range of one kind, summed from the index (decision 0056).
    index("reward_points_kind_created_idx").on(t.kind, t.createdAt, t.delta),
    check("reward_points_delta_check", sql`${t.delta} <> 0`),
    check("reward_points_kind_check", sql`${t.kind} in ('earned', 'spent', 'reversed', 'adjusted')`),
    check("reward_points_note_check", sql`${t.note} is null or length(${t.note}) <= 500`),
  ],
);

/**
 * A member's balance, derived from the ledger by the database (a trigger adds
 * every new row's delta, migrations/0011); nothing in the app writes it. Its
 * CHECK keeps it from going below zero: two checkouts spending at once cannot
 * both pass, as the losing order's whole batch fails.
 */
export const rewardBalances = sqliteTable(
  "reward_balances",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    points: integer("points").notNull().default(0),
  },
  (t) => [index("reward_balances_points_idx").on(t.points), check("reward_balances_points_check", sql`${t.points} >= 0`)],
);
