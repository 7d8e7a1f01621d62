import { describe, expect, it } from "vitest";
import { computeSalesTax, type TaxableOrder } from "~/lib/sales-tax";
import { embeddedTaxProvider } from "./embedded-tax-provider";

const order: TaxableOrder = {
  lines: [
    { amountCents: 8000, quantity: 2, reference: "line-1" },
    { amountCents: 4000, quantity: 1, reference: "line-2" },
  ],
  shippingCents: 500,
  address: { state: "CO", zip: "80202", city: "Denver" },
};

describe("embedded tax provider", () => {
  it("answers the shop's own computation, with no reference to keep", async () => {
    for (const registeredStates of [["CO"], ["NY"], []] as const) {
      const result = await embeddedTaxProvider.calculate({ ...order, registeredStates, idempotencyKey: "order-key" });
      expect(result).toEqual({ ok: true, ...computeSalesTax(order, registeredStates), reference: null });
    }
  });

  it("gives no tax outside the registered states or without an address", async () => {
    const elsewhere = await embeddedTaxProvider.calculate({ ...order, registeredStates: ["NY"] });
    const noAddress = await embeddedTaxProvider.calculate({ ...order, address: null, registeredStates: ["CO"] });
    for (const result of [elsewhere, noAddress]) expect(result).toMatchObject({ ok: true, taxCents: 0, reference: null });
  });

  it("records and reverses nothing elsewhere: the orders table is the shop's book", async () => {
    expect(await embeddedTaxProvider.recordSale({ calculationReference: "x", orderPublicId: "ord_1" })).toEqual({ ok: true, reference: null });
    const refund = { transactionReference: "x", refundKey: "refund-1", lines: [{ amountCents: 4000, taxCents: 352 }], shipping: { amountCents: 0, taxCents: 0 } };
    expect(await embeddedTaxProvider.reverse(refund)).toEqual({ ok: true, reference: null });
  });
});
