import { and, count, desc, eq, gte, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { auditLog, webhookFailures } from "../../db/schema";

/** The longest error text kept: a stack or a driver's message is enough to start from. */
const MAX_ERROR_LENGTH = 2000;

/**
 * A verified event whose processing threw: the first failure adds its row
 * (with the raw body, for a retry), a later one counts another attempt and
 * keeps the newest error. A failure after the event was resolved opens it
 * again.
 */
export async function recordWebhookFailure({
  db,
  eventId,
  provider,
  type,
  payload,
  error,
  now = new Date(),
}: {
  db: Db;
  eventId: string;
  provider: string;
  type: string;
  payload: string;
  error: string;
  now?: Date;
}) {
  const lastError = error.slice(0, MAX_ERROR_LENGTH);
  await db
    .insert(webhookFailures)
    .values({ eventId, provider, type, payload, attempts: 1, lastError, firstFailedAt: now, lastFailedAt: now })
    .onConflictDoUpdate({
      target: webhookFailures.eventId,
      set: { attempts: sql`${webhookFailures.attempts} + 1`, lastError, lastFailedAt: now, resolvedAt: null },
    });
}

/** The event has been processed (a redelivery or a retry): its failure, if any, is resolved. */
export async function resolveWebhookFailure({ db, eventId, now = new Date() }: { db: Db; eventId: string; now?: Date }) {
  await db
    .update(webhookFailures)
    .set({ resolvedAt: now })
    .where(and(eq(webhookFailures.eventId, eventId), isNull(webhookFailures.resolvedAt)));
}

/** One unresolved failure, with its stored body, or null. */
export async function getOpenWebhookFailure({ db, eventId }: { db: Db; eventId: string }) {
  const row = await db
    .select()
    .from(webhookFailures)
    .where(and(eq(webhookFailures.eventId, eventId), isNull(webhookFailures.resolvedAt)))
    .get();
  return row ?? null;
}

/** The unresolved failures, the most recent first (without their bodies). */
export async function listOpenWebhookFailures({ db, limit }: { db: Db; limit: number }) {
  return db
    .select({
      eventId: webhookFailures.eventId,
      provider: webhookFailures.provider,
      type: webhookFailures.type,
      attempts: webhookFailures.attempts,
      lastError: webhookFailures.lastError,
      firstFailedAt: webhookFailures.firstFailedAt,
      lastFailedAt: webhookFailures.lastFailedAt,
    })
    .from(webhookFailures)
    .where(isNull(webhookFailures.resolvedAt))
    .orderBy(desc(webhookFailures.lastFailedAt))
    .limit(limit);
}

/** Unresolved failures whose last attempt was at or after `since` (reads webhook_failures_open_idx). */
export async function countOpenWebhookFailuresSince({ db, since }: { db: Db; since: Date }) {
  const row = await db
    .select({ value: count() })
    .from(webhookFailures)
    .where(and(isNull(webhookFailures.resolvedAt), gte(webhookFailures.lastFailedAt, since)))
    .get();
  return row?.value ?? 0;
}

/** The admin's "Retry" on a failed event, for /admin/activity. */
export async function auditWebhookRetry({ db, userId, eventId, type }: { db: Db; userId: number; eventId: string; type: string }) {
  await db.insert(auditLog).values({ userId, action: "retry", entity: "webhook event", entityId: eventId, details: { name: type } });
}
