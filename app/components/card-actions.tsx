import { AddToCartButton } from "./add-to-cart-button";
import { FavoriteToggle } from "./favorite-toggle";

/** The controls every fragrance card carries: add to cart and the favourite toggle. */
export function CardActions({
  fragranceId,
  fragranceName,
  layout,
}: {
  fragranceId: number;
  fragranceName: string;
  layout: "grid" | "list";
}) {
  return (
    <>
      <AddToCartButton fragranceId={fragranceId} fragranceName={fragranceName} variant={layout === "list" ? "default" : "icon"} />
      <FavoriteToggle fragranceId={fragranceId} fragranceName={fragranceName} />
    </>
  );
}
