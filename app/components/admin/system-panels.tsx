import { Form, Link } from "@remix-run/react";
import { ADMIN_CELL as cell, AdminTable } from "./admin-table";
import { SubmitButton } from "~/components/ui/submit-button";

// The parts of /admin/system (app/routes/admin.system.tsx). Dates and
// durations arrive as text the loader wrote, so the page reads the same with
// or without JavaScript.

export type CheckRow = { name: string; ok: boolean; detail: string };

/** The readiness checks, as /readyz answers them. */
export function ReadinessTable({ checks }: { checks: CheckRow[] }) {
  return (
    <AdminTable headings={["Check", "State", "Detail"]}>
      {checks.map((check) => (
        <tr key={check.name} data-testid={`check-${check.name}`}>
          <th scope="row" className={`${cell} font-medium`}>
            {check.name}
          </th>
          <td className={`${cell} ${check.ok ? "text-green-800 dark:text-green-300" : "font-semibold text-red-800 dark:text-red-300"}`}>
            {check.ok ? "OK" : "Failing"}
          </td>
          <td className={cell}>{check.detail}</td>
        </tr>
      ))}
    </AdminTable>
  );
}

export type ProcessRow = { id: string; release: string; started: string; uptime: string; lastSeen: string };

export function ProcessTable({ processes }: { processes: ProcessRow[] }) {
  return (
    <AdminTable headings={["Process", "Release", "Started", "Uptime", "Last seen"]} message={processes.length === 0 ? "No process has reported in the last 10 minutes." : null}>
      {processes.map((process) => (
        <tr key={process.id}>
          <td className={cell}>{process.id}</td>
          <td className={`${cell} font-mono`}>{process.release}</td>
          <td className={cell}>{process.started}</td>
          <td className={cell}>{process.uptime}</td>
          <td className={cell}>{process.lastSeen}</td>
        </tr>
      ))}
    </AdminTable>
  );
}

export type FailedEmailRow = { id: number; toAddress: string; subject: string; kind: string; status: string; attempts: number; created: string; lastError: string | null };

/** Failed e-mails with a plain-form Retry each: the e-mail is due again now. */
export function FailedEmailTable({ emails }: { emails: FailedEmailRow[] }) {
  return (
    <AdminTable headings={["Recipient", "Subject", "Status", "Attempts", "Created", "Last error", ""]} message={emails.length === 0 ? "No failed e-mails." : null}>
      {emails.map((email) => (
        <tr key={email.id} data-testid="failed-email">
          <td className={cell}>{email.toAddress}</td>
          <td className={cell}>
            <Link to={`/admin/emails/${email.id}`} className="underline">
              {email.subject}
            </Link>
          </td>
          <td className={cell}>{email.status}</td>
          <td className={cell}>{email.attempts}</td>
          <td className={cell}>{email.created}</td>
          <td className={`${cell} break-all`}>{email.lastError ?? "—"}</td>
          <td className={cell}>
            <Form method="post">
              <input type="hidden" name="intent" value="retry-email" />
              <input type="hidden" name="emailId" value={email.id} />
              <SubmitButton className="btn-outline" pendingLabel="Retrying..." aria-label={`Retry e-mail “${email.subject}” to ${email.toAddress}`}>
                Retry
              </SubmitButton>
            </Form>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

export type FailedWebhookRow = { eventId: string; provider: string; type: string; attempts: number; firstFailed: string; lastFailed: string; lastError: string };

/** Payment events whose processing failed, not processed since, with a plain-form Retry each. */
export function FailedWebhookTable({ events }: { events: FailedWebhookRow[] }) {
  return (
    <AdminTable headings={["Event", "Type", "Attempts", "First failed", "Last failed", "Last error", ""]} message={events.length === 0 ? "No failed payment events." : null}>
      {events.map((event) => (
        <tr key={event.eventId} data-testid="failed-webhook">
          <td className={`${cell} break-all font-mono`}>{event.eventId}</td>
          <td className={cell}>
            {event.type} ({event.provider})
          </td>
          <td className={cell}>{event.attempts}</td>
          <td className={cell}>{event.firstFailed}</td>
          <td className={cell}>{event.lastFailed}</td>
          <td className={`${cell} break-all`}>{event.lastError}</td>
          <td className={cell}>
            <Form method="post">
              <input type="hidden" name="intent" value="retry-webhook" />
              <input type="hidden" name="eventId" value={event.eventId} />
              <SubmitButton className="btn-outline" pendingLabel="Retrying..." aria-label={`Retry event ${event.eventId}`}>
                Retry
              </SubmitButton>
            </Form>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
