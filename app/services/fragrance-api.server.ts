import { apiSizes, sizeOffers, type ApiSize } from "~/lib/size-offers";
import { listFragranceSizeFacts } from "~/models/fragrance-sizes.server";
import type { ServiceContext } from "./service-context";

/**
 * The JSON API's fragrances with their `sizes` (issue 34): label, price and
 * availability per size offered, `onHand` only when low or none (never an
 * exact quantity above the low-stock threshold: these answers are cached like
 * pages, decision 0025). One query for the whole page of fragrances. A card's
 * own stock column (`stock10ml`) is not part of the API's shape.
 */
export async function withApiSizes<Item extends { id: number; stock10ml?: number }>(
  context: Pick<ServiceContext, "db">,
  items: readonly Item[],
): Promise<(Omit<Item, "stock10ml"> & { sizes: ApiSize[] })[]> {
  const facts = await listFragranceSizeFacts({ db: context.db, fragranceIds: items.map((item) => item.id) });
  return items.map(({ stock10ml: _card, ...item }) => {
    const fact = facts.get(item.id);
    return { ...item, sizes: fact ? apiSizes(sizeOffers(fact, fact.stock)) : [] };
  });
}
