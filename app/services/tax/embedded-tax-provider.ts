import { computeSalesTax } from "~/lib/sales-tax";
import type { TaxProvider } from "./tax-provider";

/**
 * Sales tax from the shop's own rates (app/lib/tax-rates.ts), worked out here
 * with the same pure function the checkout page shows. Nothing is recorded
 * anywhere else: the shop's own books are its orders and refunds tables.
 */
export const embeddedTaxProvider: TaxProvider = {
  name: "embedded",

  async calculate(request) {
    const { lines, shippingCents, address } = request;
    return { ok: true, ...computeSalesTax({ lines, shippingCents, address }, request.registeredStates), reference: null };
  },

  async recordSale() {
    return { ok: true, reference: null };
  },

  async reverse() {
    return { ok: true, reference: null };
  },
};
