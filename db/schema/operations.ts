// Running the shop: newsletter, audit trail, rate limits, database facts.
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import { users } from "./accounts";

export const newsletterSubscribers = sqliteTable(
  "newsletter_subscribers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull(),
    source: text("source").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("newsletter_email_unique").on(t.email),
    check("newsletter_email_check", sql`length(${t.email}) <= 255`),
  ],
);

export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    details: text("details", { mode: "json" }).$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt)],
);

export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: integer("reset_at", { mode: "timestamp_ms" }).notNull(),
});

// The shop's settings an admin changes (shipping prices, thresholds, ...): one
// row per setting, its value JSON, read through typed defaults in
// app/models/shop-settings.server.ts, so a missing row means the default.
export const shopSettings = sqliteTable("shop_settings", {
  key: text("key").primaryKey(),
  value: text("value", { mode: "json" }).$type<unknown>().notNull(),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`),
  updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
});

// Small key/value facts about the database itself, e.g. which seed has run.
export const appMeta = sqliteTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

// Transactional e-mails, written in the same batch as the change that causes
// them and delivered afterwards by the outbox sender (with retries), so a crash
// between the two loses no e-mail.
export const EMAIL_STATUSES = ["pending", "sent", "failed"] as const;

export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    // Random; the Message-ID and the HTTP API's idempotency key, so a resend
    // after a crash mid-delivery can be recognised as the same message.
    messageId: text("message_id").notNull(),
    // order-confirmation, shipping-notice, password-reset, newsletter-welcome, return-request
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    status: text("status", { enum: EMAIL_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    // Due for the next delivery attempt (backoff after a failure).
    nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
    // A sender holds the message until then; another sender may take it after.
    lockedUntil: integer("locked_until", { mode: "timestamp_ms" }),
    lastError: text("last_error"),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("email_outbox_message_id_unique").on(t.messageId),
    index("email_outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("email_outbox_created_idx").on(t.createdAt),
    check("email_outbox_status_check", sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);
