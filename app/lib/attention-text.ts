// "What needs attention today" (the admin dashboard, issue 38) and its one-line
// strip on /admin: the result's shape, the lists each line links to, and the
// words, with their plurals and ages. Pure; the counts come from
// app/services/admin-attention.server.ts.
import { shopDay } from "./shop-time";
import { SIZE_SHORT_LABELS, type Size } from "./sizes";

/** An order or a return request waiting, as the list names and links it. */
export type AttentionItem = {
  id: number;
  /** The order's number (orderNumber) or the return's ("3F9A01BC-R1"). */
  number: string;
  /** Milliseconds since the epoch. */
  createdAt: number;
  /** Shop calendar days from the day it was placed (or asked) to today: 0 = today. */
  ageDays: number;
};

export type AttentionSize = { fragranceId: number; name: string; size: Size };

export type AdminAttention = {
  /** Paid orders not yet shipped; `oldest` holds the oldest first, at most ATTENTION_OLDEST_LIMIT. */
  unshipped: { count: number; oldest: AttentionItem[] };
  /** Return requests waiting for a decision (status "requested"), oldest first. */
  returnsAwaiting: { count: number; oldest: AttentionItem[] };
  /** Sizes sold out and low (1 to LOW_STOCK_THRESHOLD), only where the size is sold; a few of each listed. */
  stock: {
    soldOut: AttentionSize[];
    low: (AttentionSize & { onHand: number })[];
    soldOutCount: number;
    lowCount: number;
  };
  /** Reviews waiting for moderation (not approved). */
  reviewsPending: number;
  /** E-mails given up after every retry. */
  emailsFailed: number;
};

/** How many of the oldest orders, returns and sizes the list names. */
export const ATTENTION_OLDEST_LIMIT = 5;

/** The filtered list each line links to: it shows exactly what the line counts. */
export const ATTENTION_LINKS = {
  unshipped: "/admin/orders?status=paid&sort=oldest",
  returnsAwaiting: "/admin/returns?status=requested",
  soldOut: "/admin?stock=sold-out",
  low: "/admin?stock=low",
  reviewsPending: "/admin/reviews?status=pending",
  emailsFailed: "/admin/emails?status=failed",
  dashboard: "/admin/dashboard",
} as const;

export const orderHref = (id: number) => `/admin/orders/${id}`;
export const returnHref = (id: number) => `/admin/returns/${id}`;

export const NOTHING_NEEDS_ATTENTION = "Nothing needs attention today.";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Shop calendar days (Denver) from the day of `from` to the day of `to`: an
 * order placed yesterday at 11 pm is 1 day old at 8 am, as the admin counts
 * days, and a day of 23 or 25 hours (DST) is still one day.
 */
export function ageInShopDays(from: number | Date, to: number | Date): number {
  const day = (value: number | Date) => Date.parse(`${shopDay(value)}T00:00:00Z`);
  return Math.max(0, Math.round((day(to) - day(from)) / DAY_MS));
}

/** "1 order", "3 orders": a count with its noun. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** "1 day", "4 days". */
export const daysText = (days: number) => countOf(days, "day");

/** "— oldest 4 days", "— 4 days old", "— all placed today", for a count waiting since its oldest. */
function waitingSince(count: number, oldestAgeDays: number, today: string): string {
  if (oldestAgeDays <= 0) return count === 1 ? today : `all ${today}`;
  return count === 1 ? `${daysText(oldestAgeDays)} old` : `oldest ${daysText(oldestAgeDays)}`;
}

/** "3 paid orders not yet shipped — oldest 4 days". */
export function unshippedText(count: number, oldestAgeDays: number): string {
  return `${countOf(count, "paid order")} not yet shipped — ${waitingSince(count, oldestAgeDays, "placed today")}`;
}

/** "2 returns waiting for a decision — oldest 3 days". */
export function returnsAwaitingText(count: number, oldestAgeDays: number): string {
  return `${countOf(count, "return")} waiting for a decision — ${waitingSince(count, oldestAgeDays, "asked today")}`;
}

export const soldOutText = (count: number) => `${countOf(count, "size")} sold out`;
export const lowStockText = (count: number) => `${countOf(count, "size")} low in stock`;
export const reviewsPendingText = (count: number) => `${countOf(count, "review")} waiting for moderation`;
export const emailsFailedText = (count: number) => `${countOf(count, "e-mail")} failed to send`;

/** "Velvet Rose (10 ml)", "Oud Noir (2 ml sample)", with "3 left" for a low one. */
export function sizeItemText(item: AttentionSize & { onHand?: number }): string {
  const left = item.onHand === undefined ? "" : `, ${item.onHand} left`;
  return `${item.name} (${SIZE_SHORT_LABELS[item.size]}${left})`;
}

/** "Order #42 (3F9A0C12) · 4 days", as the admin's lists name an order. */
export function oldestOrderText(item: AttentionItem): string {
  return `Order #${item.id} (${item.number}) · ${item.ageDays <= 0 ? "today" : daysText(item.ageDays)}`;
}

/** "Return 3F9A01BC-R1 · 2 days". */
export function oldestReturnText(item: AttentionItem): string {
  return `Return ${item.number} · ${item.ageDays <= 0 ? "today" : daysText(item.ageDays)}`;
}

/** The strip's parts on /admin, zeros left out: "3 orders to ship", "1 return to decide", … */
export function attentionStripParts(attention: AdminAttention): string[] {
  const parts: [number, string][] = [
    [attention.unshipped.count, `${countOf(attention.unshipped.count, "order")} to ship`],
    [attention.returnsAwaiting.count, `${countOf(attention.returnsAwaiting.count, "return")} to decide`],
    [attention.stock.soldOutCount, soldOutText(attention.stock.soldOutCount)],
    [attention.stock.lowCount, `${countOf(attention.stock.lowCount, "size")} low`],
    [attention.reviewsPending, `${countOf(attention.reviewsPending, "review")} to moderate`],
    [attention.emailsFailed, `${countOf(attention.emailsFailed, "failed e-mail")}`],
  ];
  return parts.filter(([count]) => count > 0).map(([, text]) => text);
}

/** "Needs attention: 3 orders to ship · 1 return to decide", or null when nothing does. */
export function attentionStripText(attention: AdminAttention): string | null {
  const parts = attentionStripParts(attention);
  return parts.length ? `Needs attention: ${parts.join(" · ")}` : null;
}
