// Signs a browser context in as a given user, and opens the database of the
// server a test runs against, to arrange rows and check what was stored.
import { createCookie } from "@remix-run/node";
import { sql } from "drizzle-orm";
import { test, type BrowserContext } from "@playwright/test";
import { createDb, runBatch, type BatchStatements, type Db } from "../../db/client";
import { isBusyError } from "../../db/d1-busy-retry";
import { openLocalBindings } from "../support/wrangler-dev";
import { onWorkers } from "./project";

let nodeDb: Promise<Db> | undefined;
let workersDb: Promise<Db> | undefined;

/**
 * The database the test's server is using, to arrange rows and check what was
 * stored: the Node server's libSQL file (in WAL mode; the server writes to it
 * too, so this connection waits for its locks), or under `wrangler dev` the
 * local D1 database through wrangler's getPlatformProxy over the same persist
 * directory (tests/support/wrangler-dev.ts), with drizzle's D1 driver. Workers
 * tests only read it, and arrange rows through the app: every statement from
 * here is a write transaction in a second workerd, which makes a write of the
 * app at that instant fail rather than wait (see openLocalBindings).
 */
export function e2eDb(): Promise<Db> {
  if (onWorkers()) {
    const persist = process.env.E2E_WORKERS_PERSIST;
    if (!persist) throw new Error("E2E_WORKERS_PERSIST is not set; run the browser tests through playwright.config.ts");
    workersDb ??= openWorkersDb(persist);
    return workersDb;
  }
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error("E2E_DATABASE_URL is not set; run the browser tests through playwright.config.ts");
  nodeDb ??= (async () => {
    const opened = createDb({ url });
    await opened.run(sql`PRAGMA busy_timeout = 10000`);
    return opened;
  })();
  return nodeDb;
}

/**
 * One proxy per test worker process (its workerd ends with the process).
 * Opening it loads wrangler's API and starts a workerd, seconds on a busy
 * machine: that time is added to the test's timeout rather than taken from it.
 */
async function openWorkersDb(persist: string) {
  const info = test.info();
  const budget = info.timeout;
  const started = performance.now();
  if (budget) info.setTimeout(budget + 120_000);
  const { d1 } = await openLocalBindings(persist);
  if (budget) info.setTimeout(budget + (performance.now() - started));
  return createDb({ d1 });
}

/**
 * Signs the browser context in with a session the app itself created through
 * its JSON API (`/api/auth/login` or `/api/auth/register` answer a session
 * token), set as the signed __session cookie the login form would have set.
 * Through the app rather than the database, so the Workers projects never
 * write to D1 behind wrangler dev's back.
 */
async function signInThroughApi(context: BrowserContext, baseURL: string, path: string, body: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseURL}${path}`, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) });
  const { token } = (await response.json()) as { token?: string };
  if (!response.ok || !token) throw new Error(`${path} answered ${response.status}`);
  const cookie = createCookie("__session", { secrets: [process.env.SESSION_SECRET ?? "e2e-session-secret"] });
  const value = (await cookie.serialize(token)).split(";")[0]!.slice("__session=".length);
  await context.addCookies([{ name: "__session", value, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
}

/**
 * The run's administrator (created by tests/e2e/server.ts and workers-server.ts
 * from E2E_ADMIN_*). They have two-factor on: the request carries the
 * trusted-browser cookie made for them at setup (tests/e2e/admin-two-factor.ts),
 * so no one-time code is spent and parallel sign-ins cannot collide.
 */
export async function signInAsAdmin(context: BrowserContext, baseURL: string) {
  const trusted = createCookie("__trusted_browser", { secrets: [process.env.SESSION_SECRET ?? "e2e-session-secret"] });
  const cookie = (await trusted.serialize(process.env.E2E_ADMIN_TRUSTED_BROWSER!)).split(";")[0]!;
  const credentials = { email: process.env.E2E_ADMIN_EMAIL!, password: process.env.E2E_ADMIN_PASSWORD! };
  await signInThroughApi(context, baseURL, "/api/auth/login", credentials, { Cookie: cookie });
}

/** A new shopper's account, signed in; with `email`, the account a test's orders and e-mails are matched by. */
export async function signInAsCustomer(context: BrowserContext, baseURL: string, email = `shopper-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`) {
  await signInThroughApi(context, baseURL, "/api/auth/register", { email, password: "quiet-lantern-4821" });
}

/**
 * A fixture's write of several rows into the Node server's file, asked again
 * when it meets the server's lock for longer than the busy timeout: under the
 * full suite on 2 cores a catalogue write once failed with SQLITE_BUSY past
 * 10 s (admin-fragrance-search.spec.ts, no-js). Only the failed attempt is
 * repeated; a batch is all or nothing, so nothing was half-written.
 */
export async function fixtureBatch(items: (db: Db) => BatchStatements) {
  const db = await e2eDb();
  for (let attempt = 1; ; attempt++) {
    try {
      return await runBatch(db, items(db));
    } catch (error) {
      if (attempt === 3 || !isBusyError(error)) throw error;
    }
  }
}
