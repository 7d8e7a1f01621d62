import { describe, expect, it } from "vitest";
import { describeStockMovement, signedDelta } from "./stock-movement-entry";

const base = {
  fragranceId: 7,
  fragranceName: "Salt Meadow",
  size: "10ml" as const,
  delta: 12,
  reason: "received" as const,
  note: "Opening stock",
  orderPublicId: null,
  adminEmail: "admin@example.com",
};

describe("a stock movement in the Activity view", () => {
  it("signs the change with a plus or a minus sign", () => {
    expect(signedDelta(12)).toBe("+12");
    expect(signedDelta(-3)).toBe("−3");
  });

  it("reads an admin's count with its reason, size and note", () => {
    expect(describeStockMovement({ ...base, size: "2ml", delta: -2, reason: "damaged", note: null })).toEqual({
      fragrance: "Salt Meadow (#7)",
      size: "2 ml sample",
      change: "−2",
      reason: "Damaged",
      note: null,
      order: null,
      who: "admin@example.com",
    });
  });

  it("names the order behind a sale by its number", () => {
    const sale = describeStockMovement({ ...base, delta: -1, reason: "sold", note: null, adminEmail: null, orderPublicId: "3f9a01bcdeadbeef00" });
    expect(sale).toMatchObject({ change: "−1", reason: "Sold", order: "3F9A01BC", who: "Order" });
  });
});
