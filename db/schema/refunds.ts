// Money given back: the refunds ledger and what each refund gave back of each line.
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import { users } from "./accounts";
import { orderItems, orders } from "./commerce";

// Money given back, one row per refund (a ledger: rows are added, never
// changed but for their settling). A row is written "pending" before the
// provider is asked, under the refund's idempotency key, so a retry after a
// crash asks the provider again with the same key and settles the same row:
// money goes back once. What an order has had back is the sum of its
// succeeded rows; pending ones count against what may still be refunded.
export const REFUND_STATUSES = ["pending", "succeeded", "failed"] as const;

export const refunds = sqliteTable(
  "refunds",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    idempotencyKey: text("idempotency_key").notNull(),
    amountCents: integer("amount_cents").notNull(),
    // The part of amount_cents that is sales tax given back (issue 39).
    taxCents: integer("tax_cents").notNull().default(0),
    // "part" (an admin's partial refund), "order" (the rest of the order), "cancel".
    kind: text("kind").notNull(),
    note: text("note"),
    status: text("status", { enum: REFUND_STATUSES }).notNull().default("pending"),
    providerReference: text("provider_reference"),
    failure: text("failure"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    settledAt: integer("settled_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    uniqueIndex("refunds_idempotency_key_unique").on(t.idempotencyKey),
    index("refunds_order_idx").on(t.orderId),
    check("refunds_amount_check", sql`${t.amountCents} > 0`),
    check("refunds_status_check", sql`${t.status} in ('pending', 'succeeded', 'failed')`),
    check("refunds_note_check", sql`${t.note} is null or length(${t.note}) <= 500`),
  ],
);

/**
 * What each refund gave back of each order line and of the shipping (issue
 * 39): the amount before tax and its tax, and the units for a refund by line.
 * Written with its refund row (the same batch), so what is left of a line to
 * refund, and the tax provider's reversal of a refund, are read from here.
 * A refund of an amount an admin typed is spread over the lines and the
 * shipping (app/lib/refund-split.ts). An order_item_id of null is the shipping.
 */
export const refundLines = sqliteTable(
  "refund_lines",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    refundId: integer("refund_id")
      .notNull()
      .references(() => refunds.id, { onDelete: "cascade" }),
    orderItemId: integer("order_item_id").references(() => orderItems.id, { onDelete: "cascade" }),
    // Units sent back; 0 for a share of a typed amount and for the shipping.
    quantity: integer("quantity").notNull().default(0),
    amountCents: integer("amount_cents").notNull(),
    taxCents: integer("tax_cents").notNull(),
  },
  (t) => [
    index("refund_lines_refund_idx").on(t.refundId),
    check("refund_lines_amounts_check", sql`${t.quantity} >= 0 and ${t.amountCents} >= 0 and ${t.taxCents} >= 0`),
  ],
);
