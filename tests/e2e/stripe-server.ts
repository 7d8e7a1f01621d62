// The shop in Stripe mode for the browser tests: a local fake Stripe (API,
// hosted checkout page and a stand-in Stripe.js, tests/support/fake-stripe.ts)
// and the real production server pointed at it, over its own database file.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startFakeStripe } from "../support/fake-stripe";

const stripe = await startFakeStripe();
Object.assign(process.env, stripe.env);
process.env.DATABASE_URL = `file:${join(mkdtempSync(join(tmpdir(), "onbrand-e2e-stripe-")), "shop.db")}`;
process.env.SESSION_SECRET ??= "e2e-session-secret";
process.env.WEB_CONCURRENCY = "1";
await import("../../server/node");
