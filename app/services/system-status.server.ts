import {
  ageSeconds,
  readinessReport,
  WEBHOOK_FAILURE_WINDOW_MS,
  type ReadinessFacts,
  type ReadinessReport,
} from "~/lib/readiness";
import { getLastBackup } from "~/models/backups.server";
import { listFailedEmails, pendingEmailStats } from "~/models/email-outbox.server";
import { listServerProcesses } from "~/models/server-processes.server";
import { databaseSizeBytes, migrationStatus, pingDatabase } from "~/models/system-health.server";
import { countOpenWebhookFailuresSince, listOpenWebhookFailures } from "~/models/webhook-failures.server";
import { PROCESS_FORGOTTEN_AFTER_MS } from "./server-heartbeat.server";
import { logOf, type ServiceContext } from "./service-context";

/** The most failed e-mails and webhook events /admin/system lists (the oldest beyond are in /admin/emails, or wait their turn). */
const LIST_LIMIT = 50;

/**
 * /readyz's checks, each read on its own: one that throws fails (and is
 * logged) without hiding the others.
 */
export async function checkReadiness(context: Pick<ServiceContext, "db" | "outbox" | "log">, now = new Date()): Promise<ReadinessReport> {
  const { db } = context;
  const attempt = <T>(check: string, read: () => Promise<T>): Promise<T | null> =>
    read().catch((error: unknown) => {
      logOf(context).error({ err: error, check }, "readiness check failed");
      return null;
    });
  const [database, migrations, outbox, webhooks] = await Promise.all([
    attempt("database", async () => {
      await pingDatabase({ db });
      return { ok: true };
    }),
    attempt("migrations", () => migrationStatus({ db })),
    attempt("outbox", async () => {
      const stats = await pendingEmailStats({ db });
      return { pending: stats.pending, oldestPendingAgeSeconds: ageSeconds(stats.oldestCreatedAt, now), delivery: context.outbox.delivery };
    }),
    attempt("webhooks", async () => ({
      failuresLastHour: await countOpenWebhookFailuresSince({ db, since: new Date(now.getTime() - WEBHOOK_FAILURE_WINDOW_MS) }),
    })),
  ]);
  const facts: ReadinessFacts = { database: database ?? { ok: false }, migrations, outbox, webhooks };
  return readinessReport(facts);
}

/** Everything /admin/system shows besides this process's own uptime and release. */
export async function systemOverview(context: Pick<ServiceContext, "db" | "outbox" | "log">, now = new Date()) {
  const { db } = context;
  const [readiness, processes, databaseBytes, failedEmails, failedWebhooks, lastBackup] = await Promise.all([
    checkReadiness(context, now),
    listServerProcesses({ db, since: new Date(now.getTime() - PROCESS_FORGOTTEN_AFTER_MS) }),
    databaseSizeBytes({ db }),
    listFailedEmails({ db, limit: LIST_LIMIT }),
    listOpenWebhookFailures({ db, limit: LIST_LIMIT }),
    getLastBackup({ db }),
  ]);
  return { readiness, processes, databaseBytes, failedEmails, failedWebhooks, lastBackup, delivery: context.outbox.delivery };
}
