import { describe, expect, it } from "vitest";
import { walletLineItems, walletPaymentMethods, walletQuote, walletShippingRates } from "./express-checkout";
import { expressCheckoutFields, expressCheckoutSchema } from "./express-checkout-schema";
import type { OrderTotals } from "./promotion-totals";

const totals = (over: Partial<OrderTotals>): OrderTotals => ({
  subtotalCents: 8000,
  shippingCents: 500,
  discountCents: 0,
  pointsCents: 0,
  taxCents: 0,
  totalCents: 8500,
  ...over,
});

/** What the sheet adds up: its rows and the rate it selects (the first). */
const sheetTotal = (quote: ReturnType<typeof walletQuote>) =>
  quote.lineItems.reduce((sum, row) => sum + row.amount, 0) + quote.shippingRates[0]!.amount;

describe("what a wallet's sheet shows", () => {
  it("offers both methods at their prices, the chosen one first (the sheet selects the first)", () => {
    const rates = walletShippingRates({ standard: 500, express: 1500 }, "express");
    expect(rates.map((rate) => [rate.id, rate.displayName, rate.amount])).toEqual([
      ["express", "Express shipping", 1500],
      ["standard", "Standard shipping", 500],
    ]);
    expect(rates[1]!.deliveryEstimate).toEqual({ minimum: { unit: "business_day", value: 3 }, maximum: { unit: "business_day", value: 5 } });
  });

  it("lists the merchandise, the code's discount, the points and the tax, which with shipping come to the total", () => {
    const withAll = totals({ discountCents: 1300, pointsCents: 500, taxCents: 634, totalCents: 8000 + 500 - 1300 + 634 });
    expect(walletLineItems(withAll, "WELCOME10")).toEqual([
      { name: "Subtotal", amount: 8000 },
      { name: "Discount (WELCOME10)", amount: -800 },
      { name: "Scent Rewards points", amount: -500 },
      { name: "Sales tax", amount: 634 },
    ]);
    expect(walletLineItems(totals({}), null)).toEqual([{ name: "Subtotal", amount: 8000 }]);
  });

  it("quotes the chosen method's total, and its rows and rate add up to it for either method", () => {
    const byMethod = {
      standard: totals({ taxCents: 705, totalCents: 9205 }),
      express: totals({ shippingCents: 1500, taxCents: 705, totalCents: 10205 }),
    };
    for (const method of ["standard", "express"] as const) {
      const quote = walletQuote(byMethod, method, null);
      expect(quote.totalCents).toBe(byMethod[method].totalCents);
      expect(quote.shippingRates[0]!.id).toBe(method);
      expect(sheetTotal(quote)).toBe(quote.totalCents);
    }
  });

  it("shows only the wallets STRIPE_PAYMENT_METHODS lists, and none when it lists none", () => {
    expect(walletPaymentMethods(["apple_pay", "link", "afterpay"])).toEqual({ applePay: "auto", googlePay: "never", link: "auto", paypal: "never", amazonPay: "never" });
    expect(walletPaymentMethods(["afterpay"])).toBeNull();
    expect(walletPaymentMethods([])).toBeNull();
  });
});

const form = (fields: Record<string, string>) => expressCheckoutFields(new URLSearchParams(fields) as unknown as FormData);
const place = {
  intent: "place",
  name: "Ana Lima",
  email: "ana@example.com",
  "address.line1": "1 Larimer St",
  "address.city": "Denver",
  "address.state": "CO",
  "address.zip": "80202",
  "address.country": "US",
  expectedTotal: "8500",
  idempotencyKey: "0c2f3a9e-5a7b-4c1d-9e8f-112233445566",
};

describe("what the wallet's script may post", () => {
  it("reads a quote without an address (the sheet is not open yet) and with one, the state as its code", () => {
    const before = expressCheckoutSchema.parse(form({ intent: "quote", shippingMethod: "", "address.city": "", "address.zip": "" }));
    expect(before).toMatchObject({ intent: "quote", shippingMethod: "standard" });
    expect(before.address).toBeUndefined();
    const quoted = expressCheckoutSchema.parse(form({ intent: "quote", "address.city": "Denver", "address.state": "Colorado", "address.zip": "80202", "address.country": "us", points: "300" }));
    expect(quoted).toMatchObject({ address: { state: "CO", zip: "80202", city: "Denver", country: "US" }, points: 300 });
  });

  it("refuses an address outside the US, a state that is not one, and a ZIP in another state", () => {
    const quote = { intent: "quote", "address.state": "CO", "address.zip": "80202", "address.country": "US" };
    const message = (fields: Record<string, string>) => expressCheckoutSchema.safeParse(form(fields)).error?.issues[0]?.message;
    expect(message({ ...quote, "address.country": "CA", "address.zip": "M5V 3L9", "address.state": "ON" })).toBe("We ship to addresses in the United States only.");
    expect(message({ ...quote, "address.state": "Ontario" })).toBe("Choose a US state");
    expect(message({ ...quote, "address.zip": "97201" })).toBe("ZIP code 97201 is in Oregon, not Colorado");
  });

  it("places with the wallet's name, e-mail and full address, the total shown and a key", () => {
    const parsed = expressCheckoutSchema.parse(form({ ...place, "address.line2": "Apt 4", discountCode: "welcome10" }));
    expect(parsed).toMatchObject({ intent: "place", expectedTotal: 8500, discountCode: "WELCOME10", address: { line1: "1 Larimer St", line2: "Apt 4", state: "CO" } });
    for (const broken of [{ email: "not-an-email" }, { expectedTotal: "85.5" }, { idempotencyKey: "short" }, { "address.line1": "" }, { intent: "pay" }]) {
      expect(expressCheckoutSchema.safeParse(form({ ...place, ...broken })).success, JSON.stringify(broken)).toBe(false);
    }
  });
});
