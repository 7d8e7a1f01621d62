import { SettingsError, STRIPE_TAX_NEEDS, type AppEnv } from "~/lib/settings.server";
import { embeddedTaxProvider } from "./embedded-tax-provider";
import { createStripeTaxProvider } from "./stripe-tax-provider";
import type { TaxProvider } from "./tax-provider";

// One Stripe client per settings (a process or a Worker isolate keeps its env).
const stripeTaxProviders = new WeakMap<object, TaxProvider>();

/** TAX_PROVIDER picks where sales tax comes from: the shop's own rates unless it says stripe. */
export function getTaxProvider(env: Pick<AppEnv, "taxProvider" | "stripe">): TaxProvider {
  if (env.taxProvider === "embedded") return embeddedTaxProvider;
  // parseEnv already refuses this; settings put together by hand must not get a provider that cannot call Stripe.
  if (!env.stripe) throw new SettingsError([{ name: "TAX_PROVIDER", expected: STRIPE_TAX_NEEDS }]);
  let provider = stripeTaxProviders.get(env.stripe);
  if (!provider) {
    provider = createStripeTaxProvider(env.stripe);
    stripeTaxProviders.set(env.stripe, provider);
  }
  return provider;
}

/**
 * The provider that priced an order's tax (orders.tax_provider): its sale is
 * recorded and its refunds reversed there, even after TAX_PROVIDER changed,
 * so a Stripe Tax sale is reversed in Stripe and an embedded one needs nothing.
 */
export function getOrderTaxProvider(env: Pick<AppEnv, "taxProvider" | "stripe">, orderProvider: string | null): TaxProvider {
  if (orderProvider === embeddedTaxProvider.name) return embeddedTaxProvider;
  if (orderProvider === "stripe" && env.stripe) return getTaxProvider({ taxProvider: "stripe", stripe: env.stripe });
  return getTaxProvider(env);
}
