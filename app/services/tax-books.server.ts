import { SALE_STATUSES } from "~/lib/order-status";
import { getOrderTaxBooks, setTaxTransaction } from "~/models/order-tax-books.server";
import { getRefundableOrder, listRefundLines } from "~/models/refund-lines.server";
import { findRefundByKey } from "~/models/refund.server";
import { logOf, type ServiceContext } from "./service-context";
import { getOrderTaxProvider } from "./tax/choose-tax-provider";

// The tax provider's books follow the order (issue 39, decision 0058): a paid
// order's sale is recorded (Stripe Tax: a transaction made from the order's
// calculation), and each refund of it reversed with what it gave back.
// Neither may stop the payment or the refund they follow: both happen after
// it, never throw, and log a failure at error level naming the order. A sale
// that could not be recorded is tried again on the order's next payment event
// and before any refund of it is reversed; a reversal that failed is left for
// an operator (the log line has the refund's key and amounts to enter).

type Context = Pick<ServiceContext, "db" | "env" | "log">;

const ZERO = { amountCents: 0, taxCents: 0 };

/**
 * Records a paid order's sale with the provider that priced its tax, once,
 * and keeps the transaction on the order. Nothing for an order without a
 * calculation (the embedded provider keeps its books in our own tables).
 * `paid`: the caller knows it was paid (a refund of it was made), whatever its
 * status now. Answers the transaction, or null.
 */
export async function recordTaxSale(context: Context, { orderId, paid = false }: { orderId: number; paid?: boolean }): Promise<string | null> {
  let order: Awaited<ReturnType<typeof getOrderTaxBooks>> = null;
  try {
    order = await getOrderTaxBooks({ db: context.db, orderId });
    if (!order?.taxCalculation) return null;
    if (order.taxTransaction) return order.taxTransaction;
    if (!paid && !(SALE_STATUSES as readonly string[]).includes(order.status)) return null;
    const answer = await getOrderTaxProvider(context.env, order.taxProvider).recordSale({ calculationReference: order.taxCalculation, orderPublicId: order.publicId });
    if (!answer.ok) {
      logOf(context).error({ order: order.publicId, calculation: order.taxCalculation, reason: answer.reason }, "sales tax: the paid order's sale was not recorded with the tax provider; tried again on its next payment event or refund");
      return null;
    }
    if (answer.reference) await setTaxTransaction({ db: context.db, orderId, reference: answer.reference });
    return answer.reference;
  } catch (error) {
    logOf(context).error({ err: error, order: order?.publicId ?? orderId }, "sales tax: recording the paid order's sale failed; tried again on its next payment event or refund");
    return null;
  }
}

/**
 * A refund was made: the tax provider's sale is reversed by what it gave back
 * of each order line and of the shipping (its refund_lines), under the
 * refund's key, so asking again reverses once. Nothing for an order whose
 * sale was never recorded with a provider.
 */
export async function reverseRefundTax(context: Context, { orderId, refundKey }: { orderId: number; refundKey: string }) {
  let order: Awaited<ReturnType<typeof getOrderTaxBooks>> = null;
  try {
    order = await getOrderTaxBooks({ db: context.db, orderId });
    if (!order?.taxCalculation && !order?.taxTransaction) return;
    const refund = await findRefundByKey({ db: context.db, idempotencyKey: refundKey });
    if (refund?.orderId !== orderId || refund.status !== "succeeded") return;
    const transactionReference = order.taxTransaction ?? (await recordTaxSale(context, { orderId, paid: true }));
    if (!transactionReference) return;
    const [parts, state] = await Promise.all([listRefundLines({ db: context.db, refundId: refund.id }), getRefundableOrder({ db: context.db, orderId })]);
    if (!state) return;
    const partOf = (orderItemId: number | null) => {
      const part = parts.find((row) => row.orderItemId === orderItemId);
      return part ? { amountCents: part.amountCents, taxCents: part.taxCents } : ZERO;
    };
    const lines = state.refundable.lines.map((line) => partOf(line.orderItemId));
    const shipping = partOf(null);
    const answer = await getOrderTaxProvider(context.env, order.taxProvider).reverse({ transactionReference, refundKey, lines, shipping });
    if (!answer.ok) {
      logOf(context).error(
        { order: order.publicId, transaction: transactionReference, refundKey, lines, shipping, reason: answer.reason },
        "sales tax: the refund was not reversed with the tax provider; an operator must enter the reversal",
      );
    }
  } catch (error) {
    logOf(context).error({ err: error, order: order?.publicId ?? orderId, refundKey }, "sales tax: reversing the refund with the tax provider failed; an operator must enter the reversal");
  }
}
