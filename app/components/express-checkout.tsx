import { useEffect, useId, useRef, useState } from "react";
import { FormAlert } from "~/components/ui/form-alert";
import type { WalletPaymentMethods, WalletQuote } from "~/lib/express-checkout";
import { loadStripeJs, type WalletAddress, type WalletRegion } from "./stripe-js";

export type ExpressCheckoutProps = {
  publishableKey: string;
  scriptUrl: string;
  /** The checkout's applied code and points (the server judges them again); none from the cart. */
  discountCode?: string | null;
  points?: number;
  /** Spacing from the page around it (the section exists only once the page has hydrated). */
  className?: string;
};

const ENDPOINT = "/resources/express-checkout";
const UNREACHABLE = "We could not reach the shop. Please check your connection and try again.";

type Answer<Body> = { ok: true; body: Body } | { ok: false; message: string };
type QuoteBody = WalletQuote & { paymentMethods: WalletPaymentMethods };
type PlaceBody = { clientSecret: string | null; returnUrl: string };

/** One post to our server; any refusal comes back as the message it carries. */
async function post<Body>(fields: Record<string, string>): Promise<Answer<Body>> {
  try {
    const response = await fetch(ENDPOINT, { method: "POST", body: new URLSearchParams(fields), headers: { Accept: "application/json" } });
    const body = (await response.json()) as Body & { message?: string };
    return response.ok ? { ok: true, body } : { ok: false, message: body.message ?? UNREACHABLE };
  } catch {
    return { ok: false, message: UNREACHABLE };
  }
}

/** The sheet's address as our form fields (`address.zip`, …); none before the sheet has one. */
function addressFields(address: WalletRegion | WalletAddress | null): Record<string, string> {
  if (!address) return {};
  const fields: Record<string, string> = { "address.city": address.city, "address.state": address.state, "address.zip": address.postal_code, "address.country": address.country };
  if ("line1" in address) Object.assign(fields, { "address.line1": address.line1, "address.line2": address.line2 ?? "" });
  return fields;
}

/**
 * The one-tap wallet buttons (Stripe's Express Checkout Element: Apple Pay,
 * Google Pay, Link, PayPal, as the browser, the account and
 * STRIPE_PAYMENT_METHODS allow), issue 39. Stripe.js's deferred-intent mode:
 * no PaymentIntent exists until the wallet has authorised the payment. Every
 * amount the sheet shows is our server's quote for the address and shipping
 * option picked in it; on confirmation our server places the order (pending,
 * the same pipeline as the checkout form) for the amount shown and answers
 * the intent's client secret, and Stripe.js confirms it. The order becomes
 * paid by Stripe's webhook. Rendered with JavaScript only (ExpressCheckoutSlot).
 */
export default function ExpressCheckout({ publishableKey, scriptUrl, discountCode = null, points = 0, className = "" }: ExpressCheckoutProps) {
  const target = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const [shown, setShown] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    let destroy = () => {};
    const savings = { discountCode: discountCode ?? "", points: String(points) };
    const quote = (shippingMethod: string, address: WalletRegion | null) =>
      post<QuoteBody>({ intent: "quote", ...savings, shippingMethod, ...addressFields(address) });
    // One key per page: a second confirmation (a retry after a refusal) finds the same order and intent.
    const idempotencyKey = crypto.randomUUID();

    async function mount() {
      const first = await quote("standard", null);
      if (!first.ok) return; // an empty cart, test mode: no wallet, the page works as without
      // What the sheet shows now, and the address it was priced for.
      let sheet: WalletQuote = first.body;
      let region: WalletRegion | null = null;
      await loadStripeJs(scriptUrl);
      if (cancelled || !window.Stripe || !target.current) return;
      const stripe = window.Stripe(publishableKey);
      const elements = stripe.elements({ mode: "payment", amount: sheet.totalCents, currency: "usd" });
      const element = elements.create("expressCheckout", { paymentMethods: first.body.paymentMethods });
      destroy = () => element.destroy();
      // The sheet says no to the address or option; the page says why.
      const refuse = (message: string, reject: () => void) => {
        reject();
        setProblem(message);
      };
      const priced = (answer: QuoteBody) => {
        sheet = answer;
        elements.update({ amount: answer.totalCents });
      };

      element.on("ready", (event) => setShown(Boolean(event.availablePaymentMethods)));
      // Answered at once (Apple Pay allows one second): the options and rows priced before the click.
      element.on("click", (event) => {
        setProblem(null);
        event.resolve({
          emailRequired: true,
          shippingAddressRequired: true,
          allowedShippingCountries: ["US"],
          shippingRates: sheet.shippingRates,
          lineItems: sheet.lineItems,
        });
      });
      element.on("shippingaddresschange", (event) => {
        void quote(sheet.shippingMethod, event.address).then((answer) => {
          if (!answer.ok) return refuse(answer.message, event.reject);
          region = event.address;
          priced(answer.body);
          event.resolve({ shippingRates: answer.body.shippingRates, lineItems: answer.body.lineItems });
        });
      });
      element.on("shippingratechange", (event) => {
        void quote(event.shippingRate.id, region).then((answer) => {
          if (!answer.ok) return refuse(answer.message, event.reject);
          priced(answer.body);
          event.resolve({ lineItems: answer.body.lineItems });
        });
      });
      element.on("confirm", (event) => {
        const failed = (message: string) => {
          event.paymentFailed();
          setProblem(message);
        };
        void (async () => {
          const submitted = await elements.submit();
          if (submitted.error) return failed(submitted.error.message ?? "Your wallet did not authorise the payment.");
          const shipping = event.shippingAddress;
          if (!shipping) return failed("Your wallet did not share a shipping address.");
          const placed = await post<PlaceBody>({
            intent: "place",
            ...savings,
            shippingMethod: event.shippingRate?.id ?? sheet.shippingMethod,
            name: shipping.name || event.billingDetails?.name || "",
            email: event.billingDetails?.email ?? "",
            ...addressFields(shipping.address),
            expectedTotal: String(sheet.totalCents),
            idempotencyKey,
          });
          if (!placed.ok) return failed(placed.message);
          // Paid already (this key's order, confirmed before): its page says so.
          if (!placed.body.clientSecret) return window.location.assign(placed.body.returnUrl);
          const result = await stripe.confirmPayment({ elements, clientSecret: placed.body.clientSecret, confirmParams: { return_url: placed.body.returnUrl } });
          // On success Stripe.js has sent the browser to the order's page.
          if (result.error) setProblem(result.error.message ?? "Your payment was not accepted.");
        })();
      });
      element.mount(target.current);
    }

    // Without Stripe.js (blocked, offline) there is no wallet; the checkout form still works.
    mount().catch(() => setShown(false));
    return () => {
      cancelled = true;
      destroy();
    };
  }, [publishableKey, scriptUrl, discountCode, points]);

  return (
    <section aria-labelledby={shown ? headingId : undefined} className={`space-y-3 ${className}`} data-testid="express-checkout">
      {shown ? (
        <h2 id={headingId} className="text-lg">
          Express checkout
        </h2>
      ) : null}
      {problem ? <FormAlert title="Payment not completed">{problem}</FormAlert> : null}
      <div ref={target} />
    </section>
  );
}
