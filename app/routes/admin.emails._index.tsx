import { data, type LoaderFunctionArgs } from "#remix-runtime";
import { Link, useLoaderData, useLocation, type MetaFunction } from "@remix-run/react";
import { Pager } from "~/components/admin/admin-nav";
import { ADMIN_CELL, AdminTable } from "~/components/admin/admin-table";
import { pageCount, pageHref, parsePage } from "~/lib/pagination";
import { shopDateTime } from "~/lib/shop-time";
import { listEmails } from "~/models/email-outbox.server";
import { requireAdmin } from "~/http/auth.server";
import { seoMeta } from "~/lib/seo-meta";

const PAGE_SIZE = 50;
const cell = ADMIN_CELL;
// All, or only the failed ones (the dashboard's "e-mails failed to send" links here).
const FILTERS = [
  { value: "", label: "All", href: "/admin/emails" },
  { value: "failed", label: "Failed", href: "/admin/emails?status=failed" },
] as const;
const STATUS_MESSAGE = "Choose All or Failed";

/** The e-mail outbox: everything the shop has sent or would send, newest first (decision 0026). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const params = new URL(request.url).searchParams;
  const status = params.get("status") ?? "";
  const delivery = context.outbox.delivery;
  if (status !== "" && status !== "failed") {
    return data({ status: "", error: STATUS_MESSAGE, page: 1, pages: 1, total: 0, emails: [], delivery }, { status: 400 });
  }
  const page = parsePage(params.get("page"));
  const { emails, total } = await listEmails({ db: context.db, status: status || undefined, page, pageSize: PAGE_SIZE });
  return { status, error: null, page, pages: pageCount(total, PAGE_SIZE), total, emails, delivery };
}

export default function AdminEmails() {
  const { status, error, page, pages, total, emails, delivery } = useLoaderData<typeof loader>();
  const location = useLocation();
  return (
    <>
      <nav aria-label="E-mail filters" className="mb-3 flex flex-wrap items-center gap-2">
        {FILTERS.map((item) => (
          <Link
            key={item.value}
            to={item.href}
            aria-current={!error && status === item.value ? "page" : undefined}
            className={`rounded-full px-4 py-1.5 text-sm ${!error && status === item.value ? "bg-stone-200 font-semibold dark:bg-stone-800" : "hover:underline"}`}
          >
            {item.label}
          </Link>
        ))}
        {error ? (
          <span role="alert" className="text-sm text-red-700 dark:text-red-400">
            {error}
          </span>
        ) : null}
      </nav>
      <p className="mb-3 text-sm">
        {`${total} ${status === "failed" ? "failed " : ""}${total === 1 ? "e-mail" : "e-mails"}.`}{" "}
        {delivery
          ? "Pending e-mails go out within a minute; failed ones are retried with growing waits."
          : "No mail server is configured (SMTP_URL or EMAIL_API_URL): e-mails stay pending here, exactly as they would go out."}
      </p>
      <AdminTable
        headings={["Recipient", "Subject", "Kind", "Status", "Attempts", "Created"]}
        message={emails.length === 0 ? (status === "failed" ? "No failed e-mails." : error ? "No e-mails listed." : "No e-mails yet.") : null}
      >
        {emails.map((email) => (
          <tr key={email.id}>
            <td className={cell}>{email.toAddress}</td>
            <td className={cell}>
              <Link to={`/admin/emails/${email.id}`} className="underline">
                {email.subject}
              </Link>
            </td>
            <td className={cell}>{email.kind}</td>
            <td className={cell}>{email.status}</td>
            <td className={cell}>{email.attempts}</td>
            <td className={cell}>{shopDateTime(email.createdAt)}</td>
          </tr>
        ))}
      </AdminTable>
      <Pager page={page} pages={pages} href={(n) => pageHref(location.search, "/admin/emails", n)} />
    </>
  );
}

export const meta: MetaFunction = ({ matches }) => [
  ...seoMeta(matches, { title: "E-mails · Admin Panel", description: "The e-mail outbox." }),
  { name: "robots", content: "noindex" },
];
