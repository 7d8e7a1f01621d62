import { getZodConstraint } from "@conform-to/zod/v4";
import { checkoutSchemaFor } from "~/lib/checkout-schema";
import { deliveryWindow } from "~/lib/delivery-window";
import type { DeliveryWindow } from "~/lib/shipping";
import { SHIPPING_METHODS, type ShippingMethod } from "~/lib/shipping-rates";
import { getCartLines } from "~/models/cart.server";
import { getPointsWallet } from "~/models/reward-spend.server";
import { getShippingRates, getTaxRegistrations } from "~/models/shop-settings.server";
import { getPaymentProvider } from "./payment/choose-provider";
import type { ServiceContext } from "./service-context";

/**
 * What the checkout page shows: the shopper's cart, their e-mail when signed
 * in (else ""), a fresh order key, how the card is taken, the shipping
 * prices with the days each method would arrive if ordered now, and a Scent
 * Rewards member's balance (null for anyone else: no points field).
 */
export async function checkoutPage(
  context: Pick<ServiceContext, "db" | "env">,
  { cartId, email, userId }: { cartId: string | null; email: string; userId: number | null },
) {
  const onPage = paymentOnPage(context);
  const now = Date.now();
  const wallet = await getPointsWallet({ db: context.db, userId });
  return {
    rewards: wallet.member ? { balance: wallet.balance } : null,
    lines: await getCartLines({ db: context.db, cartId }),
    shippingRates: await getShippingRates({ db: context.db }),
    // Whether the totals have a Sales tax row: the shop collects in some state (the amount follows the address).
    taxCollected: (await getTaxRegistrations({ db: context.db })).length > 0,
    deliveryWindows: Object.fromEntries(SHIPPING_METHODS.map((method) => [method, deliveryWindow(method, now)])) as Record<ShippingMethod, DeliveryWindow>,
    // A fresh key per rendered form: resubmitting this form can only ever make one order.
    idempotencyKey: crypto.randomUUID(),
    email,
    ...onPage,
    // The fields' HTML constraints (required, lengths) from the schema, so the
    // page needs no zod to render them (decision 0035).
    constraint: getZodConstraint(checkoutSchemaFor(onPage.payment.kind)),
  };
}

/** Which fields take the card, so which schema judges the form: ours ("card-form", test mode) or the provider's ("hosted", Stripe). */
export function checkoutPaymentKind(context: Pick<ServiceContext, "env">) {
  return getPaymentProvider(context.env).kind;
}

/** How the page takes the card: our own fields (test mode) or the provider's (Stripe's Payment Element). */
function paymentOnPage(context: Pick<ServiceContext, "env">) {
  const provider = getPaymentProvider(context.env);
  return {
    testMode: provider.testMode,
    payment:
      provider.kind === "hosted"
        ? { kind: provider.kind, publishableKey: provider.publishableKey, scriptUrl: provider.scriptUrl }
        : { kind: provider.kind, publishableKey: null, scriptUrl: null },
  };
}
