// Accounts and their database sessions.
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, ROLES } from "./columns";

export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    // Stored lower-cased so e-mails compare case-insensitively.
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    phoneNumber: text("phone_number"),
    role: text("role", { enum: ROLES }).notNull().default("customer"),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    check("users_email_check", sql`length(${t.email}) <= 255 and ${t.email} = lower(${t.email})`),
    check("users_first_name_check", sql`${t.firstName} is null or length(${t.firstName}) <= 100`),
    check("users_last_name_check", sql`${t.lastName} is null or length(${t.lastName}) <= 100`),
    check("users_phone_check", sql`${t.phoneNumber} is null or length(${t.phoneNumber}) <= 20`),
    check("users_role_check", sql`${t.role} in ('customer', 'admin')`),
  ],
);

export const sessions = sqliteTable(
  "sessions",
  {
    // SHA-256 of the token; the token itself is only ever held by the client.
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
    // Shown on /account's session list (browser and OS are read from it there).
    userAgent: text("user_agent"),
    // Moved forward at most every few minutes as the session is used.
    lastUsedAt: integer("last_used_at", { mode: "timestamp_ms" }),
    // When the holder last proved who they are (password, code or passkey):
    // sensitive admin actions ask again when it is older than 15 minutes.
    verifiedAt: integer("verified_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

export const passwordResetTokens = sqliteTable(
  "password_reset_tokens",
  {
    // SHA-256 of the token; the token itself is only ever in the e-mail.
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    // Single use: set when the token sets a new password.
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.userId), index("password_reset_tokens_expires_idx").on(t.expiresAt)],
);
