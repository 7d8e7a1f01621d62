import Stripe from "stripe";
import type { StripeSettings } from "~/lib/settings.server";

/**
 * The Stripe SDK client for the shop's keys, shared by payments and Stripe
 * Tax. The fetch client works the same on Node and Workers; STRIPE_API_*
 * points it at another Stripe-speaking server (the tests' fake Stripe).
 */
export function createStripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    httpClient: Stripe.createFetchHttpClient(),
    // Every money-moving call carries an idempotency key, so Stripe's own retry is safe.
    maxNetworkRetries: 2,
    ...(settings.api ? { host: settings.api.host, port: settings.api.port, protocol: settings.api.protocol } : {}),
  });
}
