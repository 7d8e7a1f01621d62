import { describe, expect, it } from "vitest";
import { parseStripeMethods, paymentMethodsAnswer } from "./payment-methods";

describe("the FAQ's payment methods", () => {
  it("says test mode takes test cards only", () => {
    expect(paymentMethodsAnswer(null)).toBe("This shop is in test mode: it takes test card payments only, and no money is charged.");
  });

  it("names cards, then what the Stripe account has turned on, in a fixed order", () => {
    expect(paymentMethodsAnswer([])).toBe("We accept Visa, Mastercard, American Express and Discover cards, through our payment partner Stripe.");
    expect(paymentMethodsAnswer(["afterpay", "apple_pay"])).toBe(
      "We accept Visa, Mastercard, American Express and Discover cards, Apple Pay and Afterpay (four interest-free payments), through our payment partner Stripe.",
    );
    expect(paymentMethodsAnswer(["link", "google_pay", "apple_pay", "paypal", "afterpay"])).toContain(
      "cards, Apple Pay, Google Pay, Link, PayPal and Afterpay (four interest-free payments), through",
    );
  });

  it("reads the setting's list, and names the first method it does not know", () => {
    expect(parseStripeMethods(" Apple_Pay, afterpay,,apple_pay ")).toEqual({ ok: true, methods: ["apple_pay", "afterpay"] });
    expect(parseStripeMethods("")).toEqual({ ok: true, methods: [] });
    expect(parseStripeMethods("apple_pay, klarna")).toEqual({ ok: false, unknown: "klarna" });
  });
});
