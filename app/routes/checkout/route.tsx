import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs } from "#remix-runtime";
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import {
  Form,
  useActionData,
  useFetcher,
  useLoaderData,
  useNavigation,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { CartLineList } from "~/components/cart-line-list";
import { CartPageFrame } from "~/components/cart-page-frame";
import { ExpressCheckoutSlot } from "~/components/express-checkout-slot";
import { DiscountCodeField, PaymentFields, RewardPointsField, ShippingFields } from "~/components/checkout-fields";
import { HoneypotField } from "~/components/honeypot-field";
import { StripePaymentElement, type StripePaymentHandle } from "~/components/stripe-payment-element";
import { OrderTotals } from "~/components/order-totals";
import { PerShippingMethod, ShippingMethodFields } from "~/components/shipping-choice";
import { useOnDemandValidation } from "~/components/hooks/use-on-demand-validation";
import { FirstInvalidFocus } from "~/components/ui/first-invalid-focus";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { afterpayInstalmentCents } from "~/lib/cart-totals";
import { totalsWithPromotion, totalsWithTax } from "~/lib/promotion-totals";
import { CHECKOUT_LABELS, COUNTRY, missingInformationMessage, missingRequiredFields } from "~/lib/checkout-form-rules";
import type { checkoutSchema } from "~/lib/checkout-schema";
import { isHoneypotFilled } from "~/lib/honeypot";
import { formatCents } from "~/lib/money";
import { seoMeta } from "~/lib/seo-meta";
import { shippingLabel } from "~/lib/shipping";
import { DEFAULT_SHIPPING_METHOD, isShippingMethod, SHIPPING_METHODS, type ShippingMethod } from "~/lib/shipping-rates";
import { VALIDATE_ON_SUBMIT } from "~/lib/form-validation";
import { getUser } from "~/http/auth.server";
import { publicOrigin } from "~/http/public-origin.server";
import { ensureRequestCart, getRequestCartId } from "~/http/request-cart.server";
import { changeCheckoutLine } from "~/services/change-checkout-line.server";
import { applyCheckoutSavings, typedSavingsApplied, type AppliedSavings } from "~/services/checkout-discount.server";
import { checkoutPage, checkoutPaymentKind } from "~/services/checkout-page.server";
import { placeCheckoutOrder } from "~/services/place-checkout-order.server";
import { checkoutTax } from "~/services/checkout-quote.server";
import { checkoutTaxRow, useLatestTax } from "./checkout-tax";
import { parseCheckoutForm, readLineChange, typedAddress, typedDiscount } from "./checkout-post.server";
import { discountReply, lineChangeReply, orderReply, taxReply } from "./checkout-replies.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getUser(request, context);
  const cartId = await getRequestCartId(request, context, user);
  return data(await checkoutPage(context, { cartId, email: user?.email ?? "", userId: user?.id ?? null }), { headers: { "Cache-Control": "no-store" } });
}

/**
 * With JavaScript and Stripe the page's own script places the order
 * (`payWith=element`) and confirms the payment in Stripe's fields; a plain
 * form post goes to Stripe Checkout. Either way the amount is the order's.
 */
const PAY_WITH_ELEMENT = "element";

