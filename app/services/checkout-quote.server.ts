// PLACEHOLDER on the `wallets` branch only: the lead writes the real
// quoteCheckout on main (issue 39); this stand-in has the signature the
// wallets were built against and is replaced by main's file at the merge.
import { priceOrder } from "~/lib/price-order";
import type { OrderTotals } from "~/lib/promotion-totals";
import type { TaxAddress } from "~/lib/sales-tax";
import type { ShippingMethod } from "~/lib/shipping-rates";
import { getCartLines } from "~/models/cart.server";
import type { OrderLine } from "~/models/order.server";
import { getShippingRates } from "~/models/shop-settings.server";
import { judgePromotion } from "./order-promotion.server";
import type { ServiceContext } from "./service-context";

export type CheckoutQuoteInput = {
  cartId: string | null;
  userId: number | null;
  discountCode: string | null;
  points: number;
  shippingMethod: ShippingMethod;
  address: TaxAddress | null;
};

export type CheckoutQuote = { ok: true; lines: OrderLine[]; totals: OrderTotals } | { ok: false; kind: "discount" | "points"; message: string };

export async function quoteCheckout(context: Pick<ServiceContext, "db" | "env">, input: CheckoutQuoteInput): Promise<CheckoutQuote> {
  const lines = await getCartLines({ db: context.db, cartId: input.cartId });
  const judged = input.discountCode ? await judgePromotion(context, { code: input.discountCode, email: null, userId: input.userId, lines }) : null;
  if (judged && !judged.ok) return { ok: false, kind: "discount", message: judged.message };
  const rates = await getShippingRates({ db: context.db });
  const priced = priceOrder({
    lines,
    promotion: judged ? { effect: judged.promotion.effect, restrictions: judged.promotion.restrictions } : null,
    shipping: { method: input.shippingMethod, rates },
    points: input.points,
    tax: { address: input.address, registeredStates: [] },
  });
  return { ok: true, lines, totals: priced.totals };
}
