// Fuzzing the wallet's endpoint (issue 39) in Stripe mode, where the general
// fuzzer (fuzz.test.ts, test mode) only meets its "not offered" answer: the
// wallet's fields (address, e-mail, total, key, code, points) generated
// hostile or real, against a shopper with a cart and the shop registered in
// Colorado, so requests reach the quote, the tax and the order pipeline.
// Whatever arrives: JSON, never a 5xx, and nothing written when refused.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveTaxRegistrations } from "../../app/models/shop-settings.server";
import { userWithSession } from "../support/admin";
import { startFakeStripe, type FakeStripe } from "../support/fake-stripe";
import { rowCounts } from "../support/row-counts";
import { createShopper } from "../support/shopper";
import { startTestServer, type TestServer } from "../support/test-server";

const RUNS = Number(process.env.FUZZ_RUNS) || 80;

let server: TestServer;
let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripe();
  server = await startTestServer({ env: { RATE_LIMIT_MULTIPLIER: "100000", ...stripe.env, STRIPE_PAYMENT_METHODS: "link" } });
  const admin = await userWithSession(server.db, "admin");
  await saveTaxRegistrations({ db: server.db, states: ["CO"], adminId: admin.user.id });
});
afterAll(async () => {
  await server.close();
  await stripe.close();
});

const hostile = fc.oneof(
  fc.constantFrom("", "0", "-1", "1.5", "1e309", "NaN", "null", "<script>alert(1)</script>", "' OR 1=1 --", "\u0000", "a".repeat(3000)),
  fc.string({ maxLength: 30 }),
  fc.integer().map(String),
);
// Real values a wallet may send, most of them accepted (the address is one of a few whole
// addresses; some are refused: Canada, a ZIP in another state, a wrong total)…
const ADDRESSES = [
  { "address.city": "Denver", "address.state": "CO", "address.zip": "80202", "address.country": "US" },
  { "address.city": "Denver", "address.state": "Colorado", "address.zip": "80202-1234", "address.country": "us" },
  { "address.city": "Portland", "address.state": "OR", "address.zip": "97201", "address.country": "US" },
  { "address.city": "Denver", "address.state": "OR", "address.zip": "80202", "address.country": "US" },
  { "address.city": "Toronto", "address.state": "ON", "address.zip": "M5V 3L9", "address.country": "CA" },
];
const REAL = {
  intent: ["quote", "place", "place"],
  shippingMethod: ["standard", "express"],
  discountCode: ["", "", "WELCOME10", "welcome10"],
  points: ["0", "0", "100"],
  name: ["Wanda Wallet"],
  email: ["wanda@example.com"],
  "address.line1": ["1550 Wewatta St"],
  "address.line2": ["", "Apt 4"],
  expectedTotal: ["13500", "14557", "12500", "13557", "12000"],
};
const real = fc
  .tuple(
    fc.record(Object.fromEntries(Object.entries(REAL).map(([name, values]) => [name, fc.constantFrom(...values)])) as Record<keyof typeof REAL, fc.Arbitrary<string>>),
    fc.constantFrom(...ADDRESSES),
  )
  .map(([fields, address]) => ({ ...fields, ...address }));
const FIELD_NAMES = [...Object.keys(REAL), ...Object.keys(ADDRESSES[0]!), "idempotencyKey"];
// …then up to two fields hostile or left out, so most requests reach the quote, the tax and the pipeline.
const walletFields = fc
  .tuple(real, fc.uuid(), fc.dictionary(fc.constantFrom(...FIELD_NAMES), fc.option(hostile), { maxKeys: 2 }))
  .map(([fields, idempotencyKey, changes]) => {
    const all: Record<string, string> = { ...fields, idempotencyKey };
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) delete all[name];
      else all[name] = value;
    }
    return all;
  });

describe("the wallet's endpoint under generated input", () => {
  it("answers JSON, never a 5xx, and a refusal writes nothing", async () => {
    await fc.assert(
      fc.asyncProperty(walletFields, async (fields) => {
        const shopper = createShopper(server);
        await shopper.addToCart(1);
        const before = await rowCounts(server.db);
        const response = await shopper.post("/resources/express-checkout", fields);
        const text = await response.text();
        expect(response.status, text.slice(0, 300)).toBeLessThan(500);
        expect(response.headers.get("Content-Type")).toContain("application/json");
        expect(text).not.toMatch(/\n\s+at /);
        if (response.status >= 400) expect(await rowCounts(server.db)).toEqual(before);
      }),
      { numRuns: RUNS },
    );
  });
});
