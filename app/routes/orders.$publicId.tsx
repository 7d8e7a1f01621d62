import { data, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs } from "#remix-runtime";
import { SIZE_SHORT_LABELS } from "~/lib/sizes";
import { Form, Link, useLoaderData, type MetaFunction } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { GeneralErrorBoundary } from "~/components/general-error";
import { OrderTotals } from "~/components/order-totals";
import { ReturnsSection } from "~/components/returns/returns-section";
import { formatCents } from "~/lib/money";
import { orderDate, orderNumber, orderStatusText } from "~/lib/order-display";
import { orderTaxRow } from "~/lib/order-tax.server";
import { seoMeta } from "~/lib/seo-meta";
import { describeShipping, shippingLabel } from "~/lib/shipping";
import { claimOrder, orderPage, type ConfirmationEmailState } from "~/services/order-page.server";
import { getUser, loginRedirect, requireUser } from "~/http/auth.server";
import { publicOrigin } from "~/http/public-origin.server";
import { redirectWithToast } from "~/http/toast.server";
import { orderEarnedText } from "~/lib/rewards";

const notFound = () => new Response("Not Found", { status: 404 });

/**
 * The confirmation page, also the e-mail's link and a row of the account's
 * order history. Who may open which order is the service's rule (an account's
 * order only for that account, a guest's for whoever holds the link); it is
 * never cached or indexed.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const viewer = await getUser(request, context);
  const page = await orderPage(context, { publicId: params.publicId ?? "", viewer, origin: publicOrigin(request, context) });
  if (!page.ok) throw page.reason === "sign-in-required" ? loginRedirect(request) : notFound();
  const { order, refundedCents, email, contactEmail, claimable, returns, pointsEarned } = page;
  return data(
    {
      email,
      // Worded on the server: the rewards rules stay out of the page's scripts.
      pointsEarnedText: pointsEarned > 0 ? orderEarnedText(pointsEarned, { earned: true }) : null,
      contactEmail,
      claimable,
      returns,
      order: {
        publicId: order.publicId,
        number: orderNumber(order.publicId),
        status: order.status,
        statusLabel: orderStatusText(order.status, refundedCents),
        // Only shipped (or later) orders have one; a refund keeps it for the record.
        trackingNumber: order.trackingNumber,
        customerName: order.customerName,
        customerEmail: order.customerEmail,
        address: order.shippingAddress,
        city: order.shippingCity,
        state: order.shippingState,
        zip: order.shippingZip,
        country: order.shippingCountry,
        discountCode: order.discountCode,
        shipping: describeShipping(order),
        totals: {
          subtotalCents: order.subtotalCents,
          shippingCents: order.shippingCents,
          discountCents: order.discountCents,
          pointsCents: order.pointsCents,
          taxCents: order.taxCents,
          totalCents: order.totalCents,
        },
        // "Sales tax (Denver, CO 8.81%)", or no row for an order without tax.
        tax: orderTaxRow(order),
        card: order.cardBrand && order.cardLast4 ? `${order.cardBrand} ending in ${order.cardLast4}` : null,
        testMode: order.paymentProvider === "test",
        items: order.items,
        // The shop's day for people, the exact instant for <time dateTime>.
        placed: orderDate(order.createdAt),
        placedAt: order.createdAt.toISOString(),
      },
    },
    { headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } },
  );
}

/** The page's one form: a guest order joins the signed-in account it was placed with. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const viewer = await requireUser(request, context);
  const claim = await claimOrder(context, { publicId: params.publicId ?? "", viewer });
  if (!claim.ok) throw notFound();
  const orderUrl = `/orders/${claim.publicId}`;
  // A second submit of the same form: it is already there.
  if (claim.alreadyTheirs) return redirect(orderUrl);
  return redirectWithToast(context, orderUrl, { title: "Order added to your account", type: "success" });
}

/** The heading takes focus on load, so the root does not send it to the toast. */
export const handle = { takesFocus: true };

