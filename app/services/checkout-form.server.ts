import { data, redirect } from "#remix-runtime";
import type { SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { formatCents } from "~/lib/money";
import { checkoutSchemaFor, type CheckoutInput } from "~/lib/checkout-schema";
import { isHoneypotFilled } from "~/lib/honeypot";
import { getCartLines } from "~/models/cart.server";
import { checkDiscountCode, type AppliedDiscount } from "~/models/discount.server";
import { getUser } from "../http/auth.server";
import { applyCartAction, parseCartChange } from "./cart-changes.server";
import { getRequestCartId } from "../http/request-cart.server";
import { getPaymentProvider } from "./payment/choose-provider";
import type { CardDetails } from "./payment/payment-provider";
import { placeOrder } from "./place-order.server";
import type { LoadContext } from "../http/load-context.server";
import { publicOrigin } from "../http/public-origin.server";
import { rateLimitResponse } from "../http/rate-limit-response.server";
import { redirectWithToast } from "../http/toast.server";

export type CheckoutFailure = { title: string; description: string; reason?: string };

const ORDER_FAILED = {
  title: "Order failed",
  description: "There was an error processing your order. Please try again.",
};
const FORM_EXPIRED = "This form has expired. Please reload the page.";
const NO_STORE = { "Cache-Control": "no-store" };

type LastResult = SubmissionResult<string[]> | null;

/** What the checkout page shows: the shopper's cart, their e-mail if signed in, a fresh order key. */
export async function checkoutPage(request: Request, context: LoadContext) {
  const user = await getUser(request, context);
  const cartId = await getRequestCartId(request, context, user);
  const onPage = paymentOnPage(context);
  return {
    lines: await getCartLines({ db: context.db, cartId }),
    // A fresh key per rendered form: resubmitting this form can only ever make one order.
    idempotencyKey: crypto.randomUUID(),
    email: user?.email ?? "",
    ...onPage,
    // The fields' HTML constraints (required, lengths) from the schema, so the
    // page needs no zod to render them (decision 0035).
    constraint: getZodConstraint(checkoutSchemaFor(onPage.payment.kind)),
  };
}

/** How the page takes the card: our own fields (test mode) or the provider's (Stripe's Payment Element). */
function paymentOnPage(context: LoadContext) {
  const provider = getPaymentProvider(context.env);
  return {
    testMode: provider.testMode,
    payment:
      provider.kind === "hosted"
        ? { kind: provider.kind, publishableKey: provider.publishableKey, scriptUrl: provider.scriptUrl }
        : { kind: provider.kind, publishableKey: null, scriptUrl: null },
  };
}

/**
 * With JavaScript the page's own script asks for a payment intent
 * (`payWith=element`) and confirms it in Stripe's fields; a plain form post
 * goes to Stripe Checkout. Either way the amount is the order's.
 */
const PAY_WITH_ELEMENT = "element";

/** The Payment Element confirms the card in the browser, then Stripe sends the shopper here. */
export type ElementPayment = { clientSecret: string; returnUrl: string };

/** Every answer that re-renders the form has this one shape. */
function reply(
  body: { lastResult: LastResult; failure?: CheckoutFailure | null; appliedDiscount?: AppliedDiscount | null; payment?: ElementPayment | null },
  status: number,
  headers: HeadersInit = NO_STORE,
) {
  return data({ failure: null, appliedDiscount: null, payment: null, ...body }, { status, headers });
}

/**
 * The checkout form action: "update-line:{id}" / "remove-line:{id}" change the
 * summary (no JavaScript), "apply-discount" checks the code and shows the new
 * totals; anything else places the order. Errors come back with the form's
 * values so nothing typed is lost.
 */
export async function handleCheckout(request: Request, context: LoadContext) {
  const formData = await request.formData();
  const provider = getPaymentProvider(context.env);
  const submission = parseWithZod(formData, { schema: checkoutSchemaFor(provider.kind) });
  const intent = formData.get("intent");

  // A summary change is a cart edit (unlimited, like /resources/cart), not a checkout attempt.
  const lineChange = lineChangeFormData(formData);
  if (lineChange) {
    const { initialValue } = submission.reply();
    return changeLine(request, context, lineChange, { initialValue, payload: submission.payload });
  }

  const limited = await rateLimitResponse(context, "checkout");
  if (limited) {
    const failure: CheckoutFailure = { title: "Too many attempts", description: await limited.text() };
    return reply({ lastResult: null, failure }, 429, limited.headers);
  }

  if (isHoneypotFilled(formData)) {
    return reply({ lastResult: submission.reply(), failure: ORDER_FAILED }, 400);
  }

  if (intent === "apply-discount") {
    // Only the discount field is judged here; the rest of the form is kept as typed.
    const checked =
      (await checkTypedDiscount(context, submission.payload)) ?? ({ ok: false, message: "Enter a discount code." } as const);
    const { initialValue } = submission.reply();
    const lastResult = checked.ok ? { initialValue } : { initialValue, status: "error" as const, error: { discountCode: [checked.message] } };
    const appliedDiscount: AppliedDiscount | null = checked.ok ? checked.discount : null;
    return reply({ lastResult, appliedDiscount }, checked.ok ? 200 : 400);
  }

  if (submission.status !== "success") {
    return reply({ lastResult: submission.reply() }, 400);
  }

  const input = submission.value;
  const user = await getUser(request, context);
  const cartId = await getRequestCartId(request, context, user);
  const origin = publicOrigin(request, context);
  const result = await placeOrder({
    context,
    request: {
      idempotencyKey: input.idempotencyKey,
      source: { from: "cart", cartId },
      userId: user?.id ?? null,
      customer: input,
      discountCode: input.discountCode,
      expectedTotal: input.expectedTotal,
      payment:
        provider.kind === "card-form"
          ? { charge: typedCard(input) }
          : { charge: null, hosted: { mode: formData.get("payWith") === PAY_WITH_ELEMENT ? "intent" : "checkout", origin } },
      confirmation: { origin },
    },
  });
  if (result.ok && result.next) {
    if ("redirectUrl" in result.next) {
      // 303: the browser GETs Stripe's page for this order, however the form was posted.
      return redirect(result.next.redirectUrl, { status: 303, headers: NO_STORE });
    }
    const returnUrl = `${origin}/orders/${result.order.publicId}`;
    return reply({ lastResult: null, payment: { clientSecret: result.next.clientSecret, returnUrl } }, 200);
  }
  if (result.ok) {
    return redirectWithToast(context, `/orders/${result.order.publicId}`, {
      title: "Order placed successfully!",
      // Whether the e-mail has gone out yet, the order page says (it reads the outbox).
      description: "Thank you for your purchase.",
      type: "success",
    });
  }
  const discount = submission.value.discountCode
    ? await checkDiscountCode({ db: context.db, code: submission.value.discountCode, email: submission.value.email })
    : null;
  const appliedDiscount = discount?.ok ? discount.discount : null;
  switch (result.kind) {
    case "empty-cart":
      return reply(
        {
          lastResult: submission.reply(),
          failure: { title: "Cart is empty", description: "Please add items to your cart before checking out." },
        },
        400,
      );
    case "discount":
      return reply({ lastResult: submission.reply({ fieldErrors: { discountCode: [result.message] } }) }, 400);
    case "total-changed":
      return reply(
        {
          lastResult: submission.reply(),
          failure: {
            title: "Your total has changed",
            description: `Your order total is now ${formatCents(result.totalCents)}. Please check it and place your order again.`,
          },
          appliedDiscount,
        },
        409,
      );
    case "declined":
      return reply({ lastResult: submission.reply(), failure: { ...ORDER_FAILED, reason: result.reason }, appliedDiscount }, 402);
    case "payment-unavailable":
      // The order waits, pending, under this form's key: placing it again asks the provider again.
      return reply({ lastResult: submission.reply(), failure: { ...ORDER_FAILED, reason: result.reason }, appliedDiscount }, 502);
    case "key-reused":
    case "items":
      // The page never sends these: a form whose key already made an order
      // for another total, or lines the cart itself would have refused.
      return reply({ lastResult: submission.reply(), failure: { ...ORDER_FAILED, description: FORM_EXPIRED }, appliedDiscount }, 409);
  }
}

/** The card as typed into our own fields (test mode's schema requires all four). */
function typedCard(input: Partial<CheckoutInput>): CardDetails {
  return { name: input.cardName ?? "", number: input.cardNumber ?? "", expiry: input.cardExpiry ?? "", cvv: input.cardCvv ?? "" };
}

/**
 * Without JavaScript the summary's quantity and remove buttons submit the
 * checkout form itself ("update-line:94", quantity in "line-94"), so what the
 * shopper typed survives the change. Answers the cart form's fields, or null.
 */
function lineChangeFormData(formData: FormData): FormData | null {
  const intent = formData.get("intent");
  const match = typeof intent === "string" ? /^(update|remove)-line:(\d{1,15})$/.exec(intent) : null;
  if (!match) return null;
  const [, kind, fragranceId] = match as unknown as [string, "update" | "remove", string];
  const change = new FormData();
  change.set("intent", kind);
  change.set("fragranceId", fragranceId);
  const quantity = formData.get(`line-${fragranceId}`);
  if (kind === "update" && typeof quantity === "string") change.set("quantity", quantity);
  return change;
}

/** Changes one cart line and shows the checkout again with everything as typed. */
async function changeLine(
  request: Request,
  context: LoadContext,
  lineChange: FormData,
  typed: { initialValue: SubmissionResult<string[]>["initialValue"]; payload: Record<string, unknown> },
) {
  const lastResult = { initialValue: typed.initialValue };
  // A code that was applied stays applied (and is checked again) across the change.
  const discount = await checkTypedDiscount(context, typed.payload);
  const appliedDiscount = discount?.ok ? discount.discount : null;

  const change = parseCartChange(lineChange);
  if (!change.ok) {
    return reply({ lastResult, failure: { title: "Cart not updated", description: change.message }, appliedDiscount }, 400);
  }
  const { result, headers } = await applyCartAction(request, context, change.value);
  const responseHeaders = new Headers(NO_STORE);
  headers.forEach((value, name) => responseHeaders.append(name, value));
  if (!result.ok) {
    return reply({ lastResult, failure: { title: "Cart not updated", description: result.message }, appliedDiscount }, 400, responseHeaders);
  }
  return reply({ lastResult, appliedDiscount }, 200, responseHeaders);
}

/** The discount code as typed in the form (not yet validated), checked; null when the field is empty. */
async function checkTypedDiscount(context: LoadContext, payload: Record<string, unknown>) {
  const code = typeof payload.discountCode === "string" ? payload.discountCode.trim() : "";
  const email = typeof payload.email === "string" ? payload.email : null;
  return code ? checkDiscountCode({ db: context.db, code, email }) : null;
}
