import type { AppEnv } from "~/lib/settings.server";
import type { PaymentProvider } from "./payment-provider";
import { createStripeProvider } from "./stripe-provider";
import { testModePaymentProvider } from "./test-mode-provider";

// One Stripe client per settings (a process or a Worker isolate keeps its env).
const stripeProviders = new WeakMap<object, PaymentProvider>();

/** PAYMENT_PROVIDER picks the provider: the embedded test mode unless it says stripe. */
export function getPaymentProvider(env: Pick<AppEnv, "stripe">): PaymentProvider {
  if (!env.stripe) return testModePaymentProvider;
  let provider = stripeProviders.get(env.stripe);
  if (!provider) {
    provider = createStripeProvider(env.stripe);
    stripeProviders.set(env.stripe, provider);
  }
  return provider;
}

/** The provider that took an order's payment: a test-mode order refunds through test mode after the shop goes live. */
export function getOrderPaymentProvider(env: Pick<AppEnv, "stripe">, orderProvider: string | null): PaymentProvider {
  return orderProvider === testModePaymentProvider.name ? testModePaymentProvider : getPaymentProvider(env);
}
