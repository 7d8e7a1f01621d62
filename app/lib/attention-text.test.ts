import { describe, expect, it } from "vitest";
import {
  ageInShopDays,
  attentionStripParts,
  attentionStripText,
  emailsFailedText,
  lowStockText,
  oldestOrderText,
  oldestReturnText,
  returnsAwaitingText,
  reviewsPendingText,
  sizeItemText,
  soldOutText,
  unshippedText,
  type AdminAttention,
} from "./attention-text";

const nothing: AdminAttention = {
  unshipped: { count: 0, oldest: [] },
  returnsAwaiting: { count: 0, oldest: [] },
  stock: { soldOut: [], low: [], soldOutCount: 0, lowCount: 0 },
  reviewsPending: 0,
  emailsFailed: 0,
};

describe("what needs attention: ages", () => {
  it("counts shop calendar days (Denver), not 24-hour periods", () => {
    // Nov 25, 11 pm MST (06:00 UTC on the 26th) to Nov 26, 8 am MST: 9 hours, but yesterday.
    expect(ageInShopDays(Date.parse("2026-11-26T06:00:00Z"), Date.parse("2026-11-26T15:00:00Z"))).toBe(1);
    // Nov 26, 00:30 MST to Nov 26, 11 pm MST: the same day, however late.
    expect(ageInShopDays(Date.parse("2026-11-26T07:30:00Z"), Date.parse("2026-11-27T06:00:00Z"))).toBe(0);
    expect(ageInShopDays(Date.parse("2026-11-20T18:00:00Z"), Date.parse("2026-11-26T18:00:00Z"))).toBe(6);
  });

  it("counts a day of 23 or 25 hours (a DST change) as one day", () => {
    // Mar 8, 2026 springs forward; Nov 1, 2026 falls back (Denver).
    expect(ageInShopDays(Date.parse("2026-03-07T19:00:00Z"), Date.parse("2026-03-09T18:00:00Z"))).toBe(2);
    expect(ageInShopDays(Date.parse("2026-10-31T18:00:00Z"), Date.parse("2026-11-02T19:00:00Z"))).toBe(2);
  });

  it("never says a negative age (a clock a little behind the row)", () => {
    expect(ageInShopDays(Date.parse("2026-11-27T18:00:00Z"), Date.parse("2026-11-26T18:00:00Z"))).toBe(0);
  });
});

describe("what needs attention: lines", () => {
  it("says how many orders wait and how long the oldest has", () => {
    expect(unshippedText(3, 4)).toBe("3 paid orders not yet shipped — oldest 4 days");
    expect(unshippedText(2, 1)).toBe("2 paid orders not yet shipped — oldest 1 day");
    expect(unshippedText(1, 4)).toBe("1 paid order not yet shipped — 4 days old");
    expect(unshippedText(1, 0)).toBe("1 paid order not yet shipped — placed today");
    expect(unshippedText(5, 0)).toBe("5 paid orders not yet shipped — all placed today");
  });

  it("says how many returns wait for a decision", () => {
    expect(returnsAwaitingText(2, 3)).toBe("2 returns waiting for a decision — oldest 3 days");
    expect(returnsAwaitingText(1, 1)).toBe("1 return waiting for a decision — 1 day old");
    expect(returnsAwaitingText(1, 0)).toBe("1 return waiting for a decision — asked today");
  });

  it("counts sizes, reviews and e-mails with their plurals", () => {
    expect(soldOutText(1)).toBe("1 size sold out");
    expect(soldOutText(2)).toBe("2 sizes sold out");
    expect(lowStockText(4)).toBe("4 sizes low in stock");
    expect(reviewsPendingText(1)).toBe("1 review waiting for moderation");
    expect(reviewsPendingText(5)).toBe("5 reviews waiting for moderation");
    expect(emailsFailedText(1)).toBe("1 e-mail failed to send");
    expect(emailsFailedText(2)).toBe("2 e-mails failed to send");
  });

  it("names a size, and what is left of a low one", () => {
    expect(sizeItemText({ fragranceId: 1, name: "Velvet Rose", size: "10ml" })).toBe("Velvet Rose (10 ml)");
    expect(sizeItemText({ fragranceId: 1, name: "Oud Noir", size: "2ml", onHand: 3 })).toBe("Oud Noir (2 ml sample, 3 left)");
  });

  it("names the oldest orders and returns as the admin lists do, with their age", () => {
    expect(oldestOrderText({ id: 42, number: "3F9A0C12", createdAt: 0, ageDays: 4 })).toBe("Order #42 (3F9A0C12) · 4 days");
    expect(oldestOrderText({ id: 7, number: "0A1B2C3D", createdAt: 0, ageDays: 0 })).toBe("Order #7 (0A1B2C3D) · today");
    expect(oldestReturnText({ id: 3, number: "3F9A01BC-R1", createdAt: 0, ageDays: 1 })).toBe("Return 3F9A01BC-R1 · 1 day");
  });
});

describe("what needs attention: the strip on /admin", () => {
  it("lists every part with its count, in the dashboard's order", () => {
    const all: AdminAttention = {
      unshipped: { count: 3, oldest: [] },
      returnsAwaiting: { count: 1, oldest: [] },
      stock: { soldOut: [], low: [], soldOutCount: 2, lowCount: 4 },
      reviewsPending: 5,
      emailsFailed: 1,
    };
    expect(attentionStripText(all)).toBe(
      "Needs attention: 3 orders to ship · 1 return to decide · 2 sizes sold out · 4 sizes low · 5 reviews to moderate · 1 failed e-mail",
    );
  });

  it("leaves out what is zero, and says nothing when nothing needs attention", () => {
    expect(attentionStripParts({ ...nothing, unshipped: { count: 1, oldest: [] }, emailsFailed: 2 })).toEqual(["1 order to ship", "2 failed e-mails"]);
    expect(attentionStripParts({ ...nothing, stock: { ...nothing.stock, lowCount: 1 } })).toEqual(["1 size low"]);
    expect(attentionStripText(nothing)).toBeNull();
  });
});
