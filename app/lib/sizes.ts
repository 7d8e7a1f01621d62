// The sizes a fragrance is sold in (issue 34): the spec's 10 ml roll-on at the
// fragrance's price, and a 2 ml sample at its own price, which an admin may
// turn off per fragrance. Pure, so pages, pricing and e-mails name and price
// a size the same way.
import { SIZES } from "../../db/schema/columns";

export { SIZES };
export type Size = (typeof SIZES)[number];

export const DEFAULT_SIZE: Size = "10ml";
export const SAMPLE_SIZE: Size = "2ml";
/** A new fragrance's sample price until an admin sets another. */
export const DEFAULT_SAMPLE_PRICE_CENTS = 500;
/** Samples are for trying: at most this many of one fragrance per order. */
export const MAX_SAMPLES_PER_FRAGRANCE = 3;

export const SIZE_LABELS: Record<Size, string> = { "10ml": "10 ml roll-on", "2ml": "2 ml sample" };
/** The short form beside a line's name in the cart, orders and e-mails. */
export const SIZE_SHORT_LABELS: Record<Size, string> = { "10ml": "10 ml", "2ml": "2 ml sample" };

export function isSize(value: unknown): value is Size {
  return typeof value === "string" && (SIZES as readonly string[]).includes(value);
}

export type SizedFragrance = { price: number; samplePriceCents: number; samplesOffered: boolean };

/** What one unit of a size costs, or null when that size is not offered. */
export function sizePriceCents(fragrance: SizedFragrance, size: Size): number | null {
  if (size === DEFAULT_SIZE) return fragrance.price;
  return fragrance.samplesOffered ? fragrance.samplePriceCents : null;
}

/** The most one line of this size may hold, whatever the stock. */
export function maxQuantityForSize(size: Size, lineMax: number): number {
  return size === SAMPLE_SIZE ? Math.min(MAX_SAMPLES_PER_FRAGRANCE, lineMax) : lineMax;
}

/** "Midnight Oud (2 ml sample)" for messages; 10 ml lines keep the plain name, as before sizes. */
export function lineName(name: string, size: Size): string {
  return size === DEFAULT_SIZE ? name : `${name} (${SIZE_SHORT_LABELS[size]})`;
}

export const SAMPLE_LIMIT_MESSAGE = `Samples are limited to ${MAX_SAMPLES_PER_FRAGRANCE} per fragrance per order.`;

/** A cart line's part of element ids and field names: "94" for the bottle (as before sizes), "94-2ml" for its sample. */
export function cartLineSuffix(line: { fragranceId: number; size: Size }): string {
  return line.size === DEFAULT_SIZE ? String(line.fragranceId) : `${line.fragranceId}-${line.size}`;
}
