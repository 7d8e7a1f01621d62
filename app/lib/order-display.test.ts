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

  it("dates an order by its UTC day", () => {
    expect(orderDate(new Date("2026-11-25T23:59:00Z"))).toBe("Nov 25, 2026");
    expect(orderDate("2026-01-02T00:00:00.000Z")).toBe("Jan 2, 2026");
  });
});
