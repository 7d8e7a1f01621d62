import { describe, expect, it } from "vitest";
import { planReturn } from "./return-plan";
import {
  eligibleQuantities,
  isWindowOpen,
  lineClosedMessage,
  NOT_DELIVERED_MESSAGE,
  NOTHING_LEFT_MESSAGE,
  orderReturnState,
  RETURN_REASON_LABELS,
  returnWindow,
  windowClosedMessage,
  type EarlierReturn,
  type ReturnableLine,
} from "./returns";

const at = (iso: string) => new Date(iso).getTime();
const MINUTE = 60_000;

describe("return windows, in the shop's calendar days (Denver)", () => {
  it("winter (MST): delivered Nov 26, returns open through Dec 26 and exchanges through Dec 3, to Denver's midnight", () => {
    const delivered = at("2026-11-26T18:00:00Z"); // 11:00 am MST
    expect(returnWindow(delivered, "unopened")).toEqual({ lastDay: "2026-12-26", closesAt: at("2026-12-27T07:00:00Z") });
    expect(isWindowOpen(delivered, "unopened", at("2026-12-27T06:59:00Z"))).toBe(true); // Dec 26, 11:59 pm
    expect(isWindowOpen(delivered, "unopened", at("2026-12-27T07:00:00Z"))).toBe(false); // Dec 27, 0:00 am
    expect(returnWindow(delivered, "defective")).toEqual({ lastDay: "2026-12-03", closesAt: at("2026-12-04T07:00:00Z") });
    expect(isWindowOpen(delivered, "defective", at("2026-12-04T07:00:00Z") - MINUTE)).toBe(true);
    expect(isWindowOpen(delivered, "defective", at("2026-12-04T07:00:00Z"))).toBe(false);
  });

  it("counts from the Denver day of delivery, not UTC's: 11:30 pm MST is still Nov 26", () => {
    const lateEvening = at("2026-11-27T06:30:00Z");
    expect(returnWindow(lateEvening, "unopened").lastDay).toBe("2026-12-26");
    const justAfterMidnight = at("2026-11-27T07:00:00Z");
    expect(returnWindow(justAfterMidnight, "unopened").lastDay).toBe("2026-12-27");
  });

  it("summer (MDT): delivered Jul 4, the windows shut at midnight MDT (06:00 UTC)", () => {
    const delivered = at("2026-07-04T15:00:00Z"); // 9:00 am MDT
    expect(returnWindow(delivered, "unopened")).toEqual({ lastDay: "2026-08-03", closesAt: at("2026-08-04T06:00:00Z") });
    expect(isWindowOpen(delivered, "unopened", at("2026-08-04T05:59:00Z"))).toBe(true);
    expect(isWindowOpen(delivered, "unopened", at("2026-08-04T06:00:00Z"))).toBe(false);
    expect(returnWindow(delivered, "defective")).toEqual({ lastDay: "2026-07-11", closesAt: at("2026-07-12T06:00:00Z") });
    expect(isWindowOpen(delivered, "defective", at("2026-07-12T05:59:00Z"))).toBe(true);
    expect(isWindowOpen(delivered, "defective", at("2026-07-12T06:00:00Z"))).toBe(false);
  });

  it("across the fall-back change (Nov 1): delivered in MDT, the window shuts at midnight MST, an hour later in UTC", () => {
    const delivered = at("2026-10-20T16:00:00Z"); // Oct 20, 10:00 am MDT
    expect(returnWindow(delivered, "unopened")).toEqual({ lastDay: "2026-11-19", closesAt: at("2026-11-20T07:00:00Z") });
    // 30 × 24 hours from Oct 21's MDT midnight would end at 06:00 UTC; the shopper still has that hour.
    expect(isWindowOpen(delivered, "unopened", at("2026-11-20T06:59:00Z"))).toBe(true);
    expect(isWindowOpen(delivered, "unopened", at("2026-11-20T07:00:00Z"))).toBe(false);
    const beforeChange = at("2026-10-28T20:00:00Z"); // Oct 28, MDT
    expect(returnWindow(beforeChange, "defective")).toEqual({ lastDay: "2026-11-04", closesAt: at("2026-11-05T07:00:00Z") });
  });

  it("across the spring-forward change (Mar 8): delivered in MST, the window shuts at midnight MDT", () => {
    const delivered = at("2026-03-05T20:00:00Z"); // Mar 5, 1:00 pm MST
    expect(returnWindow(delivered, "defective")).toEqual({ lastDay: "2026-03-12", closesAt: at("2026-03-13T06:00:00Z") });
    expect(isWindowOpen(delivered, "defective", at("2026-03-13T05:59:00Z"))).toBe(true);
    expect(isWindowOpen(delivered, "defective", at("2026-03-13T06:00:00Z"))).toBe(false);
    const february = at("2026-02-20T20:00:00Z");
    expect(returnWindow(february, "unopened")).toEqual({ lastDay: "2026-03-22", closesAt: at("2026-03-23T06:00:00Z") });
  });

  it("rolls over month and year ends, and leap days", () => {
    expect(returnWindow(at("2026-12-20T18:00:00Z"), "unopened").lastDay).toBe("2027-01-19");
    expect(returnWindow(at("2028-02-25T18:00:00Z"), "defective").lastDay).toBe("2028-03-03");
  });

  it("says when a window closed, as the shopper reads the date", () => {
    const delivered = at("2026-10-27T18:00:00Z");
    expect(windowClosedMessage(delivered, "unopened")).toBe(
      "The 30-day window for returning unopened items closed on Nov 26, 2026.",
    );
    expect(windowClosedMessage(delivered, "defective")).toBe(
      "The 7-day window for exchanging defective items closed on Nov 3, 2026.",
    );
  });
});

