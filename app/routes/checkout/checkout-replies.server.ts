import { data, redirect } from "#remix-runtime";
import type { SubmissionResult } from "@conform-to/react";
import type { LoadContext } from "~/http/load-context.server";
import { tooManyRequests } from "~/http/rate-limit-response.server";
import { redirectWithToast } from "~/http/toast.server";
import { formatCents } from "~/lib/money";
import { RATE_LIMITED_MESSAGE } from "~/lib/rate-limits";
import { NO_SAVINGS, type AppliedSavings, type ApplySavingsResult } from "~/services/checkout-discount.server";
import type { CheckoutRefusal } from "~/services/checkout-attempt.server";
import type { CheckoutTax } from "~/services/checkout-quote.server";
import type { CheckoutOrderResult } from "~/services/place-checkout-order.server";
import type { PlaceOrderFailure } from "~/services/place-order.server";
import type { CheckoutSubmission } from "./checkout-post.server";

// What the checkout's action answers for each use case's result: the status,
// the alert above the form, the discount to keep showing, or where to go next.

export type CheckoutFailure = { title: string; description: string; reason?: string };

/** The Payment Element confirms the card in the browser, then Stripe sends the shopper to `returnUrl`. */
export type ElementPayment = { clientSecret: string; returnUrl: string };

const ORDER_FAILED = {
  title: "Order failed",
  description: "There was an error processing your order. Please try again.",
};
const FORM_EXPIRED = "This form has expired. Please reload the page.";
const NO_STORE = { "Cache-Control": "no-store" };

type LastResult = SubmissionResult<string[]> | null;

type ReplyBody = { lastResult: LastResult; failure?: CheckoutFailure | null; savings?: AppliedSavings; payment?: ElementPayment | null; tax?: CheckoutTax };

/**
 * Every answer that re-renders the form has this one shape. `tax` is null
 * when the answer worked none out: the page keeps the tax it shows.
 */
function reply(body: ReplyBody, status: number, headers: HeadersInit = NO_STORE) {
  return data({ failure: null, savings: NO_SAVINGS, payment: null, tax: null, ...body }, { status, headers });
}

/** The form as typed, without judging it (a summary change, a discount tried). */
const asTyped = (submission: CheckoutSubmission) => ({ initialValue: submission.reply().initialValue });

/** A summary line changed, or not: the form comes back as typed, with the cart's cookie when one was just made. */
export function lineChangeReply(
  submission: CheckoutSubmission,
  result: { ok: true; savings: AppliedSavings } | { ok: false; message: string; savings: AppliedSavings },
  tax: CheckoutTax,
  cartHeaders?: Headers,
) {
  const headers = new Headers(NO_STORE);
  cartHeaders?.forEach((value, name) => headers.append(name, value));
  const { savings } = result;
  if (!result.ok) {
    return reply({ lastResult: asTyped(submission), failure: { title: "Cart not updated", description: result.message }, savings, tax }, 400, headers);
  }
  return reply({ lastResult: asTyped(submission), savings, tax }, 200, headers);
}

/** Too many attempts (429 with Retry-After), or a bot's (the same failure as any refused order). */
function refusedReply(submission: CheckoutSubmission, refusal: CheckoutRefusal) {
  if (refusal.reason === "bot") return reply({ lastResult: submission.reply(), failure: ORDER_FAILED }, 400);
  const failure: CheckoutFailure = { title: "Too many attempts", description: RATE_LIMITED_MESSAGE };
  return reply({ lastResult: null, failure }, 429, tooManyRequests(refusal).headers);
}

/** "Apply": the new totals, or the reason beside the discount field; the rest of the form is kept as typed. */
export function discountReply(submission: CheckoutSubmission, result: ApplySavingsResult, tax: CheckoutTax) {
  if (result.ok) return reply({ lastResult: asTyped(submission), savings: { discount: result.discount, points: result.points }, tax }, 200);
  if (result.reason !== "discount") return refusedReply(submission, result);
  return reply({ lastResult: { ...asTyped(submission), status: "error", error: result.errors }, savings: result.savings, tax }, 400);
}

/**
 * The tax for the address as typed (the page asks when State or ZIP changes):
 * the figures per shipping method, or the reason beside the field.
 */
