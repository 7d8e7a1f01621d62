import { SHIPPING_METHODS, type ShippingMethod } from "~/lib/shipping-rates";
import { salesTaxLabel } from "~/lib/order-tax.server";
import type { SalesTax } from "~/lib/sales-tax";
import type { AddressProblem } from "~/lib/tax-address";
import type { OrderTotals } from "~/lib/promotion-totals";
import { getCartLines } from "~/models/cart.server";
import type { OrderLine } from "~/models/order.server";
import type { AppliedSavings } from "./checkout-discount.server";
import { priceCheckoutMethods, shopPricingRules, type PricingFailure, type TypedAddress } from "./price-checkout.server";
import type { ServiceContext } from "./service-context";

/** One shipping method's price: the totals (tax included) and the tax per line. */
export type MethodQuote = { totals: OrderTotals; tax: SalesTax };

/** The cart priced for every shipping method and the address: what a wallet shows and charges. */
export type CheckoutQuote = { ok: true; lines: OrderLine[]; byMethod: Record<ShippingMethod, MethodQuote> } | { ok: false; kind: "empty-cart" } | PricingFailure;

/**
 * The shopper's cart priced as the order would be, for each shipping method:
 * the code and points (as typed; the pipeline's checks) and the tax for the
 * address. The wallets ask this when the shopper picks an address or a
 * shipping option, so the amounts they show are the server's.
 */
export async function quoteCheckout(
  context: Pick<ServiceContext, "db" | "env">,
  request: {
    cartId: string | null;
    userId: number | null;
    email?: string | null;
    discountCode?: string | null;
    points?: number;
    /** Null before the shopper has shared one (a wallet's button, before its sheet): the amounts before tax. */
    address: TypedAddress | null;
  },
): Promise<CheckoutQuote> {
  const lines = await getCartLines({ db: context.db, cartId: request.cartId });
  if (lines.length === 0) return { ok: false, kind: "empty-cart" };
  const rules = await shopPricingRules(context);
  const priced = await priceCheckoutMethods(
    context,
    {
      ...request,
      email: request.email ?? null,
      lines,
      address: request.address ?? {},
      // No address, no state to collect in: the tax comes with the address.
      rules: request.address ? rules : { ...rules, registeredStates: [] },
    },
    SHIPPING_METHODS,
  );
  if (!priced.ok) return priced;
  const byMethod = Object.fromEntries(SHIPPING_METHODS.map((method) => [method, { totals: priced.byMethod[method]!.priced.totals, tax: priced.byMethod[method]!.priced.tax }]));
  return { ok: true, lines, byMethod: byMethod as Record<ShippingMethod, MethodQuote> };
}

/** What the checkout page shows of tax: none (the shop collects nowhere), the tax per shipping method, or why the address cannot be taxed. */
export type CheckoutTax =
  | { status: "none" }
  | { status: "needs-address" }
  | { status: "quoted"; byMethod: Record<ShippingMethod, SalesTax>; label: string }
  | { status: "problem"; problem: AddressProblem };

/** The tax for the address typed in the checkout form, for each shipping method, with the savings the page shows. */
export async function checkoutTax(
  context: Pick<ServiceContext, "db" | "env">,
  request: { cartId: string | null; userId: number | null; email: string | null; savings: AppliedSavings; address: TypedAddress },
): Promise<CheckoutTax> {
  const rules = await shopPricingRules(context);
  if (rules.registeredStates.length === 0) return { status: "none" };
  if (!request.address.state?.trim() && !request.address.zip?.trim()) return { status: "needs-address" };
  const lines = await getCartLines({ db: context.db, cartId: request.cartId });
  const priced = await priceCheckoutMethods(
    context,
    { lines, discountCode: request.savings.discount?.code ?? null, email: request.email, userId: request.userId, points: request.savings.points, address: request.address, rules },
    SHIPPING_METHODS,
  );
  if (!priced.ok) return priced.kind === "address" ? { status: "problem", problem: { field: priced.field, message: priced.message } } : { status: "needs-address" };
  const byMethod = Object.fromEntries(SHIPPING_METHODS.map((method) => [method, priced.byMethod[method]!.priced.tax])) as Record<ShippingMethod, SalesTax>;
  return { status: "quoted", byMethod, label: salesTaxLabel(byMethod.standard.lines) };
}
