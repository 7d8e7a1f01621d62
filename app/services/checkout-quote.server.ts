import { SHIPPING_METHODS, type ShippingMethod } from "~/lib/shipping-rates";
import { salesTaxLabel } from "~/lib/order-tax.server";
import type { SalesTax } from "~/lib/sales-tax";
import type { AddressProblem } from "~/lib/tax-address";
import type { OrderTotals } from "~/lib/promotion-totals";
import { getCartLines } from "~/models/cart.server";
import type { OrderLine } from "~/models/order.server";
import type { AppliedSavings } from "./checkout-discount.server";
import { priceCheckout, shopPricingRules, type PricingFailure, type TypedAddress } from "./price-checkout.server";
import type { ServiceContext } from "./service-context";

/** The cart priced for one shipping method and address: what a wallet shows and charges. */
export type CheckoutQuote = { ok: true; lines: OrderLine[]; totals: OrderTotals; tax: SalesTax } | { ok: false; kind: "empty-cart" } | PricingFailure;

/**
 * The shopper's cart priced as the order would be: the code and points (as
 * typed; the pipeline's checks), the shipping method, and the tax for the
 * address. The wallets ask this when the shopper picks an address or a
 * shipping option, so the amount they show is the server's.
 */
export async function quoteCheckout(
  context: Pick<ServiceContext, "db" | "env">,
  request: {
    cartId: string | null;
    userId: number | null;
    email?: string | null;
    discountCode?: string | null;
    points?: number;
    shippingMethod: ShippingMethod;
    /** Null before the shopper has shared one (a wallet's button, before its sheet): the amounts before tax. */
    address: TypedAddress | null;
  },
): Promise<CheckoutQuote> {
  const lines = await getCartLines({ db: context.db, cartId: request.cartId });
  if (lines.length === 0) return { ok: false, kind: "empty-cart" };
  const rules = await shopPricingRules(context);
  const priced = await priceCheckout(context, {
    ...request,
    email: request.email ?? null,
    lines,
    address: request.address ?? {},
    // No address, no state to collect in: the tax comes with the address.
    rules: request.address ? rules : { ...rules, registeredStates: [] },
  });
  if (!priced.ok) return priced;
  return { ok: true, lines, totals: priced.priced.totals, tax: priced.priced.tax };
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
  const byMethod: Partial<Record<ShippingMethod, SalesTax>> = {};
  for (const shippingMethod of SHIPPING_METHODS) {
    const priced = await priceCheckout(context, {
      lines,
      discountCode: request.savings.discount?.code ?? null,
      email: request.email,
      userId: request.userId,
      points: request.savings.points,
      shippingMethod,
      address: request.address,
      rules,
    });
    if (!priced.ok) return priced.kind === "address" ? { status: "problem", problem: { field: priced.field, message: priced.message } } : { status: "needs-address" };
    byMethod[shippingMethod] = priced.priced.tax;
  }
  return { status: "quoted", byMethod: byMethod as Record<ShippingMethod, SalesTax>, label: salesTaxLabel(byMethod.standard!.lines) };
}
