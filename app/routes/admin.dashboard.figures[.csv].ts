import type { LoaderFunctionArgs } from "#remix-runtime";
import { requireAdmin } from "~/http/auth.server";
import { csvDownload } from "~/http/csv-download.server";
import { dashboardPeriodOrError } from "~/http/dashboard-period.server";
import { dailyFiguresCsvLines, exportFilename } from "~/services/dashboard-export.server";

/**
 * GET /admin/dashboard/figures.csv?period=…: one row per shop day of the
 * period (orders; revenue, gross, refunds, discounts and points, before tax;
 * units; the sales tax less what refunds gave back) and a Total row,
 * streamed (app/lib/daily-figures-rows.ts).
 * A resource route: no component, so its parents' loaders do not run.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const period = dashboardPeriodOrError(request);
  return csvDownload(dailyFiguresCsvLines(context, period.current), exportFilename("figures", period.current));
}
