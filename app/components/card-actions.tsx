import { Link } from "@remix-run/react";
import { AddToCartButton } from "./add-to-cart-button";
import { FavoriteToggle } from "./favorite-toggle";

/**
 * The controls every fragrance card carries: add to cart (the 10 ml bottle)
 * and the favourite toggle. A sold-out bottle has no add button: a link to the
 * product page, where the shopper can ask to be told when it is back (or take
 * a sample), takes its place.
 */
export function CardActions({
  fragranceId,
  fragranceName,
  layout,
  soldOut = false,
}: {
  fragranceId: number;
  fragranceName: string;
  layout: "grid" | "list";
  soldOut?: boolean;
}) {
  return (
    <>
      {soldOut ? (
        <Link
          to={`/product/${fragranceId}`}
          className="inline-flex h-11 items-center justify-center rounded-full border border-stone-300 px-4 text-sm font-medium hover:bg-stone-100 dark:border-stone-700 dark:hover:bg-stone-800"
          aria-label={`View ${fragranceName} (sold out)`}
        >
          <span aria-hidden="true">View</span>
        </Link>
      ) : (
        <AddToCartButton fragranceId={fragranceId} fragranceName={fragranceName} variant={layout === "list" ? "default" : "icon"} />
      )}
      <FavoriteToggle fragranceId={fragranceId} fragranceName={fragranceName} />
    </>
  );
}
