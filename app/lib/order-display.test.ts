import { describe, expect, it } from "vitest";
import { ORDER_STATUSES } from "../../db/schema/columns";
import { orderDate, orderNumber, orderStatusLabel } from "./order-display";
import { ORDER_STATUS_LABELS } from "./order-status";

describe("how an order is shown", () => {
  it("numbers an order by the first 8 characters of its public id, upper case", () => {
    expect(orderNumber("0a1b2c3d4e5f60718293a4b5c6d7e8f9")).toBe("0A1B2C3D");
  });

  it("has a shopper's label for every stored status (order-status names them), and shows an unknown one as stored", () => {
    for (const status of ORDER_STATUSES) expect(orderStatusLabel(status)).toBe(ORDER_STATUS_LABELS[status]);
    expect(orderStatusLabel("pending")).toBe("Awaiting payment");
    expect(orderStatusLabel("on-hold")).toBe("on-hold");
  });

  it("dates an order by the shop's day (Denver), not UTC's", () => {
    expect(orderDate(new Date("2026-11-25T23:59:00Z"))).toBe("Nov 25, 2026");
    // 7:30 pm in Denver (MST, UTC-7) on Nov 25 is already Nov 26 in UTC.
    expect(orderDate(new Date("2026-11-26T02:30:00Z"))).toBe("Nov 25, 2026");
    // Summer time (MDT, UTC-6): 11:59 pm on July 4 in Denver.
    expect(orderDate("2026-07-05T05:59:00.000Z")).toBe("Jul 4, 2026");
    expect(orderDate("2026-07-05T06:00:00.000Z")).toBe("Jul 5, 2026");
  });
});