export default function OrderPage() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { order, email, contactEmail, claimable, returns, pointsEarnedText } = useLoaderData<typeof loader>();
  return (
    <section className="container-page max-w-3xl py-12">
      <p className="text-sm tracking-wider text-emerald-800 uppercase dark:text-emerald-300">
        {order.status === "paid" ? "Payment received" : "Order received"}
      </p>
      {/* Focus starts here, with or without JavaScript: the first thing read
          after placing an order (autoFocus for the server HTML; React only
          applies it to form controls, hence the effect). */}
      <h1 ref={heading} className="mt-2 text-4xl focus:outline-none" tabIndex={-1} autoFocus>
        Thank you for your order
      </h1>
      <p className="mt-3 text-stone-700 dark:text-stone-300">
        Order number <strong data-testid="order-number">{order.number}</strong>.{" "}
        <EmailSentence state={email} to={order.customerEmail} contactEmail={contactEmail} />
      </p>
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium">Placed</dt>
        <dd>
          <time dateTime={order.placedAt}>{order.placed}</time>
        </dd>
        <dt className="font-medium">Status</dt>
        <dd data-testid="order-status">{order.statusLabel}</dd>
        <dt className="font-medium">Shipping</dt>
        <dd>{order.shipping.name}</dd>
        {order.shipping.estimate ? (
          <>
            <dt className="font-medium">Estimated delivery</dt>
            <dd>{order.shipping.estimate}</dd>
          </>
        ) : null}
        {order.trackingNumber ? (
          <>
            <dt className="font-medium">Tracking number</dt>
            <dd data-testid="tracking-number">{order.trackingNumber}</dd>
          </>
        ) : null}
      </dl>
      {claimable ? (
        <Form method="post" className="mt-6 flex flex-wrap items-center gap-3 text-sm">
          <p>This order was placed before you signed in, with your e-mail address.</p>
          <button type="submit" className="btn-outline">
            Add to my account
          </button>
        </Form>
      ) : null}
      <div className="mt-8 grid gap-8 md:grid-cols-2">
        <div>
          <h2 className="mb-3 text-xl">Items</h2>
          <ul className="divide-y divide-stone-200 dark:divide-stone-800" aria-label="Ordered items">
            {order.items.map((item, index) => (
              <li key={`${item.fragranceId}-${index}`} className="flex justify-between gap-4 py-2 text-sm">
                <span>
                  {item.name} ({SIZE_SHORT_LABELS[item.size]}) × {item.quantity}
                </span>
                <span>{formatCents(item.unitPriceCents * item.quantity)}</span>
              </li>
            ))}
          </ul>
          <div className="mt-4">
            <OrderTotals totals={order.totals} discountCode={order.discountCode} shippingLabel={shippingLabel(order.shipping.method)} tax={order.tax} />
          </div>
          {pointsEarnedText ? <p className="mt-3 text-sm font-medium text-gold-700 dark:text-gold-300">{pointsEarnedText}</p> : null}
        </div>
        <div className="space-y-6">
          <div>
            <h2 className="mb-2 text-xl">Shipping address</h2>
            <address className="text-sm leading-relaxed not-italic">
              {order.customerName}
              <br />
              {order.address}
              <br />
              {order.city}
              {order.state ? `, ${order.state}` : ""} {order.zip ?? ""}
              <br />
              {order.country}
            </address>
          </div>
          {order.card ? (
            <div>
              <h2 className="mb-2 text-xl">Payment</h2>
              <p className="text-sm">
                {order.card}
                {order.testMode ? " (test mode: no card was charged)" : ""}
              </p>
            </div>
          ) : null}
        </div>
      </div>
      {returns && (order.status === "delivered" || returns.requests.length > 0) ? (
        <ReturnsSection publicId={order.publicId} returns={returns} contactEmail={contactEmail} />
      ) : null}
      <Link to="/shop" className="btn-primary mt-10">
        Continue Shopping
      </Link>
    </section>
  );
}

/** What became of the confirmation e-mail, in the shopper's words: never more than really happened. */
function EmailSentence({ state, to, contactEmail }: { state: ConfirmationEmailState; to: string; contactEmail: string }) {
  switch (state) {
    case "sent":
      return <>{`Order details have been sent to ${to}.`}</>;
    case "sending":
      return <>{`Order details are on their way to ${to}.`}</>;
    case "waiting":
      return <>{`Order details are waiting to be e-mailed to ${to}; this page shows your order at any time.`}</>;
    case "failed":
      return (
        <>
          {`We could not e-mail your order details to ${to}. This page shows your order at any time; for help, write to `}
          <a href={`mailto:${contactEmail}`} className="underline">
            {contactEmail}
          </a>
          .
        </>
      );
    case "none":
      return <>This page shows your order at any time.</>;
  }
}

/** The loader's Cache-Control reaches the browser: a cart or an order is never cached. */
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction = ({ matches }) => [
  ...seoMeta(matches, { title: "Order Confirmation", description: "Your order confirmation." }),
  { name: "robots", content: "noindex" },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
