import { describe, expect, it } from "vitest";
import { returnRequestSchema } from "./return-request-schema";

const messages = (value: unknown) => {
  const parsed = returnRequestSchema.safeParse(value);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("the return request's schema (page form and JSON API)", () => {
  it("takes a reason, lines with quantities and an optional replacement, and a note", () => {
    expect(
      returnRequestSchema.parse({ reason: "defective", items: [{ orderItemId: 4, quantity: 1, exchangeFragranceId: 9 }, { orderItemId: 5, quantity: 0 }], note: "  Leaks  " }),
    ).toEqual({ reason: "defective", items: [{ orderItemId: 4, quantity: 1, exchangeFragranceId: 9 }, { orderItemId: 5, quantity: 0 }], note: "Leaks" });
  });

  it("asks for a reason, at least one item (beside the first line's quantity) and whole quantities", () => {
    expect(messages({ items: [{ orderItemId: 4, quantity: 0 }] })).toEqual({
      reason: "Please choose why you are sending items back",
      "items.0.quantity": "Choose at least one item to return or exchange.",
    });
    expect(messages({ reason: "unopened", items: [{ orderItemId: 4, quantity: 1.5 }] })).toMatchObject({ "items.0.quantity": "Please choose a quantity" });
    expect(messages({ reason: "unopened", items: [{ orderItemId: 4, quantity: 1 }], note: "x".repeat(1001) })).toEqual({ note: "Note must be at most 1000 characters" });
    expect(messages({ reason: "refund", items: [] })).toMatchObject({ reason: "Please choose why you are sending items back" });
  });
});
