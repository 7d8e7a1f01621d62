// Signs a browser context in as a given user by creating a real session row in
// the run's database and setting the signed __session cookie, until the login
// page can be driven instead.
import { createCookie } from "@remix-run/node";
import { sql } from "drizzle-orm";
import type { BrowserContext } from "@playwright/test";
import { createDb, type Db } from "../../db/client";
import { createSession } from "../../app/models/session.server";
import { getUserByEmail } from "../../app/models/user.server";
import { createUser } from "../../app/services/credentials.server";

let db: Promise<Db> | null = null;

/**
 * The database the e2e server is using (see playwright.config.ts). The server
 * writes to the same file, so this connection waits for its locks.
 */
export function e2eDb(): Promise<Db> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error("E2E_DATABASE_URL is not set; run the browser tests through playwright.config.ts");
  db ??= (async () => {
    const opened = createDb({ url });
    await opened.run(sql`PRAGMA busy_timeout = 10000`);
    return opened;
  })();
  return db;
}

async function signIn(context: BrowserContext, baseURL: string, userId: number) {
  const { token } = await createSession({ db: await e2eDb(), userId });
  const cookie = createCookie("__session", { secrets: [process.env.SESSION_SECRET ?? "e2e-session-secret"] });
  const value = (await cookie.serialize(token)).split(";")[0]!.slice("__session=".length);
  await context.addCookies([{ name: "__session", value, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
}

/** The run's administrator (created by tests/e2e/server.ts from E2E_ADMIN_*). */
export async function signInAsAdmin(context: BrowserContext, baseURL: string) {
  const admin = await getUserByEmail({ db: await e2eDb(), email: process.env.E2E_ADMIN_EMAIL! });
  if (!admin) throw new Error("The e2e administrator is missing");
  await signIn(context, baseURL, admin.id);
}

export async function signInAsCustomer(context: BrowserContext, baseURL: string) {
  const email = `shopper-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const user = await createUser({ db: await e2eDb(), email, password: "password123" });
  await signIn(context, baseURL, user!.id);
}
