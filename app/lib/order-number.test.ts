import { describe, expect, it } from "vitest";
import { orderNumber } from "./order-number";

describe("orderNumber", () => {
  it("is the public id's first 8 characters in capitals", () => {
    expect(orderNumber("3f9a01bc7d6e5f4a3b2c1d0e9f8a7b6c")).toBe("3F9A01BC");
  });
});
