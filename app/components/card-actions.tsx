import { FavoriteToggle } from "./favorite-toggle";

/** The controls every fragrance card carries. */
export function CardActions({ fragranceId, fragranceName }: { fragranceId: number; fragranceName: string }) {
  return <FavoriteToggle fragranceId={fragranceId} fragranceName={fragranceName} />;
}
