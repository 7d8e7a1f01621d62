import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "#remix-runtime";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Link, useActionData, useLoaderData, type MetaFunction } from "@remix-run/react";
import { OrderLinesTable } from "~/components/admin/order-lines-table";
import { OrderStatusForms } from "~/components/admin/order-status-forms";
import { PartialRefundForm } from "~/components/admin/partial-refund-form";
import { RefundList } from "~/components/admin/refund-list";
import { FormAlert } from "~/components/ui/form-alert";
import { formatCents } from "~/lib/money";
import { orderNumber, orderStatusText } from "~/lib/order-display";
import { shippingLabel, shippingPromise, storedShipping } from "~/lib/shipping";
import { actionRefunds, allowedOrderActions, isOrderAction, type OrderAction } from "~/lib/order-status";
import { ORDER_ACTION_SCHEMAS, ORDER_ACTION_TOASTS, ORDER_STATUS_MESSAGES } from "~/lib/order-status-schema";
import { PARTIAL_REFUND_INTENT, partialRefundSchema } from "~/lib/partial-refund-schema";
import { parseId } from "~/lib/route-params";
import { shopDateTime } from "~/lib/shop-time";
import { adminOrderPage } from "~/services/admin-order-page.server";
import { changeOrderStatusAsAdmin } from "~/services/change-order-status.server";
import { refundPartOfOrder } from "~/services/refund-part.server";
import { requireAdmin } from "~/http/auth.server";
import { requireRecentVerification } from "~/http/reverification.server";
import { publicOrigin } from "~/http/public-origin.server";
import { redirectWithToast } from "~/http/toast.server";
import { seoMeta } from "~/lib/seo-meta";

/** What the page gets back from a refused post: the form it came from and its messages. */
type OrderStatusReply = { intent: OrderAction | typeof PARTIAL_REFUND_INTENT | null; result: SubmissionResult<string[]> | null; message: string | null };

function refused(status: number, reply: Partial<OrderStatusReply>) {
  return data<OrderStatusReply>({ intent: null, result: null, message: null, ...reply }, { status });
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const orderId = parseId(params.id);
  const page = orderId ? await adminOrderPage(context, { orderId }) : null;
  if (!page) throw new Response("Not Found", { status: 404 });
  const { order } = page;
  return {
    ...page,
    actions: allowedOrderActions(order.status),
    cancelRefunds: actionRefunds(order.status, "cancel"),
    // A fresh key per render: submitting this form twice refunds once.
    refundKey: crypto.randomUUID(),
  };
}

/**
 * Ship, deliver, cancel or refund: success comes back here with a toast;
 * anything else answers 4xx with the reason beside the form it came from, and
 * nothing written.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const orderId = parseId(params.id);
  if (!orderId) throw new Response("Not Found", { status: 404 });
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (mayRefund(intent)) await requireRecentVerification(request, context);
  if (intent === PARTIAL_REFUND_INTENT) return refundPart(context, { adminId: admin.id, orderId, formData });
  const orderAction = isOrderAction(intent) ? intent : null;
  const submission = orderAction ? parseWithZod(formData, { schema: ORDER_ACTION_SCHEMAS[orderAction] }) : null;
  const changed = await changeOrderStatusAsAdmin(context, {
    adminId: admin.id,
    orderId,
    origin: publicOrigin(request, context),
    action: orderAction,
    form: submission?.status === "success" ? submission.value : null,
  });
  if (changed.ok) return redirectWithToast(context, `/admin/orders/${orderId}`, { ...ORDER_ACTION_TOASTS[changed.action], type: "success" });

  const formError = (status: number, message: string) =>
    refused(status, { intent: orderAction, result: submission?.reply({ formErrors: [message] }) ?? null });
  switch (changed.reason) {
    case "not-found":
      throw new Response("Not Found", { status: 404 });
    case "unknown-action":
      return refused(400, { message: ORDER_STATUS_MESSAGES.notAllowed });
    case "invalid":
      return refused(400, { intent: orderAction, result: submission?.reply() ?? null });
    case "not-allowed":
      return formError(409, ORDER_STATUS_MESSAGES.notAllowed);
    case "refund-failed":
      return formError(422, `The refund failed: ${changed.detail}`);
    case "changed-meanwhile": {
      // Say a refund was made, so the admin checks it rather than refund again.
      const refunded = changed.refundReference ? ` The refund ${changed.refundReference} was made; check it with the payment provider.` : "";
      return formError(409, `${ORDER_STATUS_MESSAGES.changed}${refunded}`);
    }
  }
}

/**
 * Posts that can give money back: a refund, in full or in part, and a cancel
 * (which refunds a paid order; a pending one asks too: the check comes before the order is read).
 */
function mayRefund(intent: FormDataEntryValue | null) {
  return intent === "refund" || intent === "cancel" || intent === PARTIAL_REFUND_INTENT;
}

