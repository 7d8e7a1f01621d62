import { describe, expect, it } from "vitest";
import { describeAuditEntry } from "./audit-entry";

describe("describeAuditEntry", () => {
  it("names the action, the record and its name", () => {
    expect(describeAuditEntry({ action: "delete", entity: "fragrance", entityId: "12", details: { name: "Salt Meadow" } })).toEqual({
      action: "Deleted",
      subject: "Fragrance #12 (Salt Meadow)",
      detail: null,
    });
    expect(describeAuditEntry({ action: "approve", entity: "review", entityId: "7", details: null })).toEqual({
      action: "Approved",
      subject: "Review #7",
      detail: null,
    });
  });

  it("says a failed payment event was retried from /admin/system", () => {
    expect(describeAuditEntry({ action: "retry", entity: "webhook event", entityId: "evt_123", details: { name: "payment_intent.succeeded" } })).toEqual({
      action: "Retried",
      subject: "Webhook event #evt_123 (payment_intent.succeeded)",
      detail: null,
    });
  });

  it("says a discount code was enabled or disabled", () => {
    expect(describeAuditEntry({ action: "disable", entity: "discount", entityId: "4", details: { name: "SPRING15" } })).toEqual({
      action: "Disabled",
      subject: "Discount #4 (SPRING15)",
      detail: null,
    });
    expect(describeAuditEntry({ action: "enable", entity: "discount", entityId: "4", details: { name: "SPRING15" } }).action).toBe("Enabled");
  });

  it("lists the fields an update sent", () => {
    const entry = { action: "update", entity: "fragrance", entityId: "3", details: { name: "Fig", fields: ["name", "price"] } };
    expect(describeAuditEntry(entry).detail).toBe("Fields: name, price");
  });

  it("says when a photo was uploaded or removed", () => {
    const details = { name: "Fig", fields: ["imageUrl"], change: "photo uploaded" };
    expect(describeAuditEntry({ action: "update", entity: "fragrance", entityId: "3", details }).detail).toBe("Fields: imageUrl · Photo uploaded");
    expect(describeAuditEntry({ action: "update", entity: "fragrance", entityId: "3", details: { ...details, change: "photo removed" } }).detail).toBe(
      "Fields: imageUrl · Photo removed",
    );
  });

  it("reads unknown actions and odd details without failing", () => {
    expect(describeAuditEntry({ action: "archive", entity: "order", entityId: null, details: { name: 5, fields: "price" } })).toEqual({
      action: "Archive",
      subject: "Order",
      detail: null,
    });
  });

  it("reads an order's status change with its tracking number or refund", () => {
    expect(describeAuditEntry({ action: "ship", entity: "order", entityId: "9", details: { from: "paid", to: "shipped", trackingNumber: "1Z999" } })).toEqual({
      action: "Shipped",
      subject: "Order #9",
      detail: "Paid → Shipped · Tracking 1Z999",
    });
    expect(describeAuditEntry({ action: "refund", entity: "order", entityId: "9", details: { from: "delivered", to: "refunded", refundReference: "refund_test_k" } }).detail).toBe(
      "Delivered → Refunded · Refund refund_test_k",
    );
    expect(describeAuditEntry({ action: "cancel", entity: "order", entityId: "9", details: { from: "sent", to: "gone" } }).detail).toBeNull();
  });

  it("reads a Scent Rewards adjustment with its points and reason", () => {
    expect(describeAuditEntry({ action: "adjust", entity: "rewards", entityId: "7", details: { name: "ada@example.com", points: -1500, reason: "Duplicate order" } })).toEqual({
      action: "Adjusted",
      subject: "Rewards #7 (ada@example.com)",
      detail: "-1,500 points · Reason: Duplicate order",
    });
    expect(describeAuditEntry({ action: "adjust", entity: "rewards", entityId: "7", details: { points: "lots" } }).detail).toBeNull();
  });
});
