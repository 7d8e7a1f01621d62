import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs } from "#remix-runtime";
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData, useLoaderData, useNavigation, type MetaFunction } from "@remix-run/react";
import { useRef } from "react";
import { CartLineList } from "~/components/cart-line-list";
import { CartPageFrame } from "~/components/cart-page-frame";
import { PaymentFields, ShippingFields } from "~/components/checkout-fields";
import { HoneypotField } from "~/components/honeypot-field";
import { OrderTotals } from "~/components/order-totals";
import { afterpayInstalmentCents, cartTotals } from "~/lib/cart-totals";
import {
  CHECKOUT_LABELS,
  checkoutSchema,
  COUNTRY,
  missingInformationMessage,
  missingRequiredFields,
} from "~/lib/checkout-schema";
import { formatCents } from "~/lib/money";
import { getCartLines } from "~/models/cart.server";
import { getUser } from "~/http/auth.server";
import { getRequestCartId } from "~/http/request-cart.server";
import { handleCheckout } from "~/services/checkout-form.server";
import { getPaymentProvider } from "~/services/payment/test-mode-provider";
import { seoMeta } from "~/lib/seo-meta";
import { firstInvalidField } from "~/lib/first-invalid-field";
import { VALIDATE_ON_SUBMIT } from "~/lib/form-validation";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getUser(request, context);
  const cartId = await getRequestCartId(request, context, user);
  const lines = await getCartLines({ db: context.db, cartId });
  return data(
    {
      lines,
      // A fresh key per rendered form: resubmitting this form can only ever make one order.
      idempotencyKey: crypto.randomUUID(),
      email: user?.email ?? "",
      testMode: getPaymentProvider().testMode,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  return handleCheckout(request, context);
}

function Alert({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div role="alert" className="rounded-xl border border-red-700/40 bg-red-50 p-4 text-red-900 dark:bg-red-950 dark:text-red-100">
      <p className="font-semibold">{title}</p>
      <div className="mt-1 text-sm">{children}</div>
    </div>
  );
}

export default function CheckoutPage() {
  const { lines, idempotencyKey, email, testMode } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "checkout",
    lastResult: navigation.state === "idle" ? actionData?.lastResult : null,
    constraint: getZodConstraint(checkoutSchema),
    defaultValue: { country: COUNTRY, email, idempotencyKey },
    ...VALIDATE_ON_SUBMIT,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: checkoutSchema }),
  });
  const discount = actionData?.appliedDiscount ?? null;
  const totals = cartTotals(lines, discount?.percentOff ?? 0);
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") !== "apply-discount";
  const missing = missingRequiredFields(form.allErrors);
  // Without JavaScript the page after a failed submit starts on the first
  // invalid field; with it conform moves focus there.
  // CHECKOUT_LABELS lists the fields in page order, the discount code last.
  const firstInvalid = firstInvalidField(Object.keys(CHECKOUT_LABELS) as (keyof typeof CHECKOUT_LABELS)[], form.allErrors);
  const applyButton = useRef<HTMLButtonElement>(null);
  const failure = actionData?.failure;

  return (
    <CartPageFrame
      title="Checkout"
      empty={lines.length === 0}
      emptyNotice={failure ? <Alert title={failure.title}>{failure.description}</Alert> : null}
    >
      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_24rem]">
        <Form method="post" {...getFormProps(form)} className="relative space-y-8">
          <HoneypotField />
          {/* Enter in a field submits the form's first submit button in document
              order, which would be a summary "Update" in the aside. This one
              comes first so Enter places the order; the visible button below is
              the control people see and assistive technology announces. */}
          <button type="submit" name="intent" value="place-order" disabled={busy} tabIndex={-1} aria-hidden="true" className="sr-only">
            Place Order
          </button>
          <input {...getInputProps(fields.idempotencyKey, { type: "hidden" })} />
          {/* The total on the button: the order is placed for exactly this amount. */}
          <input type="hidden" name="expectedTotal" value={totals.totalCents} />
          {missing.length > 0 ? <Alert title="Missing information">{missingInformationMessage(missing)}</Alert> : null}
          {failure ? (
            <Alert title={failure.title}>
              <p>{failure.description}</p>
              {failure.reason ? <p className="mt-1 font-medium">{failure.reason}</p> : null}
            </Alert>
          ) : null}
          {fields.idempotencyKey.errors ? <Alert title="Order failed">{fields.idempotencyKey.errors[0]}</Alert> : null}
          <ShippingFields fields={fields} firstInvalid={firstInvalid} />
          <PaymentFields
            fields={fields}
            firstInvalid={firstInvalid}
            testMode={testMode}
            afterpayNote={`Pay in 4 interest-free installments of ${formatCents(afterpayInstalmentCents(totals.totalCents))} with Afterpay.`}
          />
        </Form>
        <aside className="h-fit space-y-4 rounded-2xl border border-stone-200 bg-white p-6 dark:border-stone-800 dark:bg-stone-900">
          <h2 className="text-xl">Order Summary</h2>
          <CartLineList lines={lines} formId={form.id} />
          <div>
            <label htmlFor={fields.discountCode.id} className="mb-1 block text-sm font-medium">
              {CHECKOUT_LABELS.discountCode}
            </label>
            <div className="flex gap-2">
              <input
                {...getInputProps(fields.discountCode, { type: "text" })}
                autoFocus={firstInvalid === "discountCode"}
                className="input uppercase"
                placeholder="WELCOME10"
                autoComplete="off"
                aria-describedby={fields.discountCode.errors ? fields.discountCode.errorId : undefined}
                onKeyDown={(event) => {
                  // Enter in the code field means Apply, not Place Order.
                  if (event.key !== "Enter") return;
                  event.preventDefault();
                  applyButton.current?.click();
                }}
              />
              <button
                ref={applyButton}
                type="submit"
                form={form.id}
                name="intent"
                value="apply-discount"
                formNoValidate
                className="btn-outline px-4"
              >
                Apply
              </button>
            </div>
            {fields.discountCode.errors ? (
              <p id={fields.discountCode.errorId} className="mt-1 text-sm text-red-700 dark:text-red-400">
                {fields.discountCode.errors[0]}
              </p>
            ) : discount ? (
              <p className="mt-1 text-sm text-emerald-800 dark:text-emerald-300">
                {`${discount.code} applied: ${discount.percentOff}% off your fragrances.`}
              </p>
            ) : null}
          </div>
          <OrderTotals totals={totals} discountCode={discount?.code} />
          <button type="submit" form={form.id} name="intent" value="place-order" disabled={busy} className="btn-primary w-full py-3 text-base">
            {busy ? "Processing..." : `Place Order - ${formatCents(totals.totalCents)}`}
          </button>
        </aside>
      </div>
    </CartPageFrame>
  );
}

/** Cache-Control (never cache a cart or an order) and Retry-After reach the browser. */
export const headers: HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Cache-Control") || actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;

export const meta: MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: "Checkout", description: "Checkout" });
