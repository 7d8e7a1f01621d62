import { describe, expect, it } from "vitest";
import { errorSummary, firstInvalidField } from "./first-invalid-field";

const order = ["name", "email", "rating", "comment"] as const;

describe("firstInvalidField", () => {
  it("follows the form's order, not the order of the errors", () => {
    expect(firstInvalidField(order, { comment: ["Too short"], rating: ["Pick one"] })).toBe("rating");
  });
  it("ignores empty message lists and answers undefined for a valid form", () => {
    expect(firstInvalidField(order, { name: [] })).toBeUndefined();
    expect(firstInvalidField(order, undefined)).toBeUndefined();
  });
});

describe("errorSummary", () => {
  it("lists each field's first message in the form's order", () => {
    expect(errorSummary(order, { comment: ["Too short", "x"], name: ["Name"], other: ["ignored"] })).toEqual(["Name", "Too short"]);
  });
});
