import { Form, Link } from "@remix-run/react";
import { Field } from "~/components/ui/field";
import { DASHBOARD_PERIODS, type DashboardPeriodValues } from "~/lib/dashboard-period";

const DateInput = (props: React.InputHTMLAttributes<HTMLInputElement>) => <input {...props} type="date" />;

/**
 * The period as plain links (one tap each, no script needed) and a custom
 * From/To form; both write the URL, which is what the dashboard reads.
 */
export function DashboardPeriodPicker({ values, errors }: { values: DashboardPeriodValues; errors: Partial<Record<keyof DashboardPeriodValues, string[]>> }) {
  const presets = DASHBOARD_PERIODS.filter((period) => period.value !== "custom");
  const custom = values.period === "custom";
  return (
    <div className="flex flex-wrap items-end gap-4">
      <nav aria-label="Period" className="flex flex-wrap gap-1 rounded-2xl bg-stone-200/70 p-1 dark:bg-stone-800">
        {presets.map((period) => {
          const current = values.period === period.value;
          return (
            <Link
              key={period.value}
              to={`?period=${period.value}`}
              aria-current={current ? "page" : undefined}
              className={`rounded-xl px-3 py-1.5 text-sm font-medium ${current ? "bg-white shadow-sm dark:bg-stone-950" : "hover:bg-white/60 dark:hover:bg-stone-900"}`}
            >
              {period.label}
            </Link>
          );
        })}
      </nav>
      {errors.period ? (
        <p role="alert" className="w-full text-sm text-red-800 dark:text-red-300">
          {errors.period[0]}
        </p>
      ) : null}
      <Form method="get" aria-label="Custom period" noValidate className="flex flex-wrap items-start gap-3">
        <input type="hidden" name="period" value="custom" />
        <Field field={{ id: "period-from", name: "from", errors: errors.from, initialValue: custom ? values.from : "" }} label="From" control={DateInput} />
        <Field field={{ id: "period-to", name: "to", errors: errors.to, initialValue: custom ? values.to : "" }} label="To" control={DateInput} />
        <button type="submit" className="btn-outline mt-6">
          Show
        </button>
      </Form>
    </div>
  );
}
