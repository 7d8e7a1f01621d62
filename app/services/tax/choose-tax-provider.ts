// TEMPORARY until the stripe-tax branch lands.
import { computeSalesTax } from "~/lib/sales-tax";
import type { AppEnv } from "~/lib/settings.server";
import type { TaxProvider } from "./tax-provider";

const embedded: TaxProvider = {
  name: "embedded",
  calculate: async (request) => ({ ok: true, ...computeSalesTax(request, request.registeredStates), reference: null }),
  recordSale: async () => ({ ok: true, reference: null }),
  reverse: async () => ({ ok: true, reference: null }),
};

export function getTaxProvider(env: Pick<AppEnv, "stripe">): TaxProvider {
  void env;
  return embedded;
}
