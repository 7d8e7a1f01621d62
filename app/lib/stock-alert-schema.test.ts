import { describe, expect, it } from "vitest";
import { NEWSLETTER_EMAIL_MESSAGE } from "./newsletter-rules";
import { stockAlertSchema } from "./stock-alert-schema";

describe("stock alert schema", () => {
  it("takes an address and a size, and stores the address lower-cased", () => {
    expect(stockAlertSchema.parse({ intent: "stock-alert", email: "  Ana@Example.COM ", size: "2ml" })).toEqual({
      intent: "stock-alert",
      email: "ana@example.com",
      size: "2ml",
    });
  });

  it("refuses a bad address with the shop's message, and an unknown size", () => {
    const bad = stockAlertSchema.safeParse({ intent: "stock-alert", email: "ana@", size: "10ml" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(NEWSLETTER_EMAIL_MESSAGE);
    expect(stockAlertSchema.safeParse({ intent: "stock-alert", email: "ana@example.com", size: "50ml" }).success).toBe(false);
    expect(stockAlertSchema.safeParse({ intent: "stock-alert", email: `${"a".repeat(250)}@example.com`, size: "10ml" }).success).toBe(false);
  });
});
