// Second factors and what signing in remembers: TOTP two-factor with its
// recovery codes, passkeys, the pending second step of a sign-in, browsers an
// account trusts or has seen (decision 0053).
import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { createdAt } from "./columns";

/** One authenticator app per account; `confirmedAt` null while enrolment waits for its first code. */
export const twoFactor = sqliteTable("two_factor", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  // Base32 TOTP secret (SHA-1, 6 digits, 30 s: what every authenticator app reads).
  secret: text("secret").notNull(),
  confirmedAt: integer("confirmed_at", { mode: "timestamp_ms" }),
  // The last time step a code was accepted for: a code works once.
  lastUsedStep: integer("last_used_step"),
  createdAt: createdAt(),
});

/** Ten one-time codes per enrolment, stored as SHA-256 hashes. */
export const recoveryCodes = sqliteTable(
  "recovery_codes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("recovery_codes_user_code_unique").on(t.userId, t.codeHash)],
);

/**
 * A sign-in whose password was right and which waits for its code: the
 * browser (or API client) holds the token, the row its SHA-256.
 */
export const loginChallenges = sqliteTable(
  "login_challenges",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("login_challenges_user_idx").on(t.userId), index("login_challenges_expires_idx").on(t.expiresAt)],
);

/** "Trust this browser for 30 days": the cookie holds a token, the row its SHA-256; deleting the row revokes it. */
export const trustedBrowsers = sqliteTable(
  "trusted_browsers",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("trusted_browsers_user_idx").on(t.userId), index("trusted_browsers_expires_idx").on(t.expiresAt)],
);

/** WebAuthn credentials (passkeys); several per account, each named by its owner. */
export const passkeys = sqliteTable(
  "passkeys",
  {
    // The credential id, base64url.
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // COSE public key, base64url.
    publicKey: text("public_key").notNull(),
    counter: integer("counter").notNull().default(0),
    // JSON array of the transports the authenticator named (usb, internal, hybrid, …).
    transports: text("transports"),
    backedUp: integer("backed_up", { mode: "boolean" }).notNull().default(false),
    name: text("name").notNull(),
    lastUsedAt: integer("last_used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("passkeys_user_idx").on(t.userId), check("passkeys_name_check", sql`length(${t.name}) between 1 and 60`)],
);

/** A WebAuthn ceremony's challenge, used once, for a few minutes. */
export const webauthnChallenges = sqliteTable(
  "webauthn_challenges",
  {
    id: text("id").primaryKey(),
    challenge: text("challenge").notNull(),
    // Null for a sign-in with a discoverable passkey (nobody is known yet).
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["register", "authenticate", "verify"] }).notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("webauthn_challenges_expires_idx").on(t.expiresAt),
    check("webauthn_challenges_purpose_check", sql`${t.purpose} in ('register', 'authenticate', 'verify')`),
  ],
);

/** Browsers an account has signed in from (a long-lived random cookie, hashed): a new one gets a notice e-mail. */
export const knownBrowsers = sqliteTable(
  "known_browsers",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    browserHash: text("browser_hash").notNull(),
    firstSeenAt: integer("first_seen_at", { mode: "timestamp_ms" }).notNull(),
    lastSeenAt: integer("last_seen_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.browserHash] })],
);
