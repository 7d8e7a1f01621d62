import { describe, expect, it } from "vitest";
import { testModePaymentProvider } from "./test-mode-provider";

const base = {
  amountCents: 4500,
  currency: "usd" as const,
  card: { name: "Ana Lima", number: "4242 4242 4242 4242", expiry: "12/39", cvv: "123" },
  idempotencyKey: "key-1234567890abcdef",
  description: "Order",
};

describe("test-mode payment provider", () => {
  it("approves a good card and hands back only brand and last 4", async () => {
    const result = await testModePaymentProvider.charge(base);
    expect(result).toEqual({ ok: true, reference: "test_key-1234567890abcdef", cardBrand: "Visa", cardLast4: "4242" });
    expect(JSON.stringify(result)).not.toContain("4242424242424242");
  });

  it("declines 4000 0000 0000 0002 with a reason", async () => {
    const result = await testModePaymentProvider.charge({ ...base, card: { ...base.card, number: "4000 0000 0000 0002" } });
    expect(result).toEqual({ ok: false, declineReason: "Your card was declined." });
  });

  it("refuses bad numbers, past expiry, bad CVV and non-positive amounts", async () => {
    expect((await testModePaymentProvider.charge({ ...base, card: { ...base.card, number: "4242424242424241" } })).ok).toBe(false);
    expect((await testModePaymentProvider.charge({ ...base, card: { ...base.card, expiry: "01/20" } })).ok).toBe(false);
    expect((await testModePaymentProvider.charge({ ...base, card: { ...base.card, cvv: "1" } })).ok).toBe(false);
    expect((await testModePaymentProvider.charge({ ...base, amountCents: 0 })).ok).toBe(false);
  });

  it("refunds a test-mode charge and refuses anything else with a reason", async () => {
    const refund = (reference: string, amountCents: number) => testModePaymentProvider.refund({ reference, amountCents, idempotencyKey: "part-1" });
    expect(await refund("test_key-1234567890abcdef", 4500)).toEqual({ ok: true, reference: "refund_part-1" });
    expect(await refund("ch_live_123", 4500)).toEqual({ ok: false, reason: "No test-mode payment matches this order." });
    expect(await refund("", 4500)).toMatchObject({ ok: false });
    expect(await refund("test_key-1234567890abcdef", 0)).toEqual({ ok: false, reason: "The amount is invalid." });
  });
});
