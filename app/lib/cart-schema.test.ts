import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { cartActionSchema } from "./cart-schema";

function parse(values: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return parseWithZod(data, { schema: cartActionSchema });
}

describe("cart form schema", () => {
  it("reads the four intents", () => {
    expect(parse({ intent: "add", fragranceId: "3" }).status).toBe("success");
    expect(parse({ intent: "update", fragranceId: "3", quantity: "4" }).status).toBe("success");
    expect(parse({ intent: "remove", fragranceId: "3" }).status).toBe("success");
    expect(parse({ intent: "clear" }).status).toBe("success");
  });

  it.each([
    ["0", "Quantity must be at least 1."],
    ["-1", "Quantity must be at least 1."],
    ["1e9", "Quantity can be at most 99."],
    ["abc", "Quantity must be a whole number."],
    ["1.5", "Quantity must be a whole number."],
  ])("refuses the quantity %s", (value, message) => {
    const submission = parse({ intent: "update", fragranceId: "3", quantity: value });
    expect(submission.status).toBe("error");
    expect(submission.reply().error?.quantity).toEqual([message]);
  });

  it("refuses unknown intents and bad fragrance ids", () => {
    expect(parse({ intent: "steal" }).status).toBe("error");
    expect(parse({ intent: "add", fragranceId: "abc" }).status).toBe("error");
    expect(parse({ intent: "add", fragranceId: "-2" }).status).toBe("error");
    expect(parse({ intent: "update", fragranceId: "3" }).status).toBe("error");
  });
});
