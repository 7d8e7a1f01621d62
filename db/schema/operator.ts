// What the operator sees on /admin/system and /readyz (issue 37): payment
// events that failed to process, kept whole so they can be retried; backups
// taken of the embedded database; the Node server processes alive.
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * A verified payment event whose processing threw. The provider retries on
 * its own schedule; the row lets an admin see it and retry now. `resolvedAt`
 * is set when a later delivery or a retry processes it.
 */
export const webhookFailures = sqliteTable(
  "webhook_failures",
  {
    eventId: text("event_id").primaryKey(),
    provider: text("provider").notNull(),
    type: text("type").notNull(),
    // The raw, signature-verified body: a retry processes exactly what arrived.
    payload: text("payload").notNull(),
    attempts: integer("attempts").notNull().default(1),
    lastError: text("last_error").notNull(),
    firstFailedAt: integer("first_failed_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
    lastFailedAt: integer("last_failed_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
    resolvedAt: integer("resolved_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("webhook_failures_open_idx").on(t.resolvedAt, t.lastFailedAt)],
);

/** One row per snapshot `npm run backup` (or BACKUP_INTERVAL_HOURS) wrote, or a D1 export. */
export const backups = sqliteTable(
  "backups",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: ["snapshot", "d1-export"] }).notNull(),
    // The file's name (inside `location`), e.g. shop-2026-11-27T08-00-00Z.db.
    file: text("file").notNull(),
    location: text("location").notNull(),
    bytes: integer("bytes").notNull(),
    durationMs: integer("duration_ms").notNull(),
    takenAt: integer("taken_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("backups_taken_idx").on(t.takenAt), check("backups_kind_check", sql`${t.kind} in ('snapshot', 'd1-export')`)],
);

/** The Node server's processes, each refreshing `seenAt` while it runs: uptime per process. */
export const serverProcesses = sqliteTable(
  "server_processes",
  {
    // host:pid, unique while the process lives.
    id: text("id").primaryKey(),
    release: text("release").notNull(),
    startedAt: integer("started_at", { mode: "timestamp_ms" }).notNull(),
    seenAt: integer("seen_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("server_processes_seen_idx").on(t.seenAt)],
);
