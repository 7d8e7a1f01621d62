import { and, eq, exists, gt, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { runBatch, type Db } from "../../db/client";
import { passkeys, recoveryCodes, trustedBrowsers, twoFactor } from "../../db/schema";

// An account's authenticator app and recovery codes (decision 0053). Every
// "use once" rule is a conditional UPDATE whose returned rows decide, so two
// requests carrying the same code at the same instant cannot both pass.

export type TwoFactorRow = { secret: string; confirmedAt: Date | null; lastUsedStep: number | null };

export async function findTwoFactor({ db, userId }: { db: Db; userId: number }): Promise<TwoFactorRow | null> {
  const row = await db
    .select({ secret: twoFactor.secret, confirmedAt: twoFactor.confirmedAt, lastUsedStep: twoFactor.lastUsedStep })
    .from(twoFactor)
    .where(eq(twoFactor.userId, userId))
    .get();
  return row ?? null;
}

/**
 * True when the account has a second factor an admin may rely on: a confirmed
 * authenticator app or at least one passkey.
 */
export async function hasSecondFactor({ db, userId }: { db: Db; userId: number }) {
  const row = await db
    .select({ userId: sql<number>`1` })
    .from(sql`(select 1)`)
    .where(
      or(
        exists(db.select({ one: sql`1` }).from(twoFactor).where(and(eq(twoFactor.userId, userId), isNotNull(twoFactor.confirmedAt)))),
        exists(db.select({ one: sql`1` }).from(passkeys).where(eq(passkeys.userId, userId))),
      ),
    )
    .get();
  return Boolean(row);
}

/**
 * The secret waiting for its first code: the pending one when there is one (a
 * reload shows the same QR code), else `secret` stored. A confirmed row is
 * never replaced here. Returns the secret in force, or null when two-factor
 * is already on.
 */
export async function pendingTwoFactorSecret({ db, userId, secret }: { db: Db; userId: number; secret: string }): Promise<string | null> {
  await db.insert(twoFactor).values({ userId, secret }).onConflictDoNothing({ target: twoFactor.userId });
  const row = await findTwoFactor({ db, userId });
  return row && !row.confirmedAt ? row.secret : null;
}

/**
 * Turns two-factor on with its first code's step and stores the recovery
 * codes, plus `extra` (the notice e-mail), in one batch. The codes are only
 * written when this batch is the one that confirmed (the `confirmedAt` it set
 * is unique to it), so two confirmations racing leave one set of codes.
 * True when this call confirmed.
 */
export async function confirmTwoFactor({
  db,
  userId,
  secret,
  step,
  codeHashes,
  now,
  extra = [],
}: {
  db: Db;
  userId: number;
  secret: string;
  step: number;
  codeHashes: string[];
  now: Date;
  extra?: BatchItem<"sqlite">[];
}) {
  const confirmedHere = exists(db.select({ one: sql`1` }).from(twoFactor).where(and(eq(twoFactor.userId, userId), eq(twoFactor.confirmedAt, now))));
  const [confirmed] = await runBatch(db, [
    db
      .update(twoFactor)
      .set({ confirmedAt: now, lastUsedStep: step })
      .where(and(eq(twoFactor.userId, userId), eq(twoFactor.secret, secret), isNull(twoFactor.confirmedAt)))
      .returning({ userId: twoFactor.userId }),
    db.delete(recoveryCodes).where(and(eq(recoveryCodes.userId, userId), confirmedHere)),
    // insert … select from a VALUES list, so the condition guards all ten rows
    // at once; every column, in the table's order (a builder, as D1's batch needs).
    db.insert(recoveryCodes).select(
      db
        .select({
          id: sql`null`.as("id"),
          userId: sql`${userId}`.as("user_id"),
          codeHash: sql`column1`.as("code_hash"),
          usedAt: sql`null`.as("used_at"),
          createdAt: sql`${now.getTime()}`.as("created_at"),
        })
        .from(sql`(values ${sql.join(codeHashes.map((codeHash) => sql`(${codeHash})`), sql`, `)})`)
        .where(confirmedHere),
    ),
    ...extra,
  ]);
  return (confirmed as unknown[]).length === 1;
}

/**
 * Uses a TOTP step: accepted only when it is later than the last accepted
 * one. The returned row decides, so the same code sent twice at once passes once.
 */
export async function claimTotpStep({ db, userId, step }: { db: Db; userId: number; step: number }) {
  const rows = await db
    .update(twoFactor)
    .set({ lastUsedStep: step })
    .where(and(eq(twoFactor.userId, userId), isNotNull(twoFactor.confirmedAt), or(isNull(twoFactor.lastUsedStep), lt(twoFactor.lastUsedStep, step))))
    .returning({ userId: twoFactor.userId });
  return rows.length === 1;
}

/** Uses a recovery code (by its hash): once, whoever asks first. */
export async function claimRecoveryCode({ db, userId, codeHash, now }: { db: Db; userId: number; codeHash: string; now: Date }) {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}

export async function countUnusedRecoveryCodes({ db, userId }: { db: Db; userId: number }) {
  const row = await db
    .select({ count: sql<number>`count(*)` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
    .get();
  return row?.count ?? 0;
}

/**
 * Turns two-factor off: the app's secret, the recovery codes and every
 * trusted browser go, with `extra` (the notice e-mail), in one batch.
 */
export async function removeTwoFactor({ db, userId, extra = [] }: { db: Db; userId: number; extra?: BatchItem<"sqlite">[] }) {
  await runBatch(db, [
    db.delete(twoFactor).where(eq(twoFactor.userId, userId)),
    db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)),
    forgetTrustedBrowsersStatement(db, userId),
    ...extra,
  ]);
}

/** "Trust this browser for 30 days": the row behind the cookie's token. */
export async function trustBrowser({ db, userId, tokenHash, expiresAt }: { db: Db; userId: number; tokenHash: string; expiresAt: Date }) {
  await db.insert(trustedBrowsers).values({ id: tokenHash, userId, expiresAt });
}

/** True when the token's row belongs to this account and has not expired. */
export async function isTrustedBrowser({ db, userId, tokenHash, now }: { db: Db; userId: number; tokenHash: string; now: Date }) {
  const row = await db
    .select({ id: trustedBrowsers.id })
    .from(trustedBrowsers)
    .where(and(eq(trustedBrowsers.id, tokenHash), eq(trustedBrowsers.userId, userId), gt(trustedBrowsers.expiresAt, now)))
    .get();
  return Boolean(row);
}

export function forgetTrustedBrowsersStatement(db: Db, userId: number) {
  return db.delete(trustedBrowsers).where(eq(trustedBrowsers.userId, userId));
}

/** Revokes every trusted-browser cookie of the account (two-factor off, password reset, "Forget trusted browsers"). */
export async function forgetTrustedBrowsers({ db, userId }: { db: Db; userId: number }) {
  await forgetTrustedBrowsersStatement(db, userId);
}
