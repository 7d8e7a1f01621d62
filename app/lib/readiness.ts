// Whether the shop is ready to take orders (/readyz, /admin/system; issue 37):
// the facts are read from the database (app/services/system-status.server.ts),
// the rules that judge them live here.

/** More e-mails than this waiting to go out means the sender is not keeping up. */
export const OUTBOX_MAX_PENDING = 500;

/**
 * An e-mail still pending this long after it was queued is stuck: the sender
 * runs every minute and retries a failed attempt after 1, 2, 4, 8 minutes
 * (app/lib/email-retry.ts), so 15 minutes means four attempts have failed, or
 * none was made.
 */
export const OUTBOX_MAX_PENDING_AGE_SECONDS = 15 * 60;

/**
 * Payment events that failed to process in the last hour and are still not
 * processed. Any one is too many: it may be a paid order left pending, with no
 * confirmation e-mail. The provider sends the event again on its own (Stripe
 * for up to three days, with growing waits), and a later delivery that works
 * resolves it; one not seen again for an hour leaves this check (it stays on
 * /admin/system with its Retry button).
 */
export const WEBHOOK_MAX_FAILURES_LAST_HOUR = 0;

/** The window of the webhook check. */
export const WEBHOOK_FAILURE_WINDOW_MS = 60 * 60 * 1000;

/** What the checks read; `null` where the database could not be read. */
export type ReadinessFacts = {
  database: { ok: boolean };
  migrations: { applied: number; expected: number } | null;
  outbox: { pending: number; oldestPendingAgeSeconds: number | null; delivery: boolean } | null;
  webhooks: { failuresLastHour: number } | null;
};

export type ReadinessReport = {
  status: "ok" | "unavailable";
  checks: {
    database: { ok: boolean };
    migrations: { ok: boolean; applied: number | null; expected: number | null };
    outbox: { ok: boolean; pending: number | null; oldestPendingAgeSeconds: number | null };
    webhooks: { ok: boolean; failuresLastHour: number | null };
  };
};

/**
 * The outbox is backed up only where e-mail can be delivered: without SMTP or
 * an e-mail API the outbox is meant to hold every message (they are read in
 * /admin/emails), so its size says nothing then.
 */
export function outboxOk(outbox: NonNullable<ReadinessFacts["outbox"]>): boolean {
  if (!outbox.delivery) return true;
  return outbox.pending <= OUTBOX_MAX_PENDING && (outbox.oldestPendingAgeSeconds ?? 0) <= OUTBOX_MAX_PENDING_AGE_SECONDS;
}

/** Every migration this build ships has been applied (a database ahead of the build, after a rollback, still passes). */
export function migrationsOk(migrations: NonNullable<ReadinessFacts["migrations"]>): boolean {
  return migrations.applied >= migrations.expected;
}

export function webhooksOk(webhooks: NonNullable<ReadinessFacts["webhooks"]>): boolean {
  return webhooks.failuresLastHour <= WEBHOOK_MAX_FAILURES_LAST_HOUR;
}

/** The report /readyz answers: "ok" only when every check passes; a check whose facts could not be read fails. */
export function readinessReport(facts: ReadinessFacts): ReadinessReport {
  const checks: ReadinessReport["checks"] = {
    database: { ok: facts.database.ok },
    migrations: facts.migrations
      ? { ok: migrationsOk(facts.migrations), applied: facts.migrations.applied, expected: facts.migrations.expected }
      : { ok: false, applied: null, expected: null },
    outbox: facts.outbox
      ? { ok: outboxOk(facts.outbox), pending: facts.outbox.pending, oldestPendingAgeSeconds: facts.outbox.oldestPendingAgeSeconds }
      : { ok: false, pending: null, oldestPendingAgeSeconds: null },
    webhooks: facts.webhooks
      ? { ok: webhooksOk(facts.webhooks), failuresLastHour: facts.webhooks.failuresLastHour }
      : { ok: false, failuresLastHour: null },
  };
  const ok = Object.values(checks).every((check) => check.ok);
  return { status: ok ? "ok" : "unavailable", checks };
}

/** Seconds from `since` to `now`, never negative (clocks of two machines may disagree); null without `since`. */
export function ageSeconds(since: Date | null, now: Date): number | null {
  return since ? Math.max(0, Math.floor((now.getTime() - since.getTime()) / 1000)) : null;
}

/**
 * How many of the migrations this build ships the database has applied.
 * `shipped` are the build's migrations in order (tag and drizzle-kit's
 * timestamp); `applied` what the database recorded: drizzle's migrator (Node,
 * Turso) keeps each migration's timestamp, wrangler (D1) its file name.
 */
export function countAppliedMigrations(
  shipped: readonly { tag: string; when: number }[],
  applied: { kind: "drizzle"; timestamps: number[] } | { kind: "d1"; names: string[] },
): number {
  if (applied.kind === "d1") {
    const names = new Set(applied.names.map((name) => name.replace(/\.sql$/, "")));
    return shipped.filter((migration) => names.has(migration.tag)).length;
  }
  // drizzle applies every shipped migration newer than the newest it recorded, so that one stands for all before it.
  const newest = Math.max(-Infinity, ...applied.timestamps);
  return shipped.filter((migration) => migration.when <= newest).length;
}