export function taxReply(submission: CheckoutSubmission, savings: AppliedSavings, tax: CheckoutTax) {
  const lastResult = tax.status === "problem" ? { ...asTyped(submission), status: "error" as const, error: { [tax.problem.field]: [tax.problem.message] } } : asTyped(submission);
  return reply({ lastResult, savings, tax }, tax.status === "problem" ? 400 : 200);
}

/**
 * "Place Order": a test-mode order goes to its page with a toast; a Stripe
 * order goes to Stripe Checkout (no JavaScript) or hands the page the
 * payment to confirm in Stripe's fields (`returnUrl` on `origin`).
 */
export async function orderReply(
  context: LoadContext,
  submission: CheckoutSubmission,
  result: CheckoutOrderResult,
  origin: string,
  taxFor: (savings: AppliedSavings) => Promise<CheckoutTax>,
) {
  if (result.ok) {
    const orderPath = `/orders/${result.orderPublicId}`;
    // 303: the browser GETs Stripe's page for this order, however the form was posted.
    if (result.next && "redirectUrl" in result.next) return redirect(result.next.redirectUrl, { status: 303, headers: NO_STORE });
    if (result.next) return reply({ lastResult: null, payment: { clientSecret: result.next.clientSecret, returnUrl: `${origin}${orderPath}` } }, 200);
    return redirectWithToast(context, orderPath, {
      title: "Order placed successfully!",
      // Whether the e-mail has gone out yet, the order page says (it reads the outbox).
      description: "Thank you for your purchase.",
      type: "success",
    });
  }
  switch (result.reason) {
    case "rate-limited":
    case "bot":
      return refusedReply(submission, result);
    case "invalid-form":
      return reply({ lastResult: submission.reply() }, 400);
    case "not-placed":
      return notPlacedReply(submission, result.failure, result.savings, await taxFor(result.savings));
  }
}

/** Why the order was not placed, as the status and the alert above the form (or the message beside the discount field). */
function notPlacedReply(submission: CheckoutSubmission, failure: PlaceOrderFailure, savings: AppliedSavings, tax: CheckoutTax) {
  const lastResult = submission.reply();
  // Each answer keeps the savings and the tax the page shows.
  const answer = (body: ReplyBody, status: number) => reply({ savings, tax, ...body }, status);
  switch (failure.kind) {
    case "empty-cart":
      return answer({ lastResult, failure: { title: "Cart is empty", description: "Please add items to your cart before checking out." } }, 400);
    case "discount":
      return answer({ lastResult: submission.reply({ fieldErrors: { discountCode: [failure.message] } }) }, 400);
    case "points":
      return answer({ lastResult: submission.reply({ fieldErrors: { rewardPoints: [failure.message] } }) }, 400);
    case "address":
      return answer({ lastResult: submission.reply({ fieldErrors: { [failure.field]: [failure.message] } }) }, 400);
    case "tax-unavailable":
      return answer({ lastResult, failure: { ...ORDER_FAILED, reason: failure.reason } }, 502);
    case "total-changed": {
      const withTax = failure.taxCents > 0 ? `, including ${formatCents(failure.taxCents)} sales tax` : "";
      const description = `Your order total is now ${formatCents(failure.totalCents)}${withTax}. Please check it and place your order again.`;
      return answer({ lastResult, failure: { title: "Your total has changed", description } }, 409);
    }
    case "stock":
      // The cart now holds what is left: the page shows it with the new totals.
      return answer({ lastResult, failure: { title: "Not enough in stock", description: failure.message } }, 409);
    case "declined":
      return answer({ lastResult, failure: { ...ORDER_FAILED, reason: failure.reason } }, 402);
    case "payment-unavailable":
      // The order waits, pending, under this form's key: placing it again asks the provider again.
      return answer({ lastResult, failure: { ...ORDER_FAILED, reason: failure.reason } }, 502);
    case "key-reused":
    case "items":
      // The page never sends these: a form whose key already made an order
      // for another total, or lines the cart itself would have refused.
      return answer({ lastResult, failure: { ...ORDER_FAILED, description: FORM_EXPIRED } }, 409);
  }
}
