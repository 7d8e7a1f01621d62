import type { StateCode } from "~/lib/us-states";
import { saveTaxRegistrations } from "~/models/shop-settings.server";
import type { ServiceContext } from "./service-context";

/**
 * An admin's answer to "where is the shop registered to collect sales tax":
 * stored with an audit entry naming the states added and removed. The next
 * checkout taxes orders shipping there; an order already placed keeps its tax.
 */
export async function saveTaxSettings(context: Pick<ServiceContext, "db">, { adminId, states }: { adminId: number; states: readonly StateCode[] }) {
  const { added, removed } = await saveTaxRegistrations({ db: context.db, states, adminId });
  return { ok: true as const, changed: added.length + removed.length > 0, states };
}
