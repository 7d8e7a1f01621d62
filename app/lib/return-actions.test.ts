import { describe, expect, it } from "vitest";
import { allowedReturnActions, RETURN_ACTION_RESULT, returnRefundLines } from "./return-actions";
import { RETURN_REQUEST_STATUSES } from "./returns";

describe("the steps an admin may take on a return request", () => {
  it("approves or rejects a new request, receives or rejects an approved one, and ends a received one by its reason", () => {
    expect(allowedReturnActions("requested", "unopened")).toEqual(["approve", "reject"]);
    expect(allowedReturnActions("approved", "defective")).toEqual(["receive", "reject"]);
    expect(allowedReturnActions("received", "unopened")).toEqual(["refund"]);
    expect(allowedReturnActions("received", "defective")).toEqual(["exchange", "refund"]);
  });

  it("takes no step from a final status", () => {
    for (const status of ["rejected", "refunded", "exchanged"] as const) {
      expect(allowedReturnActions(status, "unopened"), status).toEqual([]);
      expect(allowedReturnActions(status, "defective"), status).toEqual([]);
    }
  });

  it("only ever moves a request forward, to a status the table knows", () => {
    const order = RETURN_REQUEST_STATUSES;
    for (const status of order) {
      for (const action of allowedReturnActions(status, "defective")) {
        const next = RETURN_ACTION_RESULT[action];
        expect(order, `${status} → ${action}`).toContain(next);
        expect(next, `${status} → ${action}`).not.toBe(status);
      }
    }
  });

  it("refunds the request's units at what they were paid, before tax", () => {
    expect(returnRefundLines([{ orderItemId: 7, quantity: 2, refundCents: 7200 }, { orderItemId: 8, quantity: 1, refundCents: 3150 }])).toEqual([
      { orderItemId: 7, quantity: 2, amountCents: 7200 },
      { orderItemId: 8, quantity: 1, amountCents: 3150 },
    ]);
    expect(returnRefundLines([])).toEqual([]);
  });
});
