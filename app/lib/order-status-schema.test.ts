import { describe, expect, it } from "vitest";
import { cancelOrderSchema, ORDER_STATUS_MESSAGES, refundOrderSchema, shipOrderSchema } from "./order-status-schema";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe("order status forms", () => {
  it("ships with or without a tracking number of 1–100 printable characters", () => {
    expect(shipOrderSchema.parse({ intent: "ship" })).toEqual({ intent: "ship" });
    expect(shipOrderSchema.parse({ intent: "ship", trackingNumber: " 1Z 999-AA1/01 " })).toEqual({ intent: "ship", trackingNumber: "1Z 999-AA1/01" });
    expect(messages(shipOrderSchema.safeParse({ intent: "ship", trackingNumber: "x".repeat(101) }))).toEqual([ORDER_STATUS_MESSAGES.trackingLength]);
    expect(messages(shipOrderSchema.safeParse({ intent: "ship", trackingNumber: "1Z\u0000" }))).toEqual([ORDER_STATUS_MESSAGES.trackingCharacters]);
    expect(messages(shipOrderSchema.safeParse({ intent: "ship", trackingNumber: "1Z\u202e999" }))).toEqual([ORDER_STATUS_MESSAGES.trackingCharacters]);
  });

  it("cancels and refunds only when confirmed", () => {
    expect(cancelOrderSchema.safeParse({ intent: "cancel", confirm: "yes" }).success).toBe(true);
    expect(messages(cancelOrderSchema.safeParse({ intent: "cancel" }))).toEqual([ORDER_STATUS_MESSAGES.confirmCancel]);
    expect(messages(refundOrderSchema.safeParse({ intent: "refund", confirm: "on" }))).toEqual([ORDER_STATUS_MESSAGES.confirmRefund]);
  });
});
