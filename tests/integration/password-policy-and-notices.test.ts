import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, knownBrowsers, users } from "../../db/schema";
import { createUser } from "../../app/services/credentials.server";
import { callApi } from "../support/http";
import { createShopper } from "../support/shopper";
import { TEST_PASSWORD, FIREFOX_WINDOWS, uniqueEmail, htmlText } from "../support/account-fixtures";
import { startTestServer, type TestServer } from "../support/test-server";

// Issue 36 through the real server: the password policy wherever a password is
// chosen (registration, reset; page and JSON API; change is in
// account-sessions.test.ts), and the e-mail a sign-in from a new browser sends.

const TOO_COMMON = "Password is too common: please choose one that is harder to guess";
const HAS_EMAIL_NAME = "Password must not contain the part of your email before the @";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_MULTIPLIER: "100" } });
});
afterAll(async () => {
  await server.close();
});

const nameOf = (email: string) => email.split("@")[0]!;
const userRow = (email: string) => server.db.select().from(users).where(eq(users.email, email)).get();
const subjectsFor = async (email: string) => (await server.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email))).map((row) => row.subject);

describe("the password policy", () => {
  it("refuses a common password or one with the e-mail's name at registration, JSON API and page, with 400 and the message", async () => {
    const email = uniqueEmail("policy");
    for (const [password, message] of [
      ["password123", TOO_COMMON],
      ["Qwertyuiop", TOO_COMMON],
      [`x-${nameOf(email).toUpperCase()}-x`, HAS_EMAIL_NAME],
    ] as const) {
      const response = await callApi(server, "/api/auth/register", { method: "POST", body: { email, password } });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message, errors: { password: [message] } });
    }
    const page = await createShopper(server).post("/login", { intent: "register", email, password: "password123" });
    expect(page.status).toBe(400);
    expect(htmlText(await page.text())).toMatch(new RegExp(`id="account-register-password-error"[^>]*>${TOO_COMMON}<`));
    expect(await userRow(email)).toBeUndefined();
    // The same e-mail with a password the policy accepts registers.
    expect((await callApi(server, "/api/auth/register", { method: "POST", body: { email, password: TEST_PASSWORD } })).status).toBe(201);
  });

  it("never checks at login: an account whose password the policy would refuse still signs in", async () => {
    const email = uniqueEmail("legacy");
    await createUser({ db: server.db, email, password: "password123" });
    expect((await callApi(server, "/api/auth/login", { method: "POST", body: { email, password: "password123" } })).status).toBe(200);
  });

  it("refuses them through the reset link too, page and API, leaving the link usable; a reset sends the password-changed notice", async () => {
    const email = uniqueEmail("reset.policy");
    await callApi(server, "/api/auth/register", { method: "POST", body: { email, password: TEST_PASSWORD } });
    await callApi(server, "/api/auth/forgot-password", { method: "POST", body: { email } });
    const mail = await server.db.select().from(emailOutbox).where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, "password-reset"))).get();
    const token = new URL(mail!.textBody.match(/Choose a new password: (\S+)/)![1]!).searchParams.get("token")!;

    const api = await callApi(server, "/api/auth/reset-password", { method: "POST", body: { token, password: "password123" } });
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({ message: TOO_COMMON, errors: { password: [TOO_COMMON] } });
    // The page's form posts to its own address, token included.
    const page = await server.fetch(`/reset-password?token=${token}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.baseUrl, "Sec-Fetch-Site": "same-origin" },
      body: new URLSearchParams({ token, password: `${nameOf(email)}-and-more` }),
    });
    expect(page.status).toBe(400);
    const pageHtml = htmlText(await page.text());
    expect(pageHtml).toMatch(new RegExp(`id="reset-password-password-error"[^>]*>${HAS_EMAIL_NAME}<`));
    expect(await subjectsFor(email)).not.toContain("Your Onbrand password was changed");

    const done = await callApi(server, "/api/auth/reset-password", { method: "POST", body: { token, password: "orchid-velvet-73" } });
    expect(done.status).toBe(200);
    expect(await subjectsFor(email)).toContain("Your Onbrand password was changed");
  });
});

describe("the new-browser notice", () => {
  const NEW_SIGN_IN = "New sign-in to your Onbrand account";
  const newSignIns = async (email: string) => (await subjectsFor(email)).filter((subject) => subject === NEW_SIGN_IN).length;
  const browser = () => {
    const shopper = createShopper(server);
    const post = (path: string, fields: Record<string, string>) =>
      shopper.request(path, { method: "POST", body: new URLSearchParams(fields), headers: { "User-Agent": FIREFOX_WINDOWS } });
    return { ...shopper, post };
  };

  it("is not sent for the account's first browser, nor for a browser it has used; once for a new one", async () => {
    const email = uniqueEmail("notices");
    const first = browser();
    expect((await first.post("/login", { intent: "register", email, password: TEST_PASSWORD })).status).toBe(302);
    expect(first.cookies.has("__browser")).toBe(true);
    // Logged out and back in on the same browser: known.
    await first.post("/account", { intent: "logout" });
    expect((await first.post("/login", { intent: "login", email, password: TEST_PASSWORD })).status).toBe(302);
    expect(await newSignIns(email)).toBe(0);

    const second = browser();
    expect((await second.post("/login", { intent: "login", email, password: TEST_PASSWORD })).status).toBe(302);
    expect(await newSignIns(email)).toBe(1);
    const notice = (await server.db.select().from(emailOutbox).where(and(eq(emailOutbox.toAddress, email), like(emailOutbox.subject, "New sign-in%"))).get())!;
    expect(notice.textBody).toContain("Firefox on Windows");
    await second.post("/account", { intent: "logout" });
    await second.post("/login", { intent: "login", email, password: TEST_PASSWORD });
    expect(await newSignIns(email)).toBe(1);
    // Only hashes of the ids are kept.
    const userId = (await userRow(email))!.id;
    const kept = await server.db.select().from(knownBrowsers).where(eq(knownBrowsers.userId, userId));
    expect(kept).toHaveLength(2);
    for (const row of kept) expect(row.browserHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("records an existing account's first sign-in silently", async () => {
    const email = uniqueEmail("existing");
    await createUser({ db: server.db, email, password: TEST_PASSWORD });
    await browser().post("/login", { intent: "login", email, password: TEST_PASSWORD });
    expect(await newSignIns(email)).toBe(0);
    await browser().post("/login", { intent: "login", email, password: TEST_PASSWORD });
    expect(await newSignIns(email)).toBe(1);
  });

  it("counts an API client that keeps no cookies as one browser per User-Agent", async () => {
    const email = uniqueEmail("api.notices");
    const apiLogin = (userAgent: string) =>
      server.fetch("/api/auth/login", { method: "POST", headers: { "Content-Type": "application/json", "User-Agent": userAgent }, body: JSON.stringify({ email, password: TEST_PASSWORD }) });
    await callApi(server, "/api/auth/register", { method: "POST", body: { email, password: TEST_PASSWORD } });
    for (let i = 0; i < 3; i++) expect((await apiLogin("ScentApp/2.1 (iPhone)")).status).toBe(200);
    expect(await newSignIns(email)).toBe(1);
    await apiLogin("ScentApp/2.1 (Android)");
    expect(await newSignIns(email)).toBe(2);
  });
});
