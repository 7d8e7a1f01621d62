import { OUTBOX_MAX_PENDING, OUTBOX_MAX_PENDING_AGE_SECONDS, type ReadinessReport } from "~/lib/readiness";
import { shopDateTime } from "~/lib/shop-time";
import { formatBytes, formatDuration } from "~/lib/system-display";
import type { systemOverview } from "~/services/system-status.server";
import type { CheckRow, FailedEmailRow, FailedWebhookRow, ProcessRow } from "~/components/admin/system-panels";
import type { WebhookRetryResult } from "~/services/payment-webhook.server";
import type { ToastInput } from "~/lib/toast";

type Overview = Awaited<ReturnType<typeof systemOverview>>;

const seconds = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 1000;

/** /admin/system's data as the page shows it: words and dates written here, so both renders agree. */
export function systemView(overview: Overview, { now, release, processStartedAt }: { now: Date; release: string; processStartedAt: Date }) {
  return {
    release,
    uptime: formatDuration(seconds(processStartedAt, now)),
    started: shopDateTime(processStartedAt),
    status: overview.readiness.status,
    checks: checkRows(overview.readiness, overview.delivery),
    processes: overview.processes.map(
      (process): ProcessRow => ({
        id: process.id,
        release: process.release,
        started: shopDateTime(process.startedAt),
        uptime: formatDuration(seconds(process.startedAt, process.seenAt)),
        lastSeen: `${formatDuration(seconds(process.seenAt, now))} ago`,
      }),
    ),
    databaseSize: overview.databaseBytes === null ? null : formatBytes(overview.databaseBytes),
    failedEmails: overview.failedEmails.map((email): FailedEmailRow => ({ ...email, created: shopDateTime(email.createdAt) })),
    failedWebhooks: overview.failedWebhooks.map(
      (event): FailedWebhookRow => ({ ...event, firstFailed: shopDateTime(event.firstFailedAt), lastFailed: shopDateTime(event.lastFailedAt) }),
    ),
    lastBackup: overview.lastBackup
      ? { taken: shopDateTime(overview.lastBackup.takenAt), file: overview.lastBackup.file, location: overview.lastBackup.location, size: formatBytes(overview.lastBackup.bytes), kind: overview.lastBackup.kind }
      : null,
  };
}

function checkRows({ checks }: ReadinessReport, delivery: boolean): CheckRow[] {
  const { database, migrations, outbox, webhooks } = checks;
  const unread = "Could not be read (see the server log).";
  return [
    { name: "Database", ok: database.ok, detail: database.ok ? "Answers." : "Does not answer." },
    {
      name: "Migrations",
      ok: migrations.ok,
      detail: migrations.applied === null ? unread : `${migrations.applied} of the ${migrations.expected} this release ships applied.`,
    },
    {
      name: "Outbox",
      ok: outbox.ok,
      detail:
        outbox.pending === null
          ? unread
          : `${outbox.pending} pending${outbox.oldestPendingAgeSeconds === null ? "" : `, the oldest queued ${formatDuration(outbox.oldestPendingAgeSeconds)} ago`}. ` +
            (delivery
              ? `Limits: ${OUTBOX_MAX_PENDING} pending, ${formatDuration(OUTBOX_MAX_PENDING_AGE_SECONDS)}.`
              : "No mail server is configured, so e-mail waits here by design."),
    },
    {
      name: "Payment webhooks",
      ok: webhooks.ok,
      detail: webhooks.failuresLastHour === null ? unread : `${webhooks.failuresLastHour} unresolved failures in the last hour.`,
    },
  ];
}

/** The toast after a webhook Retry. */
export function webhookRetryToast(result: WebhookRetryResult): ToastInput {
  if (result.ok) {
    if (result.outcome === "processed") return { title: "Payment event processed", description: "The order is up to date.", type: "success" };
    if (result.outcome === "already-processed") return { title: "Already processed", description: "A delivery from the provider processed it first; nothing changed.", type: "success" };
    return { title: "Event acknowledged", description: "It concerns no order of this shop, so nothing changed.", type: "success" };
  }
  if (result.reason !== "failed") {
    return result.reason === "not-found"
      ? { title: "Nothing to retry", description: "This event is not (or no longer) failed.", type: "error" }
      : { title: "Cannot retry", description: "The payment provider that sent this event is not configured.", type: "error" };
  }
  // The toast travels in a cookie: the start of the error is enough (the whole of it is on the page).
  return { title: "Retry failed", description: result.error.slice(0, 300), type: "error" };
}
