import { subtotalCents } from "~/lib/cart-totals";
import { priceBeforeTax, taxableOrder, withSalesTax, type OrderPriceInput, type PricedOrder } from "~/lib/price-order";
import { codeDiscountCents } from "~/lib/promotion-totals";
import { checkPointsSpend } from "~/lib/rewards";
import { resolveTaxAddress, type AddressProblem } from "~/lib/tax-address";
import type { ShippingMethod, ShippingRates } from "~/lib/shipping-rates";
import type { StateCode } from "~/lib/us-states";
import type { OrderLine } from "~/models/order.server";
import { getPointsWallet } from "~/models/reward-spend.server";
import { getShippingRates, getTaxRegistrations } from "~/models/shop-settings.server";
import { judgePromotion, type AppliedPromotion } from "./order-promotion.server";
import type { ServiceContext } from "./service-context";
import { getTaxProvider } from "./tax/choose-tax-provider";

/** An address as typed (a form, the API, a wallet); only what tax needs. */
export type TypedAddress = { state?: string | null; zip?: string | null; city?: string | null; line?: string | null };

export type CheckoutPricing = {
  /** The code's promotion when one applies, and the lines with what its rules read (gender). */
  promotion: AppliedPromotion | null;
  input: OrderPriceInput;
  /** Totals with tax, the lines' shares of the discount and points, and the tax per line. */
  priced: PricedOrder;
  /** Which tax provider priced it and its calculation's id (Stripe Tax: taxcalc_…). */
  tax: { provider: string; calculation: string | null };
};

export type PricingFailure =
  | { ok: false; kind: "discount"; message: string }
  | { ok: false; kind: "points"; message: string }
  | ({ ok: false; kind: "address" } & AddressProblem)
  | { ok: false; kind: "tax-unavailable"; reason: string };

/** What the shop reads once per pricing: its shipping prices and where it collects tax. */
export type ShopPricingRules = { rates: ShippingRates; registeredStates: StateCode[] };

export async function shopPricingRules(context: Pick<ServiceContext, "db">): Promise<ShopPricingRules> {
  return { rates: await getShippingRates({ db: context.db }), registeredStates: await getTaxRegistrations({ db: context.db }) };
}

/** What the pipeline prices: the lines, the typed code and points, the address, and whose order it is. */
export type CheckoutPriceRequest = {
  lines: readonly OrderLine[];
  discountCode?: string | null;
  email: string | null;
  userId: number | null;
  points?: number;
  address: TypedAddress;
  /** The order's key: a provider asked again for the same order answers the same calculation. */
  idempotencyKey?: string | null;
  rules?: ShopPricingRules;
};

/**
 * The order's price as the pipeline charges it: the code judged by its rule,
 * the points checked against the balance, the shipping priced from the
 * shop's settings, then the tax provider asked for the tax on what is paid
 * (decision 0058). The checkout's figures, the wallets' amounts and the
 * payment API's answer all come from here.
 */
export async function priceCheckout(
  context: Pick<ServiceContext, "db" | "env">,
  request: CheckoutPriceRequest & { shippingMethod: ShippingMethod },
): Promise<({ ok: true } & CheckoutPricing) | PricingFailure> {
  const priced = await priceCheckoutMethods(context, request, [request.shippingMethod]);
  return priced.ok ? { ok: true, ...priced.byMethod[request.shippingMethod]! } : priced;
}

/**
 * The same price for each of `methods` (a page or a wallet showing every
 * shipping option): the code, the points and the address are judged once,
 * then each method is priced and taxed.
 */
export async function priceCheckoutMethods(
  context: Pick<ServiceContext, "db" | "env">,
  request: CheckoutPriceRequest,
  methods: readonly ShippingMethod[],
): Promise<{ ok: true; byMethod: Partial<Record<ShippingMethod, CheckoutPricing>> } | PricingFailure> {
  const rules = request.rules ?? (await shopPricingRules(context));
  const place = resolveTaxAddress(request.address, rules.registeredStates);
  if (!place.ok) return { ok: false, kind: "address", field: place.field, message: place.message };
  let promotion: AppliedPromotion | null = null;
  let lines: OrderPriceInput["lines"] = request.lines;
  if (request.discountCode) {
    const judged = await judgePromotion(context, { code: request.discountCode, email: request.email, userId: request.userId, lines: request.lines });
    if (!judged.ok) return { ok: false, kind: "discount", message: judged.message };
    promotion = judged.promotion;
    lines = judged.lines;
  }
  const points = request.points ?? 0;
  if (points !== 0) {
    const wallet = await getPointsWallet({ db: context.db, userId: request.userId });
    const merchandiseAfterDiscountCents = subtotalCents(request.lines) - codeDiscountCents(request.lines, promotion?.effect ?? null);
    const spend = checkPointsSpend(points, { ...wallet, merchandiseAfterDiscountCents });
    if (!spend.ok) return { ok: false, kind: "points", message: spend.message };
  }
  const provider = getTaxProvider(context.env);
  const byMethod: Partial<Record<ShippingMethod, CheckoutPricing>> = {};
  // One method after another: the embedded database has one connection (decision 0056).
  for (const method of methods) {
    const input: OrderPriceInput = {
      lines,
      promotion: promotion ? { effect: promotion.effect, restrictions: promotion.restrictions } : null,
      shipping: { method, rates: rules.rates },
      points,
    };
    const beforeTax = priceBeforeTax(input);
    const tax = await provider.calculate({
      ...taxableOrder(input, beforeTax, place.address),
      registeredStates: rules.registeredStates,
      ...(request.idempotencyKey ? { idempotencyKey: request.idempotencyKey } : {}),
    });
    if (!tax.ok) return { ok: false, kind: "tax-unavailable", reason: tax.reason };
    const { reference, ...sales } = tax;
    byMethod[method] = { promotion, input, priced: withSalesTax(beforeTax, sales), tax: { provider: provider.name, calculation: reference } };
  }
  return { ok: true, byMethod };
}
