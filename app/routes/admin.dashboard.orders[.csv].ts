import type { LoaderFunctionArgs } from "#remix-runtime";
import { requireAdmin } from "~/http/auth.server";
import { csvDownload } from "~/http/csv-download.server";
import { dashboardPeriodOrError } from "~/http/dashboard-period.server";
import { exportFilename, orderLinesCsv } from "~/services/dashboard-export.server";

/**
 * GET /admin/dashboard/orders.csv?period=…: the period's sales orders, one row
 * per line, oldest first, streamed a page of orders at a time (columns and
 * how they add up to the dashboard's revenue: app/lib/order-export-rows.ts).
 * A resource route: no component, so its parents' loaders do not run.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const period = dashboardPeriodOrError(request);
  return csvDownload(orderLinesCsv(context, period.current), exportFilename("orders", period.current));
}
