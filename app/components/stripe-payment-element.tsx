import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from "react";
import { FormAlert } from "~/components/ui/form-alert";
import { loadStripeJs, type StripeElements, type StripeJs } from "./stripe-js";

export type StripePaymentHandle = {
  /** True once Stripe's fields are on the page; until then the form posts to Stripe Checkout. */
  ready(): boolean;
  /** Checks Stripe's fields (card details stay in Stripe's frame), before the order is placed. */
  check(): Promise<string | null>;
  /** Confirms the order's payment in Stripe's fields; Stripe then sends the shopper to `returnUrl`. */
  confirm(payment: { clientSecret: string; returnUrl: string }): Promise<string | null>;
};

/**
 * Stripe's Payment Element in the checkout form (decision 0031): Stripe.js is
 * loaded here only, in Stripe mode only, and the card is typed into Stripe's
 * own frame, so no card number or CVV ever reaches our server. Without
 * JavaScript nothing mounts and Place Order goes to Stripe Checkout instead.
 */
export const StripePaymentElement = forwardRef<StripePaymentHandle, { publishableKey: string; scriptUrl: string; amountCents: number }>(
  function StripePaymentElement({ publishableKey, scriptUrl, amountCents }, ref) {
    const target = useRef<HTMLDivElement>(null);
    const stripe = useRef<{ js: StripeJs; elements: StripeElements } | null>(null);
    const [mounted, setMounted] = useState(false);
    const [error, setError] = useState<string | null>(null);

    useEffect(() => {
      let cancelled = false;
      const mount = () => {
        if (cancelled || !window.Stripe || !target.current || stripe.current) return;
        const js = window.Stripe(publishableKey);
        const elements = js.elements({ mode: "payment", amount: amountCents, currency: "usd" });
        elements.create("payment").mount(target.current);
        stripe.current = { js, elements };
        setMounted(true);
      };
      // Allowed by the page's policy by its origin (Stripe mode only).
      loadStripeJs(scriptUrl).then(mount, () => setError("The card form could not load. Place Order takes you to Stripe's secure page."));
      return () => {
        cancelled = true;
      };
      // The amount is read at mount only: Stripe checks the intent's own amount when confirming.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [publishableKey, scriptUrl]);

    useImperativeHandle(ref, () => ({
      ready: () => stripe.current !== null,
      async check() {
        const result = await stripe.current?.elements.submit();
        const message = result?.error ? (result.error.message ?? "Please check your card details.") : null;
        setError(message);
        return message;
      },
      async confirm({ clientSecret, returnUrl }) {
        if (!stripe.current) return "The card form is not ready.";
        const { js, elements } = stripe.current;
        const result = await js.confirmPayment({ elements, clientSecret, confirmParams: { return_url: returnUrl } });
        const message = result.error ? (result.error.message ?? "Your payment was not accepted.") : null;
        setError(message);
        return message;
      },
    }));

    return (
      <div className="space-y-3 sm:col-span-2">
        {error ? <FormAlert title="Payment">{error}</FormAlert> : null}
        <div ref={target} data-testid="stripe-payment-element" />
        {mounted ? null : (
          <p className="text-sm text-stone-600 dark:text-stone-400">
            You enter your card on Stripe&apos;s secure payment page after Place Order. Your card details never reach our server.
          </p>
        )}
      </div>
    );
  },
);
