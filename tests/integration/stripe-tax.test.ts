// Stripe Tax as the tax provider (issue 39), against the local fake Stripe:
// what the shop asks Stripe (the requests the fake records) and what it
// makes of the answers. The fake's tax is its own rule (Denver 80202 at
// 8.81 %: Colorado 2.9, Denver 4.81, RTD 1.1, each rounded on its own).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseEnv } from "../../app/lib/settings.server";
import { getTaxProvider } from "../../app/services/tax/choose-tax-provider";
import type { TaxProvider, TaxRequest } from "../../app/services/tax/tax-provider";
import { startFakeStripe, type FakeStripe } from "../support/fake-stripe";

let stripe: FakeStripe;
let provider: TaxProvider;
beforeAll(async () => {
  stripe = await startFakeStripe();
  provider = getTaxProvider(parseEnv({ ...stripe.env, TAX_PROVIDER: "stripe" }));
});
afterAll(async () => {
  await stripe.close();
});
beforeEach(() => {
  stripe.requests.length = 0;
});

const denver: TaxRequest = {
  lines: [
    { amountCents: 8000, quantity: 2, reference: "line-1" },
    { amountCents: 4000, quantity: 1, reference: "line-2" },
  ],
  shippingCents: 500,
  address: { state: "CO", zip: "80202", city: "Denver", line: "1550 Wewatta St" },
  registeredStates: ["CO"],
  idempotencyKey: "order-key-0001",
};

async function calculated(request: TaxRequest = denver) {
  const result = await provider.calculate(request);
  if (!result.ok) throw new Error(result.reason);
  return result;
}

const posts = (path: string) => stripe.requests.filter((request) => request.method === "POST" && request.path === path);

