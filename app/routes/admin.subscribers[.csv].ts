import type { LoaderFunctionArgs } from "#remix-runtime";
import { csvLine } from "~/lib/csv";
import { listAllSubscribers } from "~/models/admin-subscriber.server";
import { requireAdmin } from "~/http/auth.server";

/** GET /admin/subscribers.csv: every newsletter e-mail as a download. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const subscribers = await listAllSubscribers({ db: context.db });
  const lines = [
    csvLine(["email", "source", "subscribed_at"]),
    ...subscribers.map((row) => csvLine([row.email, row.source, new Date(row.createdAt).toISOString()])),
  ];
  return new Response(lines.join("\r\n") + "\r\n", {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="subscribers-${new Date().toISOString().slice(0, 10)}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
