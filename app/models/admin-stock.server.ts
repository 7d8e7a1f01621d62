import { and, count, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { emailOutbox, fragrances, orders, stockAlerts, stockLevels, stockMovements, users } from "../../db/schema";
import type { EmailContent } from "../lib/emails/email-layout";
import { SAMPLE_SIZE, type Size } from "../lib/sizes";
import type { AdminStockReason } from "../lib/stock";
import { outboxColumns, type EmailKind } from "./email-outbox.server";

// What an admin does to the shelf (issue 34, decision 0050): opening stock for
// a new fragrance, a quantity set on the edit form, the back-in-stock e-mails a
// restock releases, and the ledger as the Activity view reads it. Every write
// here is a statement for the caller's runBatch (the fragrance's save), never a
// write of its own; stock_levels is only ever moved by the ledger's trigger.

/** The note of the movements that start a new fragrance's ledger. */
export const OPENING_STOCK_NOTE = "Opening stock";

/** What a fragrance's id is in a batch: a number, or a subquery when the row is created in the same batch. */
type FragranceRef = number | SQL;

/**
 * A new fragrance's first movements: each size with a quantity is "received",
 * noted "Opening stock". A size of 0 writes nothing (a movement moves stock).
 */
export function openingStockStatements(db: Db, { fragranceId, stock, userId }: { fragranceId: FragranceRef; stock: Partial<Record<Size, number>>; userId: number }) {
  return Object.entries(stock)
    .filter(([, quantity]) => quantity !== undefined && quantity > 0)
    .map(([size, quantity]) =>
      db.insert(stockMovements).values({
        fragranceId: fragranceId as number,
        size: size as Size,
        delta: quantity!,
        reason: "received",
        note: OPENING_STOCK_NOTE,
        createdBy: userId,
      }),
    );
}

function onHand(fragranceId: FragranceRef, size: Size) {
  return sql`coalesce((select ${stockLevels.onHand} from ${stockLevels} where ${stockLevels.fragranceId} = ${fragranceId} and ${stockLevels.size} = ${size}), 0)`;
}

/**
 * Sets one size's quantity on hand to `target` with one movement whose delta
 * (target − on hand) is worked out by the statement itself as the batch runs,
 * so a sale that lands between the admin's page and this write is counted,
 * not undone. Nothing is written when the shelf already holds `target`, or
 * when the fragrance is gone.
 */
export function setOnHandStatement(
  db: Db,
  { fragranceId, size, target, reason, note, userId }: { fragranceId: number; size: Size; target: number; reason: AdminStockReason; note?: string; userId: number },
) {
  const delta = sql`${target} - ${onHand(fragranceId, size)}`;
  const movement = db
    .select({
      id: sql`null`.as("id"),
      fragranceId: fragrances.id,
      size: sql`${size}`.as("size"),
      delta: delta.as("delta"),
      reason: sql`${reason}`.as("reason"),
      key: sql`null`.as("key"),
      orderId: sql`null`.as("order_id"),
      note: sql`${note ?? null}`.as("note"),
      createdBy: sql`${userId}`.as("created_by"),
      createdAt: sql`(unixepoch('subsec') * 1000)`.as("created_at"),
    })
    .from(fragrances)
    .where(and(eq(fragrances.id, fragranceId), sql`${delta} <> 0`));
  // A plain INSERT: OR IGNORE / OR REPLACE would override the trigger's conflict policy (migrations/0010).
  return db.insert(stockMovements).select(movement);
}

const BACK_IN_STOCK: EmailKind = "back-in-stock";

/**
 * When the save leaves `size` on the shelf (and, for samples, offered), each
 * waiting sign-up gets one e-mail (message id `back-in-stock/<alertId>`, so
 * never twice) and is marked notified. Two statements for the save's batch,
 * in this order; both read the sign-ups as the batch runs, so one that came in
 * while the admin was on the page is not missed. The first returns the ids of
 * the e-mails it queued.
 */
export function backInStockStatements(db: Db, { fragranceId, size, email }: { fragranceId: number; size: Size; email: EmailContent }) {
  const offered = size === SAMPLE_SIZE ? sql`exists (select 1 from ${fragrances} where ${fragrances.id} = ${fragranceId} and ${fragrances.samplesOffered} = 1)` : sql`1`;
  const waiting = and(
    eq(stockAlerts.fragranceId, fragranceId),
    eq(stockAlerts.size, size),
    isNull(stockAlerts.notifiedAt),
    sql`${onHand(fragranceId, size)} > 0`,
    offered,
  );
  const emails = db
    .select(
      outboxColumns({
        messageId: sql`'back-in-stock/' || ${stockAlerts.id}`,
        kind: sql`${BACK_IN_STOCK}`,
        toAddress: sql`lower(trim(${stockAlerts.email}))`,
        subject: sql`${email.subject}`,
        textBody: sql`${email.text}`,
        htmlBody: sql`${email.html}`,
      }),
    )
    .from(stockAlerts)
    .where(waiting);
  return [
    db.insert(emailOutbox).select(emails).onConflictDoNothing({ target: emailOutbox.messageId }).returning({ id: emailOutbox.id }),
    db.update(stockAlerts).set({ notifiedAt: sql`(unixepoch('subsec') * 1000)` }).where(waiting),
  ] as const;
}

/** The ledger for the Activity view, newest first: who moved what, and the order behind a sale or return. */
export async function listStockMovements({ db, page, pageSize }: { db: Db; page: number; pageSize: number }) {
  const [rows, total] = await Promise.all([
    db
      .select({
        id: stockMovements.id,
        createdAt: stockMovements.createdAt,
        fragranceId: stockMovements.fragranceId,
        fragranceName: fragrances.name,
        size: stockMovements.size,
        delta: stockMovements.delta,
        reason: stockMovements.reason,
        note: stockMovements.note,
        orderId: orders.id,
        orderPublicId: orders.publicId,
        adminEmail: users.email,
      })
      .from(stockMovements)
      .leftJoin(fragrances, eq(fragrances.id, stockMovements.fragranceId))
      .leftJoin(orders, eq(orders.id, stockMovements.orderId))
      .leftJoin(users, eq(users.id, stockMovements.createdBy))
      .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(stockMovements).get(),
  ]);
  return { movements: rows, total: total?.value ?? 0 };
}
