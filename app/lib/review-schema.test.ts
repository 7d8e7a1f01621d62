import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { reviewPickerLimit, reviewSchema } from "./review-schema";

const valid = { name: "Ana", email: "ana@example.com", rating: 5, comment: "Beautiful, lasts all day." };

function errorsOf(input: Record<string, unknown>) {
  const result = reviewSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("reviewSchema", () => {
  it("accepts a valid review with or without a product", () => {
    expect(reviewSchema.safeParse(valid).success).toBe(true);
    expect(reviewSchema.parse({ ...valid, productId: 3, productName: "Rose" })).toMatchObject({ productId: 3 });
  });

  it("gives the spec's message for each bad field", () => {
    expect(errorsOf({ ...valid, name: "A" })).toEqual({ name: "Name must be at least 2 characters" });
    expect(errorsOf({ ...valid, email: "nope" })).toEqual({ email: "Please enter a valid email address" });
    expect(errorsOf({ ...valid, rating: 0 })).toEqual({ rating: "Please select a rating" });
    expect(errorsOf({ ...valid, rating: 6 })).toEqual({ rating: "Please select a rating" });
    expect(errorsOf({ ...valid, rating: undefined })).toEqual({ rating: "Please select a rating" });
    expect(errorsOf({ ...valid, comment: "too short" })).toEqual({ comment: "Review must be at least 10 characters" });
  });

  it("does not count surrounding spaces", () => {
    expect(errorsOf({ ...valid, name: "  A  " })).toEqual({ name: "Name must be at least 2 characters" });
  });

  it("reads the page form's strings through conform", () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...valid, rating: "4", productId: "12" })) form.set(key, String(value));
    const submission = parseWithZod(form, { schema: reviewSchema });
    expect(submission.status).toBe("success");
    if (submission.status === "success") expect(submission.value).toMatchObject({ rating: 4, productId: 12 });
    const empty = parseWithZod(new FormData(), { schema: reviewSchema });
    expect(empty.status).toBe("error");
    if (empty.status === "error") expect(empty.error?.rating).toEqual(["Please select a rating"]);
  });
});

describe("reviewPickerLimit", () => {
  it("suggests 10 for an empty box and 5 while typing", () => {
    expect(reviewPickerLimit("")).toBe(10);
    expect(reviewPickerLimit("  ")).toBe(10);
    expect(reviewPickerLimit("ro")).toBe(5);
  });
});
