import type { ShippingRates } from "~/lib/shipping-rates";
import { saveShippingRates } from "~/models/shop-settings.server";
import type { ServiceContext } from "./service-context";

/**
 * An admin's new shipping prices and free-shipping threshold: stored with an
 * audit entry naming what changed. Checkout prices the next order with them;
 * an order already placed keeps what it was charged.
 */
export async function saveShippingSettings(context: Pick<ServiceContext, "db">, { adminId, rates }: { adminId: number; rates: ShippingRates }) {
  const { changed } = await saveShippingRates({ db: context.db, rates, adminId });
  return { ok: true as const, changed: changed.length > 0 };
}
