import type { LoaderFunctionArgs } from "#remix-runtime";
import { checkReadiness } from "~/services/system-status.server";

/**
 * For uptime checks and load balancers: 200 when the shop can take orders,
 * 503 when the database does not answer, a migration is missing, the outbox
 * is backed up or a payment event failed in the last hour (thresholds in
 * app/lib/readiness.ts). /healthz stays the liveness check.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const report = await checkReadiness(context);
  return Response.json(report, { status: report.status === "ok" ? 200 : 503, headers: { "Cache-Control": "no-store" } });
}
