import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { cartActionSchema } from "~/lib/cart-schema";
import { readLineChange } from "./checkout-post.server";

const checkoutPost = (fields: Record<string, string>) => {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return formData;
};

/** What /resources/cart says about the same change posted as its own form. */
function cartFormVerdict(fields: Record<string, string>) {
  const submission = parseWithZod(checkoutPost(fields), { schema: cartActionSchema });
  if (submission.status === "success") return { ok: true, change: submission.value };
  return { ok: false, message: Object.values(submission.reply().error ?? {}).flat().filter(Boolean)[0] };
}

describe("a summary line's button in the checkout form", () => {
  it("is not a line change for any other intent", () => {
    expect(readLineChange(checkoutPost({ intent: "place-order" }))).toBeNull();
    expect(readLineChange(checkoutPost({ intent: "update-line:abc" }))).toBeNull();
  });

  it.each(["3", "", "  ", "abc", "2.5", "0", "-1", "1e9", "007"])("judges quantity %j as the cart form does", (quantity) => {
    const read = readLineChange(checkoutPost({ intent: "update-line:94", "line-94": quantity }));
    expect(read).toEqual(cartFormVerdict({ intent: "update", fragranceId: "94", quantity }));
  });

  it("judges a missing quantity and fragrance 0 as the cart form does, and a removal needs no quantity", () => {
    expect(readLineChange(checkoutPost({ intent: "update-line:94" }))).toEqual(cartFormVerdict({ intent: "update", fragranceId: "94" }));
    expect(readLineChange(checkoutPost({ intent: "update-line:0", "line-0": "2" }))).toEqual(
      cartFormVerdict({ intent: "update", fragranceId: "0", quantity: "2" }),
    );
    expect(readLineChange(checkoutPost({ intent: "remove-line:94", "line-94": "abc" }))).toEqual({
      ok: true,
      change: { intent: "remove", fragranceId: 94, size: "10ml" },
    });
  });

  it("reads a sample line's button by its size ('94-2ml'), and judges its quantity by the sample limit", () => {
    expect(readLineChange(checkoutPost({ intent: "remove-line:94-2ml" }))).toEqual({ ok: true, change: { intent: "remove", fragranceId: 94, size: "2ml" } });
    expect(readLineChange(checkoutPost({ intent: "update-line:94-2ml", "line-94-2ml": "2" }))).toEqual({
      ok: true,
      change: { intent: "update", fragranceId: 94, size: "2ml", quantity: 2 },
    });
    expect(readLineChange(checkoutPost({ intent: "update-line:94-5ml", "line-94-5ml": "2" }))).toBeNull();
  });
});
