import { Link } from "@remix-run/react";
import { formatCents } from "~/lib/money";
import { AccountSection } from "./account-section";

export type AccountOrderRow = {
  href: string;
  number: string;
  date: string;
  placedAt: string;
  status: string;
  /** The latest return or exchange request's status ("Return: Approved — send it back"), if any. */
  returnStatus: string | null;
  shipping: { shortName: string; estimate: string | null };
  /** What was charged, tax included. */
  totalCents: number;
  /** The sales tax inside the total ("Sales tax (Denver, CO 8.81%)"); null for an order without tax. */
  tax: { label: string; cents: number } | null;
};

export type AccountOrders = { page: number; hasOlder: boolean; rows: AccountOrderRow[] };

const cell = "px-3 py-2";

/** 'My Orders' on the account screen: one page of the shopper's orders, newest first; paging is plain links. */
export function OrderHistory({ orders }: { orders: AccountOrders }) {
  const { page, hasOlder, rows } = orders;
  return (
    <AccountSection id="my-orders" title="My Orders">
      {rows.length === 0 ? (
        <div className="py-8 text-center">
          <p className="text-stone-700 dark:text-stone-300">
            {page > 1 ? "There are no older orders." : "You haven't placed any orders yet."}
          </p>
          <Link to={page > 1 ? "/account#my-orders" : "/shop"} className="btn-primary mt-6">
            {page > 1 ? "Back to your latest orders" : "Start Shopping"}
          </Link>
        </div>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[28rem] text-left text-sm">
            <thead className="border-b border-stone-200 text-xs tracking-wide uppercase dark:border-stone-800">
              <tr>
                <th scope="col" className={cell}>
                  Order
                </th>
                <th scope="col" className={cell}>
                  Date
                </th>
                <th scope="col" className={cell}>
                  Status
                </th>
                <th scope="col" className={cell}>
                  Shipping
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  Total
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-200 dark:divide-stone-800">
              {rows.map((order) => (
                <tr key={order.href}>
                  <td className={cell}>
                    <Link to={order.href} className="font-medium underline" aria-label={`Order ${order.number}`}>
                      {order.number}
                    </Link>
                  </td>
                  <td className={cell}>
                    <time dateTime={order.placedAt}>{order.date}</time>
                  </td>
                  <td className={cell}>
                    {order.status}
                    {order.returnStatus ? <span className="block text-xs text-stone-600 dark:text-stone-400">{order.returnStatus}</span> : null}
                  </td>
                  <td className={cell}>
                    {order.shipping.shortName}
                    {order.shipping.estimate ? <span className="block text-xs text-stone-600 dark:text-stone-400">Arrives {order.shipping.estimate}</span> : null}
                  </td>
                  <td className={`${cell} text-right`}>
                    {formatCents(order.totalCents)}
                    {order.tax ? (
                      <span className="block text-xs text-stone-600 dark:text-stone-400" data-testid="order-tax">{`incl. ${order.tax.label} ${formatCents(order.tax.cents)}`}</span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {page > 1 || hasOlder ? (
        <nav aria-label="Order pages" className="mt-4 flex justify-between gap-4 text-sm">
          {page > 1 ? (
            <Link to={ordersHref(page - 1)} rel="prev" className="btn-outline" preventScrollReset>
              Newer orders
            </Link>
          ) : (
            <span />
          )}
          {hasOlder ? (
            <Link to={ordersHref(page + 1)} rel="next" className="btn-outline" preventScrollReset>
              Older orders
            </Link>
          ) : null}
        </nav>
      ) : null}
    </AccountSection>
  );
}

/** The account screen showing another page of orders, scrolled to them without JavaScript. */
function ordersHref(page: number) {
  return page <= 1 ? "/account#my-orders" : `/account?orders=${page}#my-orders`;
}
