import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { missingInformationMessage, missingRequiredFields } from "./checkout-form-rules";
import { CHECKOUT_SHIPPING_METHODS, checkoutSchema } from "./checkout-schema";
import { DEFAULT_SHIPPING_METHOD, SHIPPING_METHODS } from "./shipping-rates";

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

const good = {
  name: "Ana Lima",
  email: "ana@example.com",
  address: "1 Main St",
  city: "Denver",
  state: "CO",
  zip: "80202",
  country: "United States",
  cardName: "Ana Lima",
  cardNumber: "4242 4242 4242 4242",
  cardExpiry: "12/39",
  cardCvv: "123",
  discountCode: "welcome10",
  idempotencyKey: "0f8c2a5e-7a3b-4b0e-9a55-1c2d3e4f5a6b",
  expectedTotal: "4500",
};

describe("checkout schema", () => {
  it("offers exactly the shop's shipping methods, Standard when none is ticked", () => {
    expect([...CHECKOUT_SHIPPING_METHODS]).toEqual([...SHIPPING_METHODS]);
    const parsed = checkoutSchema.shape.shippingMethod.safeParse(undefined);
    expect(parsed.success && parsed.data).toBe(DEFAULT_SHIPPING_METHOD);
    expect(checkoutSchema.shape.shippingMethod.safeParse("overnight").error?.issues[0]?.message).toBe("Choose Standard or Express shipping");
  });

  it("accepts a complete order and upper-cases the discount code", () => {
    const submission = parseWithZod(form(good), { schema: checkoutSchema });
    expect(submission.status).toBe("success");
    if (submission.status === "success") {
      expect(submission.value.discountCode).toBe("WELCOME10");
      expect(submission.value.expectedTotal).toBe(4500);
    }
  });

  it("lists every missing required field, but not zip or state", () => {
    const submission = parseWithZod(form({ idempotencyKey: good.idempotencyKey }), { schema: checkoutSchema });
    const errors = submission.reply().error ?? {};
    const missing = missingRequiredFields(errors);
    expect(missing).toEqual(["name", "email", "address", "city", "country", "cardName", "cardNumber", "cardExpiry", "cardCvv"]);
    expect(missingInformationMessage(missing)).toBe(
      "Please fill in all required fields: Full Name, Email, Address, City, Country, Name on Card, Card Number, Expiry Date, CVV",
    );
    expect(errors.zip).toBeUndefined();
    expect(errors.state).toBeUndefined();
  });

  it.each([
    ["email", "not-an-email", "Please enter a valid email address"],
    ["cardNumber", "4242 4242 4242 4241", "Please enter a valid card number"],
    ["cardExpiry", "13/30", "Enter the expiry date as MM/YY"],
    ["cardExpiry", "01/20", "This card has expired"],
    ["cardCvv", "12", "CVV must be 3 or 4 digits"],
    ["country", "Canada", "We ship to the United States only"],
    ["zip", "ABCDE", "Please enter a 5-digit ZIP code (or ZIP+4)"],
    ["name", "x".repeat(101), "Full Name must be at most 100 characters"],
  ])("gives %s = %s its own message", (field, value, message) => {
    const submission = parseWithZod(form({ ...good, [field]: value }), { schema: checkoutSchema });
    const errors = submission.reply().error ?? {};
    expect(errors[field]).toEqual([message]);
    expect(missingRequiredFields(errors)).toEqual([]);
  });
});
