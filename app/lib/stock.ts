// What a shopper is told about stock, and how much of it can be sold (issue 34,
// decision 0050). Pure; the numbers come from stock_levels.
import { lineName, type Size } from "./sizes";

/** At this many or fewer, pages say "Only N left" (the trigger in migrations/0010 uses the same number). */
export const LOW_STOCK_THRESHOLD = 5;

export type Availability = "in_stock" | "low" | "sold_out";

export function availability(onHand: number): Availability {
  if (onHand <= 0) return "sold_out";
  return onHand <= LOW_STOCK_THRESHOLD ? "low" : "in_stock";
}

/** The words on cards and the product page; null when there is plenty. */
export function availabilityText(onHand: number): string | null {
  const state = availability(onHand);
  if (state === "sold_out") return "Sold out";
  return state === "low" ? `Only ${onHand} left` : null;
}

/** schema.org's ItemAvailability for the product's JSON-LD offer. */
export function schemaOrgAvailability(onHand: number): string {
  const state = availability(onHand);
  if (state === "sold_out") return "https://schema.org/OutOfStock";
  return state === "low" ? "https://schema.org/LimitedAvailability" : "https://schema.org/InStock";
}

/** The message when a cart (or an API order) asks for more than the shelf holds; a cart is set to what is left. */
export function onlyLeftMessage(name: string, size: Size, onHand: number, cartUpdated = true): string {
  const left = `Only ${Math.max(0, onHand)} left of ${lineName(name, size)}`;
  return cartUpdated ? `${left}: your cart was updated.` : `${left}.`;
}

/** A quantity for an admin's form: whole, 0 to a million. */
export const MAX_STOCK_QUANTITY = 1_000_000;

export const STOCK_REASON_LABELS = {
  received: "Received",
  counted: "Counted",
  damaged: "Damaged",
  sold: "Sold",
  returned: "Returned",
  cancelled: "Cancelled",
} as const;

/** The reasons an admin may give when setting a quantity on hand; the rest are written by the order pipeline. */
export const ADMIN_STOCK_REASONS = ["received", "counted", "damaged"] as const;
export type AdminStockReason = (typeof ADMIN_STOCK_REASONS)[number];