const LINES: ReturnableLine[] = [
  { orderItemId: 11, unitPriceCents: 4000, quantity: 2 },
  { orderItemId: 12, unitPriceCents: 3500, quantity: 1 },
];

describe("eligible quantities", () => {
  it("is the ordered quantity less what earlier requests took, rejected ones not counting", () => {
    const earlier: EarlierReturn[] = [
      { status: "requested", items: [{ orderItemId: 11, quantity: 1, refundCents: 3600 }] },
      { status: "rejected", items: [{ orderItemId: 12, quantity: 1, refundCents: 3150 }] },
    ];
    expect(eligibleQuantities(LINES, earlier)).toEqual([
      { orderItemId: 11, ordered: 2, taken: 1, eligible: 1 },
      { orderItemId: 12, ordered: 1, taken: 0, eligible: 1 },
    ]);
  });

  it("counts approved, received, refunded and exchanged requests, and never goes below zero", () => {
    const earlier: EarlierReturn[] = [
      { status: "refunded", items: [{ orderItemId: 11, quantity: 1, refundCents: 0 }] },
      { status: "exchanged", items: [{ orderItemId: 11, quantity: 2, refundCents: 0 }, { orderItemId: 12, quantity: 1, refundCents: 0 }] },
    ];
    const eligible = eligibleQuantities(LINES, earlier);
    expect(eligible.map((line) => line.eligible)).toEqual([0, 0]);
    expect(lineClosedMessage(eligible[0]!)).toBe("All 2 are already in a return or exchange request.");
    expect(lineClosedMessage(eligible[1]!)).toBe("Already in a return or exchange request.");
    expect(lineClosedMessage({ orderItemId: 1, ordered: 2, taken: 1, eligible: 1 })).toBeNull();
  });
});

describe("whether an order can be returned, and why not", () => {
  const delivered = at("2026-11-20T18:00:00Z");
  const order = { status: "delivered", deliveredAt: delivered, subtotalCents: 11500, discountCents: 1150, lines: LINES };

  it("is closed until the order is delivered", () => {
    for (const status of ["paid", "shipped", "refunded", "cancelled"]) {
      expect(orderReturnState({ ...order, status }, [], at("2026-11-21T18:00:00Z"))).toEqual({
        open: false,
        reason: "not-delivered",
        message: NOT_DELIVERED_MESSAGE,
      });
    }
    expect(orderReturnState({ ...order, deliveredAt: null }, [], delivered).open).toBe(false);
  });

  it("offers both reasons within 7 days, only the refund after, and says when both closed", () => {
    const early = orderReturnState(order, [], at("2026-11-27T18:00:00Z"));
    expect(early.open && early.reasons).toEqual(["unopened", "defective"]);
    const later = orderReturnState(order, [], at("2026-11-28T07:00:00Z"));
    expect(later.open && later.reasons).toEqual(["unopened"]);
    expect(orderReturnState(order, [], at("2026-12-21T07:00:00Z"))).toEqual({
      open: false,
      reason: "window-closed",
      message: "The 30-day window for returning unopened items closed on Dec 20, 2026.",
    });
  });

  it("is closed when every unit is already in a request", () => {
    const earlier: EarlierReturn[] = [
      { status: "requested", items: [{ orderItemId: 11, quantity: 2, refundCents: 7200 }, { orderItemId: 12, quantity: 1, refundCents: 3150 }] },
    ];
    expect(orderReturnState(order, earlier, at("2026-11-21T18:00:00Z"))).toEqual({
      open: false,
      reason: "nothing-left",
      message: NOTHING_LEFT_MESSAGE,
    });
  });

  it("plans a request: drops zero lines, merges repeats, snapshots the amounts", () => {
    const plan = planReturn(
      order,
      [],
      { reason: "unopened", items: [{ orderItemId: 11, quantity: 1 }, { orderItemId: 12, quantity: 0 }, { orderItemId: 11, quantity: 1 }] },
      at("2026-11-21T18:00:00Z"),
    );
    expect(plan).toEqual({ ok: true, items: [{ orderItemId: 11, quantity: 2, refundCents: 7200 }], refundTotalCents: 7200 });
  });

  it("refuses a closed reason, no items, too many and a line from another order, with messages by line", () => {
    const now = at("2026-11-28T07:00:00Z");
    expect(planReturn(order, [], { reason: "defective", items: [{ orderItemId: 11, quantity: 1 }] }, now)).toEqual({
      ok: false,
      reason: "window-closed",
      message: "The 7-day window for exchanging defective items closed on Nov 27, 2026.",
    });
    expect(planReturn(order, [], { reason: "unopened", items: [{ orderItemId: 11, quantity: 0 }] }, now)).toMatchObject({
      ok: false,
      reason: "invalid-items",
      message: "Choose at least one item to return or exchange.",
    });
    const earlier: EarlierReturn[] = [{ status: "approved", items: [{ orderItemId: 12, quantity: 1, refundCents: 3150 }] }];
    expect(
      planReturn(order, earlier, { reason: "unopened", items: [{ orderItemId: 11, quantity: 3 }, { orderItemId: 12, quantity: 1 }, { orderItemId: 99, quantity: 1 }] }, now),
    ).toEqual({
      ok: false,
      reason: "invalid-items",
      message: "Check the quantities below.",
      fieldErrors: {
        11: "You can return at most 2 of this item.",
        12: "This item is already in a return or exchange request.",
        99: "This item is not on this order.",
      },
    });
  });

  it("labels the reasons as the form shows them", () => {
    expect(RETURN_REASON_LABELS).toEqual({
      unopened: "Unopened — return for a refund",
      defective: "Defective — exchange for the same or another fragrance",
    });
  });
});
