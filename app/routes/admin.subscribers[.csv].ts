import type { LoaderFunctionArgs } from "#remix-runtime";
import { csvLine } from "~/lib/csv";
import { SHOP_TIME_ZONE_LABEL, shopDay, shopSpreadsheetTime } from "~/lib/shop-time";
import { listAllSubscribers } from "~/models/admin-subscriber.server";
import { requireAdmin } from "~/http/auth.server";

/**
 * GET /admin/subscribers.csv: every newsletter e-mail as a download. Times are
 * the shop's wall clock ("2026-11-26 23:00:00", which a spreadsheet reads as a
 * date and time) and the header names the zone, as the admin pages show them.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const subscribers = await listAllSubscribers({ db: context.db });
  const lines = [
    csvLine(["email", "source", `subscribed_at (${SHOP_TIME_ZONE_LABEL})`]),
    ...subscribers.map((row) => csvLine([row.email, row.source, shopSpreadsheetTime(row.createdAt)])),
  ];
  return new Response(lines.join("\r\n") + "\r\n", {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="subscribers-${shopDay(Date.now())}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
