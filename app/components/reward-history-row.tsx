import { Link } from "@remix-run/react";

import type { RewardHistoryLine } from "~/lib/rewards";

/** One line of a member's points history (date, what, order, points), on /account and in the admin's ledger alike. */
export function RewardHistoryRow({ row, cell }: { row: RewardHistoryLine; cell: string }) {
  return (
    <tr>
      <td className={cell}>{row.date}</td>
      <td className={`${cell} break-words`}>{row.what}</td>
      <td className={cell}>
        {row.order ? (
          <Link to={row.order.href} className="underline">
            {row.order.number}
          </Link>
        ) : null}
      </td>
      <td className={`${cell} text-right tabular-nums`}>{row.points}</td>
    </tr>
  );
}