describe("Stripe Tax calculations", () => {
  it("prices a Denver order line by line from Stripe's answer, asking with the order's amounts, address and key", async () => {
    const result = await calculated();
    expect(result.lines).toEqual([
      { taxCents: 705, ratePpm: 88_100, jurisdiction: "Denver, CO" },
      { taxCents: 352, ratePpm: 88_100, jurisdiction: "Denver, CO" },
    ]);
    expect(result.shipping).toEqual({ taxCents: 0, ratePpm: 0, jurisdiction: null });
    expect(result.taxCents).toBe(1057);
    expect(result.reference).toMatch(/^taxcalc_/);

    const [request] = posts("/v1/tax/calculations");
    expect(request!.authorization).toBe("Bearer sk_test_fake");
    expect(request!.idempotencyKey).toMatch(/^order-key-0001-tax-[0-9a-f]{16}$/);
    expect(request!.form).toMatchObject({
      currency: "usd",
      "line_items[0][amount]": "8000",
      "line_items[0][quantity]": "2",
      "line_items[0][reference]": "line-1",
      "line_items[0][tax_behavior]": "exclusive",
      "line_items[0][tax_code]": "txcd_99999999",
      "line_items[1][amount]": "4000",
      "line_items[1][reference]": "line-2",
      "customer_details[address][line1]": "1550 Wewatta St",
      "customer_details[address][city]": "Denver",
      "customer_details[address][state]": "CO",
      "customer_details[address][postal_code]": "80202",
      "customer_details[address][country]": "US",
      "customer_details[address_source]": "shipping",
      "shipping_cost[amount]": "500",
    });
  });

  it("asks once for the same order and again when the cart changes", async () => {
    const first = await calculated();
    const again = await calculated();
    const changed = await calculated({ ...denver, lines: [{ amountCents: 4000, quantity: 1, reference: "line-1" }] });
    expect(again.reference).toBe(first.reference);
    expect(changed.reference).not.toBe(first.reference);
    expect(changed.taxCents).toBe(352);
    const keys = posts("/v1/tax/calculations").map((request) => request.idempotencyKey);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it("asks Stripe nothing for an order shipping to a state the shop is not registered in", async () => {
    const result = await calculated({ ...denver, address: { state: "NY", zip: "10001" } });
    expect(result).toMatchObject({ taxCents: 0, reference: null, shipping: { taxCents: 0 } });
    expect(result.lines).toEqual([
      { taxCents: 0, ratePpm: 0, jurisdiction: null },
      { taxCents: 0, ratePpm: 0, jurisdiction: null },
    ]);
    expect(await calculated({ ...denver, address: null })).toMatchObject({ taxCents: 0, reference: null });
    expect(stripe.requests).toEqual([]);
  });

  it("takes the tax on shipping from Stripe where the state taxes delivery, and no tax where Stripe does not collect", async () => {
    stripe.tax.addPlace({
      state: "NY",
      zip: "10001",
      taxesShipping: true,
      jurisdictions: [
        { level: "state", name: "New York", percent: "4" },
        { level: "city", name: "New York City", percent: "4.5" },
        { level: "district", name: "Metropolitan Commuter Transportation District", percent: "0.375" },
      ],
    });
    const newYork = await calculated({ ...denver, address: { state: "NY", zip: "10001" }, registeredStates: ["CO", "NY"] });
    expect(newYork.shipping).toEqual({ taxCents: 45, ratePpm: 88_750, jurisdiction: "New York City, NY" });
    expect(newYork.taxCents).toBe(newYork.lines[0]!.taxCents + newYork.lines[1]!.taxCents + 45);

    // Registered on our settings page but not with Stripe: Stripe's "not collecting" stands.
    const texas = await calculated({ ...denver, address: { state: "TX", zip: "78701" }, registeredStates: ["TX"] });
    expect(texas.taxCents).toBe(0);
    expect(texas.reference).toMatch(/^taxcalc_/);
  });
});

describe("Stripe Tax transactions", () => {
  it("records a paid order's sale once, however often it is asked", async () => {
    const { reference } = await calculated();
    const first = await provider.recordSale({ calculationReference: reference!, orderPublicId: "ord_denver_1" });
    const second = await provider.recordSale({ calculationReference: reference!, orderPublicId: "ord_denver_1" });
    expect(first).toMatchObject({ ok: true, reference: expect.stringMatching(/^tax_/) });
    expect(second).toEqual(first);
    const made = posts("/v1/tax/transactions/create_from_calculation");
    expect(made.map((request) => request.idempotencyKey)).toEqual(["tax-sale-ord_denver_1", "tax-sale-ord_denver_1"]);
    expect(made[0]!.form).toEqual({ calculation: reference, reference: "ord_denver_1" });
    expect(stripe.tax.transactions().filter((transaction) => transaction.reference === "ord_denver_1")).toHaveLength(1);
  });

  it("reverses a partial refund with negative amounts against the sale's own lines, once per refund", async () => {
    const { reference } = await calculated();
    const sale = await provider.recordSale({ calculationReference: reference!, orderPublicId: "ord_denver_2" });
    if (!sale.ok) throw new Error(sale.reason);
    const saleLines = stripe.tax.transaction(sale.reference!)!.line_items_all as { id: string; reference: string }[];
    stripe.requests.length = 0;

    // One of the two bottles on the first line comes back, with its tax; the second line and shipping stay.
    const refund = { transactionReference: sale.reference!, refundKey: "refund-ord2-1", lines: [{ amountCents: 4000, taxCents: 353 }, { amountCents: 0, taxCents: 0 }], shipping: { amountCents: 0, taxCents: 0 } };
    const reversed = await provider.reverse(refund);
    expect(reversed).toMatchObject({ ok: true, reference: expect.stringMatching(/^tax_/) });
    expect(await provider.reverse(refund)).toEqual(reversed);

    const [request] = posts("/v1/tax/transactions/create_reversal");
    expect(request!.idempotencyKey).toBe("tax-reversal-refund-ord2-1");
    expect(request!.form).toEqual({
      mode: "partial",
      original_transaction: sale.reference,
      reference: "refund-ord2-1",
      "line_items[0][amount]": "-4000",
      "line_items[0][amount_tax]": "-353",
      "line_items[0][original_line_item]": saleLines.find((line) => line.reference === "line-1")!.id,
      "line_items[0][reference]": "line-1-refund",
    });

    // The shipping goes back later on its own: a second reversal, with the shipping alone.
    const shipping = await provider.reverse({ ...refund, refundKey: "refund-ord2-2", lines: [{ amountCents: 0, taxCents: 0 }, { amountCents: 0, taxCents: 0 }], shipping: { amountCents: 500, taxCents: 0 } });
    expect(shipping.ok).toBe(true);
    expect(posts("/v1/tax/transactions/create_reversal")[2]!.form).toMatchObject({ "shipping_cost[amount]": "-500", "shipping_cost[amount_tax]": "0" });
  });

  it("asks Stripe nothing when a refund gives back nothing taxed or shipped", async () => {
    const result = await provider.reverse({ transactionReference: "tax_anything", refundKey: "refund-empty", lines: [{ amountCents: 0, taxCents: 0 }], shipping: { amountCents: 0, taxCents: 0 } });
    expect(result).toEqual({ ok: true, reference: null });
    expect(stripe.requests).toEqual([]);
  });
});

describe("Stripe Tax refusals", () => {
  const readable = (reason: string) => {
    expect(reason).toMatch(/^[A-Z][^\n]*\.$/);
    expect(reason).not.toMatch(/Refused by the test|StripeError|\bat \w+ \(/);
  };

  it("answers a refused calculation with a sentence instead of a tax", async () => {
    stripe.refuseNextPosts();
    const result = await provider.calculate(denver);
    expect(result).toEqual({ ok: false, reason: "The sales tax could not be worked out. Please try again." });
  });

  it("answers a sale Stripe cannot record, or a reversal beyond the line, with a readable reason", async () => {
    const sale = await provider.recordSale({ calculationReference: "taxcalc_unknown", orderPublicId: "ord_unknown" });
    expect(sale.ok).toBe(false);
    if (!sale.ok) readable(sale.reason);

    const { reference } = await calculated();
    const recorded = await provider.recordSale({ calculationReference: reference!, orderPublicId: "ord_denver_3" });
    if (!recorded.ok) throw new Error(recorded.reason);
    const tooMuch = await provider.reverse({ transactionReference: recorded.reference!, refundKey: "refund-ord3-1", lines: [{ amountCents: 9000, taxCents: 0 }, { amountCents: 0, taxCents: 0 }], shipping: { amountCents: 0, taxCents: 0 } });
    expect(tooMuch).toEqual({ ok: false, reason: "The tax on this refund could not be reversed with Stripe Tax. Please try again." });
    const unknown = await provider.reverse({ transactionReference: "tax_unknown", refundKey: "refund-x", lines: [{ amountCents: 100, taxCents: 9 }], shipping: { amountCents: 0, taxCents: 0 } });
    expect(unknown.ok).toBe(false);
  });

  it("answers when Stripe cannot be reached", async () => {
    const offline = getTaxProvider(parseEnv({ ...stripe.env, STRIPE_API_PORT: "9", TAX_PROVIDER: "stripe" }));
    const result = await offline.calculate(denver);
    expect(result).toEqual({ ok: false, reason: "The sales tax could not be worked out. Please try again." });
  });
});
