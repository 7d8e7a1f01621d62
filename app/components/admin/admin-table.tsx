/** The cell padding of the admin tables; a row's cells use it too. */
export const ADMIN_CELL = "px-3 py-2";

/**
 * The admin panel's tables: headings, then either the rows or one full-width
 * message row ('No orders yet.', 'Loading fragrances...' as a live status).
 */
export function AdminTable({
  headings,
  message,
  busy = false,
  tableClassName = "",
  cellClassName = ADMIN_CELL,
  children,
}: {
  headings: readonly string[];
  /** Shown instead of the rows when set. */
  message?: string | null;
  /** The message is a loading status, announced as it appears. */
  busy?: boolean;
  /** e.g. a min-width so the table scrolls sideways on a phone. */
  tableClassName?: string;
  cellClassName?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white dark:border-stone-800 dark:bg-stone-900">
      <table className={`w-full ${tableClassName} text-left text-sm`}>
        <thead className="border-b border-stone-200 bg-stone-50 text-xs uppercase tracking-wide dark:border-stone-800 dark:bg-stone-950">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className={cellClassName}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200 dark:divide-stone-800">
          {message ? (
            <tr>
              <td colSpan={headings.length} className={`${cellClassName} py-8 text-center`} role={busy ? "status" : undefined}>
                {message}
              </td>
            </tr>
          ) : (
            children
          )}
        </tbody>
      </table>
    </div>
  );
}
