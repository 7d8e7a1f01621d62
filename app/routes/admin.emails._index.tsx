import type { LoaderFunctionArgs } from "#remix-runtime";
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

/** The e-mail outbox: everything the shop has sent or would send, newest first (decision 0026). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const page = parsePage(new URL(request.url).searchParams.get("page"));
  const { emails, total } = await listEmails({ db: context.db, page, pageSize: PAGE_SIZE });
  return { page, pages: pageCount(total, PAGE_SIZE), total, emails, delivery: context.outbox.delivery };
}

export default function AdminEmails() {
  const { page, pages, total, emails, delivery } = useLoaderData<typeof loader>();
  const location = useLocation();
  return (
    <>
      <p className="mb-3 text-sm">
        {total} {total === 1 ? "e-mail" : "e-mails"}.{" "}
        {delivery
          ? "Pending e-mails go out within a minute; failed ones are retried with growing waits."
          : "No mail server is configured (SMTP_URL or EMAIL_API_URL): e-mails stay pending here, exactly as they would go out."}
      </p>
      <AdminTable
        headings={["Recipient", "Subject", "Kind", "Status", "Attempts", "Created"]}
        message={emails.length === 0 ? "No e-mails yet." : null}
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