/** "Refund part of this order": back here with a toast, or 4xx with the reason beside the form. */
async function refundPart(context: ActionFunctionArgs["context"], { adminId, orderId, formData }: { adminId: number; orderId: number; formData: FormData }) {
  const submission = parseWithZod(formData, { schema: partialRefundSchema });
  if (submission.status !== "success") return refused(400, { intent: PARTIAL_REFUND_INTENT, result: submission.reply() });
  const { amount, note, idempotencyKey } = submission.value;
  const refunded = await refundPartOfOrder(context, { adminId, orderId, amountCents: amount, note: note ?? null, idempotencyKey });
  if (refunded.ok) {
    const description = `${formatCents(refunded.amountCents)} has been refunded${refunded.completed ? "; the order is now fully refunded." : "."}`;
    return redirectWithToast(context, `/admin/orders/${orderId}`, { title: "Refund made", description, type: "success" });
  }
  const formError = (status: number, message: string) => refused(status, { intent: PARTIAL_REFUND_INTENT, result: submission.reply({ formErrors: [message] }) });
  switch (refunded.reason) {
    case "not-found":
      throw new Response("Not Found", { status: 404 });
    case "not-refundable":
      return formError(409, ORDER_STATUS_MESSAGES.notAllowed);
    case "over-total":
      return refused(422, {
        intent: PARTIAL_REFUND_INTENT,
        result: submission.reply({ fieldErrors: { amount: [`You can refund at most ${formatCents(refunded.refundableCents)} more on this order.`] } }),
      });
    case "refund-failed":
      return formError(422, `The refund failed: ${refunded.detail}`);
  }
}

export default function AdminOrder() {
  const { order, tax, actions, cancelRefunds, refunds, returns, refundedCents, refundableCents, refundKey } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const address = [order.shippingAddress, order.shippingCity, [order.shippingState, order.shippingZip].filter(Boolean).join(" "), order.shippingCountry]
    .filter(Boolean)
    .join(", ");
  return (
    <article className="max-w-3xl">
      <p className="text-sm">
        <Link to="/admin/orders" className="underline">
          All orders
        </Link>
      </p>
      <h2 className="mt-2 text-2xl">{`Order #${order.id}`}</h2>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-medium">Date</dt>
        <dd>{shopDateTime(order.createdAt)}</dd>
        <dt className="font-medium">Order number</dt>
        <dd>{orderNumber(order.publicId)}</dd>
        <dt className="font-medium">Status</dt>
        <dd data-testid="order-status">
          {orderStatusText(order.status, refundedCents)}
          <span className="text-stone-600 dark:text-stone-400">{` since ${shopDateTime(order.statusChangedAt)}`}</span>
        </dd>
        <dt className="font-medium">Tracking number</dt>
        <dd data-testid="tracking-number">{order.trackingNumber ?? "—"}</dd>
        <dt className="font-medium">Customer</dt>
        <dd>
          {order.customerName} &lt;{order.customerEmail}&gt;
        </dd>
        <dt className="font-medium">Shipping</dt>
        <dd data-testid="shipping-method">{shippingPromise(order)}</dd>
        <dt className="font-medium">Ship to</dt>
        <dd>{address}</dd>
        <dt className="font-medium">Payment</dt>
        <dd>
          {[order.paymentProvider, order.cardBrand, order.cardLast4 ? `ending ${order.cardLast4}` : null, order.paymentReference]
            .filter(Boolean)
            .join(" · ") || "—"}
        </dd>
        {order.notes ? (
          <>
            <dt className="font-medium">Notes</dt>
            <dd className="whitespace-pre-line">{order.notes}</dd>
          </>
        ) : null}
      </dl>
      <OrderLinesTable items={order.items} order={order} shippingLabel={shippingLabel(storedShipping(order).method)} tax={tax} />
      <section aria-labelledby="fulfilment-heading" className="mt-8">
        <h2 id="fulfilment-heading" className="mb-3 text-xl">
          Fulfilment
        </h2>
        {reply?.message ? (
          <div className="mb-4">
            <FormAlert takeFocus>{reply.message}</FormAlert>
          </div>
        ) : null}
        <OrderStatusForms
          actions={actions}
          refunds={cancelRefunds}
          totalCents={refundableCents}
          reply={reply}
        />
        {refundableCents > 0 && actionRefunds(order.status, "refund") ? (
          <div className="mt-4 max-w-md">
            <PartialRefundForm refundableCents={refundableCents} idempotencyKey={refundKey} lastResult={reply?.intent === PARTIAL_REFUND_INTENT ? reply.result : undefined} />
          </div>
        ) : null}
        <RefundList refunds={refunds} />
      </section>
      {returns.length > 0 ? (
        <section aria-labelledby="returns-heading" className="mt-8">
          <h2 id="returns-heading" className="mb-3 text-xl">
            Returns
          </h2>
          <ul className="space-y-1 text-sm">
            {returns.map((request) => (
              <li key={request.id}>
                <Link to={`/admin/returns/${request.id}`} className="underline">{`Return ${request.number}`}</Link>
                {` · ${request.status}`}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

export const meta: MetaFunction = ({ matches }) => [
  ...seoMeta(matches, { title: "Order · Admin Panel", description: "Order details." }),
  { name: "robots", content: "noindex" },
];
