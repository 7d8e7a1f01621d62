import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "#remix-runtime";
import { useActionData, useLoaderData, type MetaFunction } from "@remix-run/react";
import * as z from "zod";
import { FailedEmailTable, FailedWebhookTable, ProcessTable, ReadinessTable } from "~/components/admin/system-panels";
import { FormAlert } from "~/components/ui/form-alert";
import { requireAdmin } from "~/http/auth.server";
import { publicOrigin } from "~/http/public-origin.server";
import { redirectWithToast } from "~/http/toast.server";
import { seoMeta } from "~/lib/seo-meta";
import { retryWebhookFailure } from "~/services/payment-webhook.server";
import { resendEmail } from "~/services/resend-email.server";
import { systemOverview } from "~/services/system-status.server";
import { systemView, webhookRetryToast } from "./system-view.server";

const retrySchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("retry-email"), emailId: z.coerce.number().int().positive() }),
  z.object({ intent: z.literal("retry-webhook"), eventId: z.string().trim().min(1).max(255) }),
]);

/** The operator's page: release, uptime, readiness, database size, what failed (with Retry) and the last backup. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const overview = await systemOverview(context);
  return systemView(overview, { now: new Date(), release: context.release, processStartedAt: context.processStartedAt });
}

/** Retry a failed e-mail (due again now) or a failed payment event (processed now); back here with a toast. */
export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const parsed = retrySchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ message: "This retry could not be read. Reload the page and try again." }, { status: 400 });
  if (parsed.data.intent === "retry-email") {
    const resent = await resendEmail(context, { adminId: admin.id, emailId: parsed.data.emailId });
    const toast = resent.ok
      ? { title: "E-mail queued again", description: resent.deliversNow ? "It goes out in a moment." : "No mail server is configured: it waits in the outbox.", type: "success" as const }
      : { title: "Not sent again", description: "Only an e-mail whose delivery failed can be sent again.", type: "error" as const };
    return redirectWithToast(context, "/admin/system", toast);
  }
  const retried = await retryWebhookFailure(context, { adminId: admin.id, eventId: parsed.data.eventId, origin: publicOrigin(request, context) });
  return redirectWithToast(context, "/admin/system", webhookRetryToast(retried));
}

export default function AdminSystem() {
  const view = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <div className="grid gap-8">
      {refused ? <FormAlert takeFocus>{refused.message}</FormAlert> : null}
      <section aria-labelledby="system-this-process">
        <h2 id="system-this-process" className="mb-3 text-2xl">
          This server
        </h2>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
          <dt className="font-medium">Release</dt>
          <dd className="font-mono" data-testid="system-release">
            {view.release}
          </dd>
          <dt className="font-medium">Uptime</dt>
          <dd>
            {view.uptime} (since {view.started})
          </dd>
          <dt className="font-medium">Database size</dt>
          <dd>{view.databaseSize ?? "Not available on this database (D1: the Cloudflare dashboard or `wrangler d1 info` shows it)."}</dd>
          <dt className="font-medium">Last backup</dt>
          <dd data-testid="last-backup">
            {view.lastBackup ? `${view.lastBackup.taken}: ${view.lastBackup.file} (${view.lastBackup.size}) in ${view.lastBackup.location}` : "No backup yet."}
          </dd>
        </dl>
      </section>
      <section aria-labelledby="system-readiness">
        <h2 id="system-readiness" className="mb-3 text-2xl">
          {`Readiness: ${view.status === "ok" ? "ready" : "not ready"}`}
        </h2>
        <p className="mb-3 text-sm">What /readyz answers load balancers and uptime checks.</p>
        <ReadinessTable checks={view.checks} />
      </section>
      <section aria-labelledby="system-processes">
        <h2 id="system-processes" className="mb-3 text-2xl">
          Server processes
        </h2>
        <p className="mb-3 text-sm">Node server processes report every minute; on Workers there are none to list.</p>
        <ProcessTable processes={view.processes} />
      </section>
      <section aria-labelledby="system-emails">
        <h2 id="system-emails" className="mb-3 text-2xl">
          Failed e-mails
        </h2>
        <p className="mb-3 text-sm">E-mails given up after every retry. Retry makes one due again now.</p>
        <FailedEmailTable emails={view.failedEmails} />
      </section>
      <section aria-labelledby="system-webhooks">
        <h2 id="system-webhooks" className="mb-3 text-2xl">
          Failed payment events
        </h2>
        <p className="mb-3 text-sm">
          The payment provider sends a failed event again on its own, for days; Retry processes the stored event now.
        </p>
        <FailedWebhookTable events={view.failedWebhooks} />
      </section>
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => [
  ...seoMeta(matches, { title: "System · Admin Panel", description: "Health, failures and backups." }),
  { name: "robots", content: "noindex" },
];
