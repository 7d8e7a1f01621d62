const CART_BADGE_CAP = 99;

/** The header badge: the item count, '99+' above 99, nothing for an empty cart. */
export function cartBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > CART_BADGE_CAP ? `${CART_BADGE_CAP}+` : String(count);
}
