import { addFavorite, removeFavorite } from "~/models/favorite.server";
import type { ServiceContext } from "./service-context";

/**
 * The favourite toggle (/resources/favorites): adds a fragrance to the
 * shopper's favourites, or removes it. Adding one that does not exist is
 * refused; removing one that is already gone is the outcome the shopper
 * wanted.
 */
export async function changeFavorite(
  context: Pick<ServiceContext, "db">,
  { userId, fragranceId, intent }: { userId: number; fragranceId: number; intent: "add" | "remove" },
): Promise<{ ok: true } | { ok: false; reason: "not-found" }> {
  if (intent === "remove") {
    await removeFavorite({ db: context.db, userId, fragranceId });
    return { ok: true };
  }
  const outcome = await addFavorite({ db: context.db, userId, fragranceId });
  return outcome === "not-found" ? { ok: false, reason: "not-found" } : { ok: true };
}
