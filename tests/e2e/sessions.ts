// Signs a browser context in as a given user, and opens the database of the
// server a test runs against, to arrange rows and check what was stored.
import { createCookie } from "@remix-run/node";
import { sql } from "drizzle-orm";
import type { BrowserContext } from "@playwright/test";
import { createDb, type Db } from "../../db/client";
import { localD1File } from "../support/wrangler-dev";
import { onWorkers } from "./project";

const databases = new Map<string, Promise<Db>>();

/** The database file of the server this test's project runs against (see playwright.config.ts). */
function databaseUrl() {
  if (onWorkers()) {
    const persist = process.env.E2E_WORKERS_PERSIST;
    if (!persist) throw new Error("E2E_WORKERS_PERSIST is not set; run the browser tests through playwright.config.ts");
    return `file:${localD1File(persist)}`;
  }
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error("E2E_DATABASE_URL is not set; run the browser tests through playwright.config.ts");
  return url;
}

/**
 * The database the test's server is using: the Node server's libSQL file, or
 * the local D1 database's SQLite file under `wrangler dev` (both in WAL mode).
 * The server writes to the same file, so this connection waits for its locks.
 * Workers tests only read it and arrange rows through the app: a write from
 * here competes with workerd's own writes for the file's lock.
 */
export function e2eDb(): Promise<Db> {
  const url = databaseUrl();
  let db = databases.get(url);
  if (!db) {
    db = (async () => {
      const opened = createDb({ url });
      await opened.run(sql`PRAGMA busy_timeout = 10000`);
      return opened;
    })();
    databases.set(url, db);
  }
  return db;
}

/**
 * Signs the browser context in with a session the app itself created through
 * its JSON API (`/api/auth/login` or `/api/auth/register` answer a session
 * token), set as the signed __session cookie the login form would have set.
 * Through the app rather than the database, so the Workers projects never
 * write to D1's file behind workerd's back.
 */
async function signInThroughApi(context: BrowserContext, baseURL: string, path: string, body: Record<string, string>) {
  const response = await fetch(`${baseURL}${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  const { token } = (await response.json()) as { token?: string };
  if (!response.ok || !token) throw new Error(`${path} answered ${response.status}`);
  const cookie = createCookie("__session", { secrets: [process.env.SESSION_SECRET ?? "e2e-session-secret"] });
  const value = (await cookie.serialize(token)).split(";")[0]!.slice("__session=".length);
  await context.addCookies([{ name: "__session", value, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
}

/** The run's administrator (created by tests/e2e/server.ts and workers-server.ts from E2E_ADMIN_*). */
export async function signInAsAdmin(context: BrowserContext, baseURL: string) {
  await signInThroughApi(context, baseURL, "/api/auth/login", { email: process.env.E2E_ADMIN_EMAIL!, password: process.env.E2E_ADMIN_PASSWORD! });
}

export async function signInAsCustomer(context: BrowserContext, baseURL: string) {
  const email = `shopper-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  await signInThroughApi(context, baseURL, "/api/auth/register", { email, password: "password123" });
}
