import { describe, expect, it } from "vitest";
import { actionRefunds, allowedOrderActions, canTakeOrderAction, ORDER_ACTIONS, ORDER_STATUS_LABELS, ORDER_STATUS_VALUES } from "./order-status";
import { ORDER_STATUSES } from "../../db/schema/columns";

describe("order status transitions", () => {
  it("names every status the database allows", () => {
    expect([...ORDER_STATUS_VALUES]).toEqual([...ORDER_STATUSES]);
    expect(ORDER_STATUS_VALUES.map((status) => ORDER_STATUS_LABELS[status])).toEqual([
      "Awaiting payment",
      "Paid",
      "Shipped",
      "Delivered",
      "Cancelled",
      "Refunded",
      "Payment failed",
    ]);
  });

  it("allows paid → shipped | cancelled | refunded, shipped → delivered | refunded, delivered → refunded, pending → cancelled", () => {
    expect(allowedOrderActions("pending")).toEqual(["cancel"]);
    expect(allowedOrderActions("paid")).toEqual(["ship", "cancel", "refund"]);
    expect(allowedOrderActions("shipped")).toEqual(["deliver", "refund"]);
    expect(allowedOrderActions("delivered")).toEqual(["refund"]);
  });

  it("lets nothing out of cancelled, refunded or failed", () => {
    for (const status of ["cancelled", "refunded", "failed"] as const) {
      expect(allowedOrderActions(status)).toEqual([]);
      for (const action of ORDER_ACTIONS) expect(canTakeOrderAction(status, action)).toBe(false);
    }
  });

  it("refuses skipping or going back", () => {
    expect(canTakeOrderAction("pending", "ship")).toBe(false);
    expect(canTakeOrderAction("paid", "deliver")).toBe(false);
    expect(canTakeOrderAction("shipped", "ship")).toBe(false);
    expect(canTakeOrderAction("shipped", "cancel")).toBe(false);
    expect(canTakeOrderAction("delivered", "deliver")).toBe(false);
  });

  it("refunds only money that was taken", () => {
    expect(actionRefunds("paid", "cancel")).toBe(true);
    expect(actionRefunds("paid", "refund")).toBe(true);
    expect(actionRefunds("delivered", "refund")).toBe(true);
    expect(actionRefunds("pending", "cancel")).toBe(false);
    expect(actionRefunds("paid", "ship")).toBe(false);
  });
});
