import { parseDashboardPeriod, type DashboardPeriod } from "~/lib/dashboard-period";

/**
 * The request's dashboard period (?period=…&from=…&to=…), or a thrown 400
 * with the field messages in plain text: an export is a download, with no
 * form to show them beside, and a bad address is the caller's mistake, not a 500.
 */
export function dashboardPeriodOrError(request: Request, now = Date.now()): DashboardPeriod {
  const parsed = parseDashboardPeriod(new URL(request.url).searchParams, now);
  if (parsed.ok) return parsed.period;
  const messages = [...new Set(Object.values(parsed.errors).flat())];
  throw new Response(`${messages.join("\n")}\n`, {
    status: 400,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
