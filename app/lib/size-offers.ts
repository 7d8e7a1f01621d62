// What a shopper and an API client are told about each size of a fragrance
// (issue 34): its label, its price and how much of it is left, as far as a
// page may say. Pure; the stock figures come from stock_levels.
import { SIZE_LABELS, SIZES, sizePriceCents, type SizedFragrance, type Size } from "./sizes";
import { availability, availabilityText, LOW_STOCK_THRESHOLD, type Availability } from "./stock";

/**
 * Pages and the JSON API never carry an exact quantity above the low-stock
 * threshold: anything more reads as this many. The page cache is keyed on the
 * catalogue version, which a trigger moves only when on-hand changes at or
 * below the threshold (migrations/0010), so what is rendered must not change
 * for a sale that leaves more than that on both sides (decision 0025).
 */
export const SHOWN_STOCK_CAP = LOW_STOCK_THRESHOLD + 1;

/** On hand as a page may show it: exact up to the threshold, capped above it. */
export function shownStock(onHand: number): number {
  return Math.max(0, Math.min(Math.trunc(onHand), SHOWN_STOCK_CAP));
}

export type SizeOffer = {
  size: Size;
  label: string;
  priceCents: number;
  /** Capped (shownStock): exact only when it is low. */
  shownStock: number;
  availability: Availability;
  /** "Only 3 left", "Sold out", or null when there is plenty. */
  availabilityText: string | null;
};

/** The sizes a fragrance is offered in, the 10 ml first; the sample only when offered. */
export function sizeOffers(fragrance: SizedFragrance, stock: Partial<Record<Size, number>>): SizeOffer[] {
  return SIZES.flatMap((size) => {
    const priceCents = sizePriceCents(fragrance, size);
    if (priceCents === null) return [];
    const shown = shownStock(stock[size] ?? 0);
    return [{ size, label: SIZE_LABELS[size], priceCents, shownStock: shown, availability: availability(shown), availabilityText: availabilityText(shown) }];
  });
}

/** The JSON API's `sizes` entry: `onHand` only when it is low or none (never a figure above the threshold). */
export type ApiSize = { size: Size; label: string; priceCents: number; availability: Availability; onHand?: number };

export function apiSizes(offers: readonly SizeOffer[]): ApiSize[] {
  return offers.map(({ size, label, priceCents, availability: state, shownStock: shown }) => ({
    size,
    label,
    priceCents,
    availability: state,
    ...(state === "in_stock" ? {} : { onHand: shown }),
  }));
}
