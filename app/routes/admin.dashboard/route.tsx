import { data, type LoaderFunctionArgs } from "#remix-runtime";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { AttentionList } from "~/components/admin/attention-list";
import { DashboardCharts } from "~/components/admin/dashboard-charts";
import { DashboardFigures } from "~/components/admin/dashboard-figures";
import { DashboardPeriodPicker } from "~/components/admin/dashboard-period-picker";
import { GeneralErrorBoundary } from "~/components/general-error";
import { requireAdmin } from "~/http/auth.server";
import { figureCards } from "~/lib/dashboard-display";
import { parseDashboardPeriod, periodQuery } from "~/lib/dashboard-period";
import { seoMeta } from "~/lib/seo-meta";
import { adminAttention } from "~/services/admin-attention.server";
import { loadDashboard } from "~/services/dashboard.server";

/** The business over a period (in the URL), compared with the period before; a bad period answers 400 with its message. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const now = Date.now();
  const parsed = parseDashboardPeriod(new URL(request.url).searchParams, now);
  const attention = await adminAttention(context, { now });
  if (!parsed.ok) return data({ values: parsed.values, errors: parsed.errors, attention, dashboard: null }, { status: 400 });
  const dashboard = await loadDashboard({ db: context.db, period: parsed.period });
  return { values: parsed.values, errors: {}, attention, dashboard };
}

export default function AdminDashboard() {
  const { values, errors, attention, dashboard } = useLoaderData<typeof loader>();
  return (
    <div className="grid gap-8">
      <AttentionList attention={attention} />
      <DashboardPeriodPicker values={values} errors={errors} />
      {dashboard ? (
        <>
          <section aria-labelledby="figures-heading" className="grid gap-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="figures-heading" className="text-2xl">
                {`${dashboard.period.label}: ${dashboard.period.current.first} to ${dashboard.period.current.last}`}
              </h2>
              <p className="text-sm text-stone-600 dark:text-stone-400">
                {`Compared with ${dashboard.period.previous.first} to ${dashboard.period.previous.last}. Days in America/Denver. Money is before sales tax, which is owed to the states.`}
              </p>
            </div>
            <DashboardFigures cards={figureCards(dashboard.figures, dashboard.previousFigures)} />
          </section>
          <section aria-labelledby="charts-heading" className="grid gap-3">
            <h2 id="charts-heading" className="text-2xl">
              Day by day, and what sold
            </h2>
            <DashboardCharts {...dashboard} />
          </section>
          <section aria-labelledby="exports-heading">
            <h2 id="exports-heading" className="text-2xl">
              Exports
            </h2>
            <p className="mt-2 flex flex-wrap gap-3">
              <a className="btn-outline" href={`/admin/dashboard/orders.csv?${periodQuery(dashboard.period)}`} download>
                {"Download the period's orders (CSV)"}
              </a>
              <a className="btn-outline" href={`/admin/dashboard/figures.csv?${periodQuery(dashboard.period)}`} download>
                {"Download the period's figures (CSV)"}
              </a>
            </p>
          </section>
        </>
      ) : null}
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => [
  ...seoMeta(matches, { title: "Dashboard · Admin Panel", description: "How the shop is doing." }),
  { name: "robots", content: "noindex" },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