/**
 * The checkout form's post: "update-line:{id}" / "remove-line:{id}" change the
 * summary (no JavaScript), "apply-discount" checks the code and shows the new
 * totals; anything else places the order. Errors come back with the form's
 * values so nothing typed is lost.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const submission = parseCheckoutForm(formData, checkoutPaymentKind(context));
  const typed = typedDiscount(submission.payload);
  const user = await getUser(request, context);
  const userId = user?.id ?? null;
  // The tax beside the totals a re-rendered form shows, for the address as typed and the savings as they apply.
  const taxFor = (cartId: string | null) => (savings: AppliedSavings) =>
    checkoutTax(context, { cartId, userId, email: typed.email, savings, address: typedAddress(submission.payload) });

  const line = readLineChange(formData);
  if (line) {
    // A refused change makes no cart; an accepted one may (with its cookie).
    if (!line.ok) {
      const cartId = await getRequestCartId(request, context, user);
      const savings = await typedSavingsApplied(context, typed, { cartId, userId });
      return lineChangeReply(submission, { ...line, savings }, await taxFor(cartId)(savings));
    }
    const { cartId, headers } = await ensureRequestCart(request, context);
    const changed = await changeCheckoutLine(context, { cartId, userId, change: line.change, typed });
    return lineChangeReply(submission, changed, await taxFor(cartId)(changed.savings), headers);
  }

  const bot = isHoneypotFilled(formData);
  const cartId = await getRequestCartId(request, context, user);
  const intent = formData.get("intent");
  if (intent === "apply-discount") {
    const applied = await applyCheckoutSavings(context, { bot, typed, shopper: { cartId, userId } });
    const savings = applied.ok ? applied : "savings" in applied ? applied.savings : NOTHING_APPLIED;
    return discountReply(submission, applied, await taxFor(cartId)(savings));
  }
  if (intent === "update-tax") {
    const savings = await typedSavingsApplied(context, typed, { cartId, userId });
    return taxReply(submission, savings, await taxFor(cartId)(savings));
  }

  const origin = publicOrigin(request, context);
  const result = await placeCheckoutOrder(context, {
    bot,
    values: submission.status === "success" ? submission.value : null,
    cartId,
    userId,
    origin,
    hostedMode: formData.get("payWith") === PAY_WITH_ELEMENT ? "intent" : "checkout",
  });
  return orderReply(context, submission, result, origin, taxFor(cartId));
}

// Placing a Stripe order empties the cart; reloading the page now would take
// away the Payment Element that still has to confirm the payment (and keeps
// the form's key, so a declined card is retried on the same order).
// A tax quote changes nothing the loader reads.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("payWith") === PAY_WITH_ELEMENT || formData?.get("intent") === "update-tax" ? false : defaultShouldRevalidate;

// Nothing taken off yet. Not NO_SAVINGS from checkout-discount.server: a
// .server module is empty in the browser, so the value would be undefined there.
const NOTHING_APPLIED: AppliedSavings = { discount: null, points: 0 };

// The fields in page order, the discount code last: the first invalid one takes focus.
const FIELD_ORDER = Object.keys(CHECKOUT_LABELS);

// zod and the schema load when the shopper starts on the form, not with the page (decision 0035).
const loadValidation = () => import("~/lib/checkout-validation");

export default function CheckoutPage() {
  const { lines, idempotencyKey, email, testMode, payment, constraint, shippingRates, deliveryWindows, rewards, taxCollected } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  // With Stripe and JavaScript, the order is placed by this fetcher and paid in Stripe's fields.
  const stripeFields = useRef<StripePaymentHandle>(null);
  const placing = useFetcher<typeof action>();
  // With JavaScript, a changed State or ZIP asks the server for the tax (the form's data, intent "update-tax").
  const taxQuote = useFetcher<typeof action>();
  const formRef = useRef<HTMLFormElement>(null);
  const validation = useOnDemandValidation(loadValidation);
  const validator = validation.loaded;
  const startValidation = () => void validation.start();
  const [form, fields] = useForm<typeof checkoutSchema._input>({
    id: "checkout",
    lastResult: navigation.state === "idle" ? (placing.data?.lastResult ?? actionData?.lastResult) : null,
    constraint,
    defaultValue: { country: COUNTRY, email, idempotencyKey },
    ...VALIDATE_ON_SUBMIT,
    // Test mode validates our card fields; with Stripe there are none.
    onValidate: validator ? ({ formData }) => validator.parseCheckout(formData, payment.kind) : undefined,
    onSubmit(event, { formData, submission }) {
      if (submission?.status !== "success" || formData.get("intent") !== "place-order" || !stripeFields.current?.ready()) return;
      event.preventDefault();
      void stripeFields.current.check().then((problem) => {
        if (problem) return;
        formData.set("payWith", PAY_WITH_ELEMENT);
        placing.submit(formData, { method: "post" });
      });
    },
  });
  const paymentToConfirm = placing.state === "idle" ? placing.data?.payment : null;
  useEffect(() => {
    if (paymentToConfirm) void stripeFields.current?.confirm(paymentToConfirm);
  }, [paymentToConfirm]);
  const result = placing.data ?? actionData;
  // What the server last judged the typed code and points to take off: the totals shown, and posted, follow it.
  const savings = result?.savings ?? actionData?.savings ?? NOTHING_APPLIED;
  const discount = savings.discount;
  const tax = useLatestTax([actionData?.tax, placing.data?.tax, taxQuote.data?.tax]);
  const totalsFor = (method: ShippingMethod) =>
    totalsWithTax(totalsWithPromotion(lines, discount?.effect ?? null, { method, rates: shippingRates }, savings.points), tax?.status === "quoted" ? tax.byMethod[method].taxCents : 0);
  const taxRow = taxCollected ? checkoutTaxRow(tax) : null;
  const askForTax = () => {
    if (!taxCollected || !formRef.current) return;
    const formData = new FormData(formRef.current);
    formData.set("intent", "update-tax");
    taxQuote.submit(formData, { method: "post" });
  };
  // The method as posted back (a refused order keeps its choice), else Standard.
  const postedMethod = result?.lastResult?.initialValue?.shippingMethod;
  const defaultMethod = isShippingMethod(postedMethod) ? postedMethod : DEFAULT_SHIPPING_METHOD;
  // Only Stripe's fields need the chosen method in React: the page's figures follow the radio by CSS.
  const [chosenMethod, setChosenMethod] = useState<ShippingMethod>(defaultMethod);
  const totals = totalsFor(chosenMethod);
  const busy = (navigation.state !== "idle" && navigation.formData?.get("intent") !== "apply-discount") || placing.state !== "idle";
  const missing = missingRequiredFields(form.allErrors);
  const failure = result?.failure;
  const formProps = getFormProps(form);

  return (
    <CartPageFrame
      title="Checkout"
      empty={lines.length === 0}
      emptyNotice={failure ? <FormAlert title={failure.title}>{failure.description}</FormAlert> : null}
    >
      <FirstInvalidFocus order={FIELD_ORDER} errors={form.allErrors}>
        {/* Focus or a pointer anywhere on the form or its summary (the submit button is in the aside) loads the validation. */}
        <div className="shipping-choice mt-8 grid gap-10 lg:grid-cols-[1fr_24rem]" onFocus={startValidation} onPointerOver={startValidation}>
          <Form
            method="post"
            {...formProps}
            ref={formRef}
            onSubmit={(event) => {
              if (!validation.holdSubmit(event)) formProps.onSubmit(event);
            }}
            className="relative space-y-8"
          >
            <HoneypotField />
            {/* Enter in a field submits the form's first submit button in document
                order, which would be a summary "Update" in the aside. This one
                comes first so Enter places the order; the visible button below is
                the control people see and assistive technology announces. */}
            <button type="submit" name="intent" value="place-order" disabled={busy} tabIndex={-1} aria-hidden="true" className="sr-only">
              Place Order
            </button>
            <input {...getInputProps(fields.idempotencyKey, { type: "hidden" })} />
            {/* The totals shown, one per method: the order is placed for exactly the ticked method's. */}
            {SHIPPING_METHODS.map((method) => (
              <input key={method} type="hidden" name={`expectedTotals.${method}`} value={totalsFor(method).totalCents} />
            ))}
            {missing.length > 0 ? <FormAlert title="Missing information">{missingInformationMessage(missing)}</FormAlert> : null}
            {failure ? (
              <FormAlert title={failure.title}>
                <p>{failure.description}</p>
                {failure.reason ? <p className="mt-1 font-medium">{failure.reason}</p> : null}
              </FormAlert>
            ) : null}
            {fields.idempotencyKey.errors ? <FormAlert title="Order failed">{fields.idempotencyKey.errors[0]}</FormAlert> : null}
            {/* With Stripe and JavaScript: one-tap wallets for the same cart, code and points (issue 39). */}
            {payment.kind === "hosted" ? (
              <ExpressCheckoutSlot publishableKey={payment.publishableKey} scriptUrl={payment.scriptUrl} discountCode={discount?.code} points={savings.points} />
            ) : null}
            <ShippingFields fields={fields} onAddressChange={askForTax} />
            <ShippingMethodFields
              options={SHIPPING_METHODS.map((method) => ({ method, priceCents: totalsFor(method).shippingCents, window: deliveryWindows[method] }))}
              defaultMethod={defaultMethod}
              error={fields.shippingMethod.errors?.[0]}
              onChoose={setChosenMethod}
            />
            <PaymentFields
              fields={fields}
              testMode={testMode}
              providerFields={
                payment.kind === "hosted" ? (
                  <StripePaymentElement ref={stripeFields} publishableKey={payment.publishableKey} scriptUrl={payment.scriptUrl} amountCents={totals.totalCents} />
                ) : undefined
              }
              afterpayNote={
                <PerShippingMethod
                  as="span"
                  render={(method) => `Pay in 4 interest-free installments of ${formatCents(afterpayInstalmentCents(totalsFor(method).totalCents))} with Afterpay.`}
                />
              }
            />
          </Form>
          <aside className="h-fit space-y-4 rounded-2xl border border-stone-200 bg-white p-6 dark:border-stone-800 dark:bg-stone-900">
            <h2 className="text-xl">Order Summary</h2>
            <CartLineList lines={lines} formId={form.id} />
            <DiscountCodeField fields={fields} applied={discount} />
            {/* A refusal of points must be seen, so the field also shows for a non-member whose post carried some. */}
            {rewards || fields.rewardPoints.errors ? (
              <RewardPointsField fields={fields} balance={rewards?.balance ?? null} appliedPoints={savings.points} />
            ) : null}
            <PerShippingMethod render={(method) => <OrderTotals totals={totalsFor(method)} discountCode={discount?.code} shippingLabel={shippingLabel(method)} tax={taxRow} />} />
            <SubmitButton form={form.id} name="intent" value="place-order" pending={busy} pendingLabel="Processing..." className="btn-primary w-full py-3 text-base">
              <PerShippingMethod as="span" render={(method) => `Place Order - ${formatCents(totalsFor(method).totalCents)}`} />
            </SubmitButton>
          </aside>
        </div>
      </FirstInvalidFocus>
    </CartPageFrame>
  );
}

/** Cache-Control (never cache a cart or an order) and Retry-After reach the browser. */
export const headers: HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Cache-Control") || actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;

export const meta: MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: "Checkout", description: "Checkout" });
