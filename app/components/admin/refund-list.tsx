import { formatCents } from "~/lib/money";
import { shopDateTime } from "~/lib/shop-time";

type Refund = { id: number; amountCents: number; taxCents: number; kind: string; note: string | null; status: string; providerReference: string | null; failure: string | null; createdAt: string | Date };

const KIND_NAMES: Record<string, string> = { part: "Partial refund", order: "Refund of the rest", cancel: "Cancellation" };
const STATUS_NAMES: Record<string, string> = { pending: "Pending: submit the same refund again to finish it", succeeded: "Refunded", failed: "Failed" };

/** The order's refunds ledger, oldest first: what went back (and the sales tax inside it), when, why, and the provider's reference. */
export function RefundList({ refunds }: { refunds: readonly Refund[] }) {
  if (refunds.length === 0) return null;
  return (
    <section aria-labelledby="refunds-heading" className="mt-6">
      <h3 id="refunds-heading" className="mb-2 font-medium">
        Refunds
      </h3>
      <ul className="divide-y divide-stone-200 text-sm dark:divide-stone-800">
        {refunds.map((refund) => (
          <li key={refund.id} className="py-2">
            <span className="font-medium">{formatCents(refund.amountCents)}</span>
            {refund.taxCents > 0 ? ` (${formatCents(refund.taxCents)} of it sales tax)` : ""} · {KIND_NAMES[refund.kind] ?? refund.kind} ·{" "}
            {STATUS_NAMES[refund.status] ?? refund.status} · {shopDateTime(refund.createdAt)}
            {refund.note ? <span className="block text-stone-600 dark:text-stone-400">{refund.note}</span> : null}
            {refund.failure ? <span className="block text-red-700 dark:text-red-400">{refund.failure}</span> : null}
            {refund.providerReference ? <span className="block text-xs text-stone-600 dark:text-stone-400">{refund.providerReference}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
