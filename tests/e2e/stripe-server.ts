// The shop in Stripe mode for the browser tests: a local fake Stripe (API,
// hosted checkout page, a stand-in Stripe.js with the card field and a test
// wallet, tests/support/fake-stripe.ts) and the real production server pointed
// at it, over its own database file (E2E_STRIPE_DATABASE_URL, which the tests
// read too). Confirming a payment in the browser makes the fake deliver
// Stripe's signed payment_intent.succeeded to this server's webhook first.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startFakeStripe } from "../support/fake-stripe";

const stripe = await startFakeStripe({ webhookUrl: `http://127.0.0.1:${process.env.PORT}/webhooks/stripe` });
Object.assign(process.env, stripe.env);
// The wallets the test Stripe account "has turned on" (decision 0057): the wallet buttons show them.
process.env.STRIPE_PAYMENT_METHODS = "apple_pay,google_pay,link";
process.env.DATABASE_URL = process.env.E2E_STRIPE_DATABASE_URL ?? `file:${join(mkdtempSync(join(tmpdir(), "onbrand-e2e-stripe-")), "shop.db")}`;
process.env.SESSION_SECRET ??= "e2e-session-secret";
process.env.WEB_CONCURRENCY = "1";
await import("../../server/node");
