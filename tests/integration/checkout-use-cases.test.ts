// The checkout's use cases called directly, with plain inputs: what the
// routes turn into statuses (tests/integration/checkout.test.ts and
// payment-intent.test.ts test those answers through HTTP).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { cartItems, orders } from "../../db/schema";
import { createCart, addToCart } from "../../app/models/cart.server";
import { changeCart } from "../../app/services/cart-changes.server";
import { applyCheckoutSavings } from "../../app/services/checkout-discount.server";
import { createPaymentIntent } from "../../app/services/payment-intent-api.server";
import { receivePaymentEvent } from "../../app/services/payment-webhook.server";
import { placeCheckoutOrder, type CheckoutValues } from "../../app/services/place-checkout-order.server";
import { freshServiceContext } from "../support/service-context";
import { createTestDatabase } from "../support/test-server";

let db: Db;
let cleanup: () => void;
beforeAll(async () => {
  ({ db, cleanup } = await createTestDatabase());
});
afterAll(() => cleanup());

/** A context for one new client address, so each test has its own rate-limit counter. */
const contextFor = (env: Record<string, string> = {}) => freshServiceContext(db, { NODE_ENV: "production", ...env });

async function cartWith(fragranceId: number) {
  const cartId = await createCart({ db, userId: null });
  await addToCart({ db, cartId, fragranceId });
  return cartId;
}

const values = (overrides: Partial<CheckoutValues> = {}): CheckoutValues => ({
  name: "Ana Lima",
  email: "ana@example.com",
  address: "1 Larimer St",
  city: "Denver",
  country: "United States",
  cardName: "Ana Lima",
  cardNumber: "4242 4242 4242 4242",
  cardExpiry: "12/39",
  cardCvv: "123",
  idempotencyKey: crypto.randomUUID(),
  shippingMethod: "standard",
  ...overrides,
});

const order = (input: Partial<Parameters<typeof placeCheckoutOrder>[1]>) => ({
  bot: false,
  values: null,
  cartId: null,
  userId: null,
  origin: "https://shop.test",
  hostedMode: "checkout" as const,
  ...input,
});

describe("placing an order from the checkout form", () => {
  it("counts every attempt against the checkout limit, a form that did not validate too, then answers rate-limited", async () => {
    const context = contextFor({ RATE_LIMIT_CHECKOUT: "2" });
    const cartId = await cartWith(1);
    expect(await placeCheckoutOrder(context, order({ cartId }))).toEqual({ ok: false, reason: "invalid-form" });
    expect(await placeCheckoutOrder(context, order({ cartId }))).toEqual({ ok: false, reason: "invalid-form" });
    const limited = await placeCheckoutOrder(context, order({ cartId, values: values() }));
    expect(limited).toMatchObject({ ok: false, reason: "rate-limited" });
    expect(limited.ok === false && limited.reason === "rate-limited" && limited.retryAfterSeconds).toBeGreaterThan(0);
    expect(await db.select().from(cartItems).where(eq(cartItems.cartId, cartId))).toHaveLength(1);
  });

  it("stops a bot's attempt (the honeypot filled) before anything is placed", async () => {
    const cartId = await cartWith(1);
    const key = crypto.randomUUID();
    expect(await placeCheckoutOrder(contextFor(), order({ bot: true, cartId, values: values({ idempotencyKey: key }) }))).toEqual({ ok: false, reason: "bot" });
    expect(await db.select().from(orders).where(eq(orders.idempotencyKey, key))).toEqual([]);
  });

  it("a declined card places nothing and keeps the typed discount applied", async () => {
    const cartId = await cartWith(2);
    const result = await placeCheckoutOrder(
      contextFor(),
      order({ cartId, values: values({ cardNumber: "4000 0000 0000 0002", discountCode: "WELCOME10", email: "declined@example.com" }) }),
    );
    expect(result).toEqual({
      ok: false,
      reason: "not-placed",
      failure: { ok: false, kind: "declined", reason: "Your card was declined." },
      // Fragrance 2 is a $40.00 bottle: 10% is $4.00.
      savings: { discount: { code: "WELCOME10", effect: { discountCents: 400 }, message: "WELCOME10 applied: 10% off your fragrances." }, points: 0 },
    });
  });

  it("charges the typed card in test mode and places the order, with no payment step left", async () => {
    const cartId = await cartWith(1);
    const result = await placeCheckoutOrder(contextFor(), order({ cartId, values: values({ expectedTotal: 4500 }) }));
    expect(result).toMatchObject({ ok: true, next: null });
    const placed = result.ok ? await db.select().from(orders).where(eq(orders.publicId, result.orderPublicId)).get() : undefined;
    expect(placed).toMatchObject({ status: "paid", totalBeforeTaxCents: 4500, cardLast4: "4242" });
  });
});

describe("the checkout's discount field", () => {
  it("asks for a code when none was typed, and answers the code's discount when it applies", async () => {
    const context = contextFor();
    const shopper = { cartId: await cartWith(1), userId: null };
    expect(await applyCheckoutSavings(context, { bot: false, typed: { code: "  ", email: null, points: 0 }, shopper })).toEqual({
      ok: false,
      reason: "discount",
      errors: { discountCode: ["Enter a discount code."] },
      savings: { discount: null, points: 0 },
    });
    expect(await applyCheckoutSavings(context, { bot: false, typed: { code: "welcome10 ", email: "new@example.com", points: 0 }, shopper })).toEqual({
      ok: true,
      discount: { code: "WELCOME10", effect: { discountCents: 400 }, message: "WELCOME10 applied: 10% off your fragrances." },
      points: 0,
    });
    // Points from a shopper who is not a member: the code still applies, the points field says why not.
    expect(await applyCheckoutSavings(context, { bot: false, typed: { code: "WELCOME10", email: "new@example.com", points: 100 }, shopper })).toMatchObject({
      ok: false,
      errors: { rewardPoints: ["Join Scent Rewards to spend points."] },
      savings: { discount: { code: "WELCOME10" }, points: 0 },
    });
  });
});

describe("the payment API's use case", () => {
  it("counts a request whose body did not validate, then answers rate-limited", async () => {
    const context = contextFor({ RATE_LIMIT_CHECKOUT: "1" });
    const request = { body: null, idempotencyKey: null, userId: null, origin: "https://shop.test" };
    expect(await createPaymentIntent(context, request)).toEqual({ ok: false, reason: "invalid-request" });
    expect(await createPaymentIntent(context, request)).toMatchObject({ ok: false, reason: "rate-limited" });
  });
});

describe("payment events", () => {
  it("are not taken in test mode: no provider sends them", async () => {
    expect(await receivePaymentEvent(contextFor(), { rawBody: "{}", signature: "t=1,v1=x", origin: "https://shop.test" })).toEqual({
      ok: false,
      reason: "no-provider",
    });
  });
});

describe("cart changes", () => {
  it("answer the new item count, or why an add was refused", async () => {
    const cartId = await cartWith(1);
    expect(await changeCart(contextFor(), { cartId, change: { intent: "add", fragranceId: 2, size: "10ml", quantity: 2 } })).toEqual({ ok: true, count: 3 });
    expect(await changeCart(contextFor(), { cartId, change: { intent: "add", fragranceId: 999_999, size: "10ml" } })).toEqual({
      ok: false,
      message: "That fragrance is no longer available.",
    });
  });
});
