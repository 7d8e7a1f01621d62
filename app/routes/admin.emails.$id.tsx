import type { ActionFunctionArgs, LoaderFunctionArgs } from "#remix-runtime";
import { Form, Link, useLoaderData, type MetaFunction } from "@remix-run/react";
import { SubmitButton } from "~/components/ui/submit-button";
import { parseId } from "~/lib/route-params";
import { shopDateTime } from "~/lib/shop-time";
import { getEmail } from "~/models/email-outbox.server";
import { requireAdmin } from "~/http/auth.server";
import { redirectWithToast } from "~/http/toast.server";
import { seoMeta } from "~/lib/seo-meta";
import { resendEmail } from "~/services/resend-email.server";

const when = (date: Date | string | null) => (date ? shopDateTime(date) : "—");

/** One outbox message as its recipient gets it: both parts, and what became of it. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const id = parseId(params.id);
  const email = id ? await getEmail({ db: context.db, id }) : null;
  if (!email) throw new Response("Not Found", { status: 404 });
  return { email };
}

/** "Send again" on a failed e-mail: back to this page with a toast saying what happens next. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const id = parseId(params.id);
  if (!id) throw new Response("Not Found", { status: 404 });
  const resent = await resendEmail(context, { adminId: admin.id, emailId: id });
  const toast = resent.ok
    ? {
        title: "E-mail queued again",
        description: resent.deliversNow ? "It goes out in a moment." : "No mail server is configured: it waits in the outbox.",
        type: "success" as const,
      }
    : { title: "Not sent again", description: "Only an e-mail whose delivery failed can be sent again.", type: "error" as const };
  return redirectWithToast(context, `/admin/emails/${id}`, toast);
}

export default function AdminEmail() {
  const { email } = useLoaderData<typeof loader>();
  return (
    <article className="max-w-3xl">
      <p className="text-sm">
        <Link to="/admin/emails" className="underline">
          All e-mails
        </Link>
      </p>
      <h2 className="mt-2 text-2xl">{email.subject}</h2>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-medium">To</dt>
        <dd>{email.toAddress}</dd>
        <dt className="font-medium">Kind</dt>
        <dd>{email.kind}</dd>
        <dt className="font-medium">Status</dt>
        <dd>{email.status}</dd>
        <dt className="font-medium">Attempts</dt>
        <dd>{email.attempts}</dd>
        <dt className="font-medium">Created</dt>
        <dd>{when(email.createdAt)}</dd>
        <dt className="font-medium">{email.status === "sent" ? "Sent" : "Next attempt"}</dt>
        <dd>{email.status === "sent" ? when(email.sentAt) : email.status === "failed" ? "none (given up)" : when(email.nextAttemptAt)}</dd>
        <dt className="font-medium">Message-ID</dt>
        <dd className="break-all">{email.messageId}</dd>
        {email.lastError ? (
          <>
            <dt className="font-medium">Last error</dt>
            <dd className="break-all text-red-800 dark:text-red-300">{email.lastError}</dd>
          </>
        ) : null}
      </dl>
      {email.status === "failed" ? (
        <Form method="post" className="mt-4">
          <SubmitButton pendingLabel="Sending again...">Send again</SubmitButton>
        </Form>
      ) : null}
      <h3 className="mt-8 mb-2 text-xl">HTML part</h3>
      {/* The message's own HTML, shown as the recipient's mail client would:
          sandboxed with no permissions, so no script runs and it cannot reach this page. */}
      <iframe title="HTML part" srcDoc={email.htmlBody} sandbox="" className="h-[36rem] w-full rounded-xl border border-stone-200 bg-white dark:border-stone-800" />
      <h3 className="mt-8 mb-2 text-xl">Text part</h3>
      <pre className="overflow-x-auto rounded-xl border border-stone-200 bg-white p-4 text-sm whitespace-pre-wrap dark:border-stone-800 dark:bg-stone-900">
        {email.textBody}
      </pre>
    </article>
  );
}

export const meta: MetaFunction = ({ matches }) => [
  ...seoMeta(matches, { title: "E-mail · Admin Panel", description: "One e-mail from the outbox." }),
  { name: "robots", content: "noindex" },
];
