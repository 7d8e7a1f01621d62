import type { FigureCard } from "~/lib/dashboard-display";

const CHANGE_CLASS = {
  up: "text-emerald-800 dark:text-emerald-300",
  down: "text-red-800 dark:text-red-300",
  same: "text-stone-600 dark:text-stone-400",
  none: "text-stone-600 dark:text-stone-400",
} as const;

/** The period's figures, each with its change on the previous period (in words, not colour alone). */
export function DashboardFigures({ cards }: { cards: FigureCard[] }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <div key={card.label} className="rounded-2xl border border-stone-200 p-4 dark:border-stone-800">
          <dt className="text-sm text-stone-600 dark:text-stone-400">{card.label}</dt>
          <dd className="mt-1 text-2xl font-semibold tabular-nums">{card.value}</dd>
          <dd className={`text-sm ${CHANGE_CLASS[card.change.direction]}`}>{card.change.text}</dd>
          {card.detail ? <dd className="text-sm text-stone-600 dark:text-stone-400">{card.detail}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
