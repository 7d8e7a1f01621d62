// Stock: what is on the shelf, per fragrance and size (issue 34, decision 0050).
import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, SIZES, STOCK_REASONS } from "./columns";
import { users } from "./accounts";
import { fragrances } from "./catalogue";

/**
 * The stock ledger: every change of what is on the shelf is a row with its
 * reason, added and never changed (a trigger refuses updates). `key` makes a
 * movement the pipeline writes idempotent: an order's sale, its release and
 * a return's restock each have one key, and a second write of it is ignored.
 * `order_id` is a plain column, not a foreign key: the ledger outlives its rows.
 */
export const stockMovements = sqliteTable(
  "stock_movements",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    fragranceId: integer("fragrance_id")
      .notNull()
      .references(() => fragrances.id, { onDelete: "cascade" }),
    size: text("size", { enum: SIZES }).notNull(),
    delta: integer("delta").notNull(),
    reason: text("reason", { enum: STOCK_REASONS }).notNull(),
    key: text("key"),
    orderId: integer("order_id"),
    note: text("note"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("stock_movements_key_unique").on(t.key),
    index("stock_movements_fragrance_idx").on(t.fragranceId, t.size, t.id),
    index("stock_movements_order_idx").on(t.orderId),
    index("stock_movements_created_idx").on(t.createdAt),
    check("stock_movements_size_check", sql`${t.size} in ('10ml', '2ml')`),
    check("stock_movements_delta_check", sql`${t.delta} <> 0`),
    check("stock_movements_reason_check", sql`${t.reason} in ('received', 'counted', 'damaged', 'sold', 'returned', 'cancelled')`),
    check("stock_movements_note_check", sql`${t.note} is null or length(${t.note}) <= 500`),
  ],
);

/**
 * What is on hand, derived from the ledger by the database itself: a trigger
 * on every new movement adds its delta here (migrations/0010). Nothing in the
 * app writes this table. Its CHECK is the guard against overselling: a sale
 * that would take on_hand below zero fails, and with it the whole batch its
 * order is in (D1 has no interactive transactions to read-then-write in).
 */
export const stockLevels = sqliteTable(
  "stock_levels",
  {
    fragranceId: integer("fragrance_id")
      .notNull()
      .references(() => fragrances.id, { onDelete: "cascade" }),
    size: text("size", { enum: SIZES }).notNull(),
    onHand: integer("on_hand").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.fragranceId, t.size] }),
    index("stock_levels_size_on_hand_idx").on(t.size, t.onHand),
    check("stock_levels_on_hand_check", sql`${t.onHand} >= 0`),
  ],
);

/** "Email me when it's back": one sign-up per e-mail and size, e-mailed once when restocked. */
export const stockAlerts = sqliteTable(
  "stock_alerts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    fragranceId: integer("fragrance_id")
      .notNull()
      .references(() => fragrances.id, { onDelete: "cascade" }),
    size: text("size", { enum: SIZES }).notNull(),
    email: text("email").notNull(),
    createdAt: createdAt(),
    notifiedAt: integer("notified_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    uniqueIndex("stock_alerts_email_size_unique").on(t.fragranceId, t.size, t.email),
    index("stock_alerts_waiting_idx").on(t.fragranceId, t.size, t.notifiedAt),
    check("stock_alerts_size_check", sql`${t.size} in ('10ml', '2ml')`),
    check("stock_alerts_email_check", sql`length(${t.email}) <= 255`),
  ],
);
