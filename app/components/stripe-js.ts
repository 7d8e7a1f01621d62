// The few Stripe.js calls the shop makes (https://js.stripe.com/v3), typed
// here rather than through @stripe/stripe-js (a loader package we would not
// use), and its one loader: the Payment Element and the wallet buttons share
// one <script> on the page. Stripe mode only: the page's policy names the
// script's origin then (decision 0031).
import type { WalletLineItem, WalletPaymentMethods, WalletShippingRate } from "~/lib/express-checkout";

type StripeError = { message?: string };

/** A wallet's address as the sheet shares it before payment: enough to price shipping and tax. */
export type WalletRegion = { city: string; state: string; postal_code: string; country: string };
export type WalletAddress = WalletRegion & { line1: string; line2: string | null };

type SheetUpdate = { shippingRates?: WalletShippingRate[]; lineItems?: WalletLineItem[] };

export type ExpressCheckoutEvents = {
  ready: { availablePaymentMethods?: Record<string, boolean> };
  click: {
    resolve(options: SheetUpdate & { emailRequired: boolean; shippingAddressRequired: boolean; allowedShippingCountries: string[] }): void;
  };
  shippingaddresschange: { address: WalletRegion; resolve(update: SheetUpdate): void; reject(): void };
  shippingratechange: { shippingRate: { id: string }; resolve(update: SheetUpdate): void; reject(): void };
  confirm: {
    billingDetails?: { name?: string; email?: string };
    shippingAddress?: { name?: string; address: WalletAddress };
    shippingRate?: { id: string };
    paymentFailed(payload?: { reason?: "fail" | "invalid_shipping_address" }): void;
  };
  cancel: Record<string, never>;
};

export type ExpressCheckoutElement = {
  mount(target: HTMLElement): void;
  destroy(): void;
  on<Name extends keyof ExpressCheckoutEvents>(name: Name, handler: (event: ExpressCheckoutEvents[Name]) => void): void;
};

export type StripeElements = {
  create(type: "payment"): { mount(target: HTMLElement): void };
  create(type: "expressCheckout", options: { paymentMethods: WalletPaymentMethods }): ExpressCheckoutElement;
  submit(): Promise<{ error?: StripeError }>;
  update(options: { amount: number }): void;
};

export type StripeJs = {
  elements(options: { mode: "payment"; amount: number; currency: "usd" }): StripeElements;
  confirmPayment(options: { elements: StripeElements; clientSecret: string; confirmParams: { return_url: string } }): Promise<{ error?: StripeError }>;
};

declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeJs;
  }
}

let loading: Promise<void> | null = null;

/** Stripe.js on the page, added once however many parts ask; rejects when it cannot load. */
export function loadStripeJs(scriptUrl: string): Promise<void> {
  if (window.Stripe) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = scriptUrl;
    script.async = true;
    script.addEventListener("load", () => resolve());
    script.addEventListener("error", () => {
      // A later part may try again (the connection may be back by then).
      loading = null;
      script.remove();
      reject(new Error("Stripe.js could not load"));
    });
    document.head.appendChild(script);
  });
  return loading;
}
