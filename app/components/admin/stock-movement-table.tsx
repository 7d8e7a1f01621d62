import { Link } from "@remix-run/react";
import { shopDateTime } from "~/lib/shop-time";
import { ADMIN_CELL as cell, AdminTable } from "./admin-table";

export type StockMovementEntry = {
  id: number;
  when: string;
  fragranceId: number;
  fragrance: string;
  size: string;
  change: string;
  reason: string;
  note: string | null;
  order: string | null;
  orderId: number | null;
  who: string | null;
};

/** The stock ledger, newest first (read-only): every movement with its reason and, for sales and returns, its order. */
export function StockMovementTable({ movements }: { movements: StockMovementEntry[] }) {
  return (
    <AdminTable
      headings={["When", "Fragrance", "Size", "Change", "Reason", "Order", "Who"]}
      message={movements.length === 0 ? "No stock movements yet." : null}
      tableClassName="min-w-[48rem]"
    >
      {movements.map((movement) => (
        <tr key={movement.id}>
          <td className={`${cell} whitespace-nowrap`}>
            <time dateTime={movement.when}>{shopDateTime(movement.when)}</time>
          </td>
          <td className={cell}>{movement.fragrance}</td>
          <td className={`${cell} whitespace-nowrap`}>{movement.size}</td>
          <td className={`${cell} font-medium tabular-nums ${movement.change.startsWith("+") ? "text-emerald-800 dark:text-emerald-300" : "text-red-800 dark:text-red-300"}`}>
            {movement.change}
          </td>
          <td className={cell}>
            {movement.reason}
            {movement.note ? (
              <>
                <br />
                <span className="text-stone-600 dark:text-stone-400">{movement.note}</span>
              </>
            ) : null}
          </td>
          <td className={cell}>
            {movement.order && movement.orderId ? (
              <Link to={`/admin/orders/${movement.orderId}`} className="underline">
                {movement.order}
              </Link>
            ) : null}
          </td>
          <td className={cell}>{movement.who ?? <span className="text-stone-600 dark:text-stone-400">—</span>}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
