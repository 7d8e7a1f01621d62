import { and, count, desc, eq, inArray, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import { runBatch, type Db } from "../../db/client";
import { auditLog, emailOutbox } from "../../db/schema";
import type { EmailContent } from "../lib/emails/email-layout";

export type EmailKind =
  | "order-confirmation"
  | "shipping-notice"
  | "password-reset"
  | "newsletter-welcome"
  | "return-request"
  | "return-update"
  | "back-in-stock"
  | "security-notice";

export type OutgoingEmail = EmailContent & {
  kind: EmailKind;
  to: string;
  /**
   * A stable id such as `order-confirmation/<publicId>`: the page that caused
   * the e-mail can find its status, and the unique index refuses a second
   * copy. Random when omitted.
   */
  messageId?: string;
};

/**
 * The insert that puts one e-mail in the outbox. It is a statement, not a
 * write: callers add it to the same runBatch as the change that causes the
 * e-mail (the order, the status change, the reset token), so both land or
 * neither does. The outbox sender delivers it afterwards.
 */
export function queueEmail(db: Db, email: OutgoingEmail) {
  return db.insert(emailOutbox).values(outboxRow(email));
}

/**
 * The same insert, made only when `condition` holds when the batch runs (e.g.
 * "this address is not subscribed yet"), and never a second copy of the
 * message id: the batch goes on either way.
 */
export function queueEmailIf(db: Db, email: OutgoingEmail & { messageId: string }, condition: SQL) {
  const row = outboxRow(email);
  return db
    .insert(emailOutbox)
    .select(
      db
        // insert … select takes every column, in the table's order; the rest are the defaults.
        .select(
          outboxColumns({
            messageId: sql`${row.messageId}`,
            kind: sql`${row.kind}`,
            toAddress: sql`${row.toAddress}`,
            subject: sql`${row.subject}`,
            textBody: sql`${row.textBody}`,
            htmlBody: sql`${row.htmlBody}`,
          }),
        )
        .from(sql`(select 1)`)
        .where(condition),
    )
    .onConflictDoNothing({ target: emailOutbox.messageId });
}

/**
 * An outbox row as `insert … select` columns (every column, in the table's
 * order; the rest are a new pending e-mail's defaults), for e-mails whose
 * fields come from SQL: queueEmailIf, the back-in-stock e-mails of a restock.
 */
export function outboxColumns(fields: Record<"messageId" | "kind" | "toAddress" | "subject" | "textBody" | "htmlBody", SQL>) {
  return {
    id: sql`null`.as("id"),
    messageId: fields.messageId.as("message_id"),
    kind: fields.kind.as("kind"),
    toAddress: fields.toAddress.as("to_address"),
    subject: fields.subject.as("subject"),
    textBody: fields.textBody.as("text_body"),
    htmlBody: fields.htmlBody.as("html_body"),
    status: sql`'pending'`.as("status"),
    attempts: sql`0`.as("attempts"),
    nextAttemptAt: sql`(unixepoch('subsec') * 1000)`.as("next_attempt_at"),
    lockedUntil: sql`null`.as("locked_until"),
    lastError: sql`null`.as("last_error"),
    sentAt: sql`null`.as("sent_at"),
    createdAt: sql`(unixepoch('subsec') * 1000)`.as("created_at"),
  };
}

function outboxRow(email: OutgoingEmail) {
  return {
    messageId: email.messageId ?? crypto.randomUUID(),
    kind: email.kind,
    toAddress: email.to.trim().toLowerCase(),
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html,
  };
}

export type EmailStatus = "pending" | "sent" | "failed";

/** The delivery status of one message, or null when there is no such message. */
export async function findEmailStatus({ db, messageId }: { db: Db; messageId: string }): Promise<EmailStatus | null> {
  const row = await db.select({ status: emailOutbox.status }).from(emailOutbox).where(eq(emailOutbox.messageId, messageId)).get();
  return row?.status ?? null;
}

export type ClaimedEmail = {
  id: number;
  messageId: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  attempts: number;
  lockedUntil: Date;
};

/**
 * Takes up to `limit` due messages for one sender until `lockedUntil`, in one
 * UPDATE … RETURNING: SQLite (and D1) run the statement under the write lock,
 * so two senders (two processes, overlapping Workers invocations) never get
 * the same row. `attempts` counts deliveries started, so a sender that dies
 * mid-send still uses one up; the lease lets another sender take it after.
 */
export async function claimDueEmails({
  db,
  now,
  lockedUntil,
  limit,
}: {
  db: Db;
  now: Date;
  lockedUntil: Date;
  limit: number;
}): Promise<ClaimedEmail[]> {
  const due = and(
    eq(emailOutbox.status, "pending"),
    lte(emailOutbox.nextAttemptAt, now),
    or(isNull(emailOutbox.lockedUntil), lt(emailOutbox.lockedUntil, now)),
  );
  const oldestDue = db.select({ id: emailOutbox.id }).from(emailOutbox).where(due).orderBy(emailOutbox.nextAttemptAt, emailOutbox.id).limit(limit);
  const rows = await db
    .update(emailOutbox)
    .set({ lockedUntil, attempts: sql`${emailOutbox.attempts} + 1` })
    .where(and(inArray(emailOutbox.id, oldestDue), due))
    .returning({
      id: emailOutbox.id,
      messageId: emailOutbox.messageId,
      toAddress: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      textBody: emailOutbox.textBody,
      htmlBody: emailOutbox.htmlBody,
      attempts: emailOutbox.attempts,
    });
  return rows.map((row) => ({ ...row, lockedUntil }));
}

/** Only the sender holding the lease records the outcome (a late one after the lease ran out does not). */
function heldBy(email: ClaimedEmail) {
  return and(eq(emailOutbox.id, email.id), eq(emailOutbox.status, "pending"), eq(emailOutbox.lockedUntil, email.lockedUntil));
}

export async function markEmailSent({ db, email, sentAt }: { db: Db; email: ClaimedEmail; sentAt: Date }) {
  await db.update(emailOutbox).set({ status: "sent", sentAt, lockedUntil: null, lastError: null }).where(heldBy(email));
}

/** A failed attempt: due again at `retryAt`, or given up (status failed) when `retryAt` is null. */
export async function markEmailAttemptFailed({ db, email, error, retryAt }: { db: Db; email: ClaimedEmail; error: string; retryAt: Date | null }) {
  await db
    .update(emailOutbox)
    .set(retryAt ? { lastError: error, lockedUntil: null, nextAttemptAt: retryAt } : { status: "failed", lastError: error, lockedUntil: null })
    .where(heldBy(email));
}

/**
 * The admin's "Send again" for a message that failed: due now, with a fresh
 * count of attempts, and its audit row. Answers false when the message is
 * not (or no longer) failed.
 */
export async function requeueFailedEmail({ db, userId, id }: { db: Db; userId: number; id: number }): Promise<boolean> {
  const failed = and(eq(emailOutbox.id, id), eq(emailOutbox.status, "failed"));
  const row = await db.select({ subject: emailOutbox.subject }).from(emailOutbox).where(failed).get();
  if (!row) return false;
  await runBatch(db, [
    db.update(emailOutbox).set({ status: "pending", attempts: 0, nextAttemptAt: new Date(), lockedUntil: null }).where(failed),
    db.insert(auditLog).values({ userId, action: "resend", entity: "email", entityId: String(id), details: { name: row.subject } }),
  ]);
  return true;
}

const listColumns = {
  id: emailOutbox.id,
  kind: emailOutbox.kind,
  toAddress: emailOutbox.toAddress,
  subject: emailOutbox.subject,
  status: emailOutbox.status,
  attempts: emailOutbox.attempts,
  createdAt: emailOutbox.createdAt,
};

/** The admin's list, newest first, one page at a time: every e-mail, or only the failed ones. */
export async function listEmails({ db, status, page, pageSize }: { db: Db; status?: "failed"; page: number; pageSize: number }) {
  const where = status ? eq(emailOutbox.status, status) : undefined;
  const [rows, total] = await Promise.all([
    db
      .select(listColumns)
      .from(emailOutbox)
      .where(where)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(emailOutbox).where(where).get(),
  ]);
  return { emails: rows, total: total?.value ?? 0 };
}

export async function getEmail({ db, id }: { db: Db; id: number }) {
  const row = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).get();
  return row ?? null;
}

/** Sent e-mails older than `before`; pending and failed ones stay for the sender and the admin. */
export function deleteSentEmailsBefore(db: Db, before: number) {
  return db.delete(emailOutbox).where(and(eq(emailOutbox.status, "sent"), lt(emailOutbox.sentAt, new Date(before))));
}

/** Failed e-mails (given up), the newest first: /admin/system's list with its Retry buttons. */
export async function listFailedEmails({ db, limit }: { db: Db; limit: number }) {
  return db
    .select({ ...listColumns, lastError: emailOutbox.lastError })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, "failed"))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(limit);
}

/** How many e-mails wait to go out and when the oldest was queued (reads email_outbox_due_idx). */
export async function pendingEmailStats({ db }: { db: Db }): Promise<{ pending: number; oldestCreatedAt: Date | null }> {
  const row = await db
    .select({ pending: count(), oldest: sql<number | null>`min(${emailOutbox.createdAt})` })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, "pending"))
    .get();
  return { pending: row?.pending ?? 0, oldestCreatedAt: row?.oldest == null ? null : new Date(Number(row.oldest)) };
}
