import { expect, it } from "vitest";
import { orderNumber } from "./order-number";

it("is the first eight characters of the public id, upper case", () => {
  expect(orderNumber("ab12cd34ef567890ab12cd34ef567890")).toBe("AB12CD34");
});
