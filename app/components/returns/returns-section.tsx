import { Link } from "@remix-run/react";
import { formatCents } from "~/lib/money";

type ShownRequest = {
  number: string;
  status: string;
  statusLabel: string;
  rejectedBecause: string | null;
  reasonLabel: string;
  reason: string;
  requested: string;
  requestedAt: string;
  refundCents: number;
  items: readonly { name: string; quantity: number; replacement: string | null }[];
};

/**
 * The order page's returns: each request with its number and status, then the
 * way to ask for another (a link to the returns page) or why none can be
 * asked, with the address to write to instead.
 */
export function ReturnsSection({
  publicId,
  returns,
  contactEmail,
}: {
  publicId: string;
  returns: { requests: readonly ShownRequest[]; open: boolean; closedMessage: string | null };
  contactEmail: string;
}) {
  return (
    <section aria-labelledby="returns-heading" className="mt-10">
      <h2 id="returns-heading" className="mb-3 text-xl">
        Returns and exchanges
      </h2>
      {returns.requests.length > 0 ? (
        <ul className="mb-4 space-y-3" aria-label="Return requests">
          {returns.requests.map((request) => (
            <li key={request.number} className="rounded border border-stone-200 p-3 text-sm dark:border-stone-800" data-testid="return-request">
              <p>
                Request <strong>{request.number}</strong> · <span data-testid="return-status">{request.statusLabel}</span>
              </p>
              <p className="text-stone-600 dark:text-stone-400">
                {request.reasonLabel} · requested <time dateTime={request.requestedAt}>{request.requested}</time>
              </p>
              <ul className="mt-1 list-disc pl-5">
                {request.items.map((item, index) => (
                  <li key={index}>
                    {item.name} × {item.quantity}
                    {item.replacement ? `, replaced with ${item.replacement}` : ""}
                  </li>
                ))}
              </ul>
              {request.rejectedBecause ? <p className="mt-1">{`Why: ${request.rejectedBecause}`}</p> : null}
              {request.reason !== "unopened" || request.status === "rejected" ? null : request.status === "refunded" ? (
                <p className="mt-1">{`Refunded: ${formatCents(request.refundCents)}`}</p>
              ) : (
                <p className="mt-1">Refund once received: {formatCents(request.refundCents)}</p>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {returns.open ? (
        <Link to={`/orders/${publicId}/returns`} className="btn-outline">
          Return or exchange items
        </Link>
      ) : returns.closedMessage ? (
        <p className="text-sm" data-testid="returns-closed">
          {returns.closedMessage} Something wrong with your order? Write to{" "}
          <a href={`mailto:${contactEmail}`} className="underline">
            {contactEmail}
          </a>
          .
        </p>
      ) : null}
    </section>
  );
}
