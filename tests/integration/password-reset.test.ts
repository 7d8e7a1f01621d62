import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, passwordResetTokens, sessions, users } from "../../db/schema";
import type { Db } from "../../db/client";
import { sha256Base64Url } from "../../app/lib/secret-token";
import { storeResetLink } from "../../app/models/password-reset.server";
import { callApi, cookiesFrom, followRedirect, postForm } from "../support/http";
import { startTestServer, type TestServer } from "../support/test-server";

// Password reset through the real server: 'Forgot password?' on the page and
// in the JSON API, the e-mailed link read back from the outbox, the new
// password, and what happens to every other session.

const PASSWORD = "quiet-lantern-4821";
const NEW_PASSWORD = "a-brand-new-secret";
const SENT = (email: string) =>
  `If an account exists for ${email}, we've sent a link to reset your password. The link works for 1 hour.`;
const LINK_INVALID =
  "This password reset link is invalid or has expired. Links work for 1 hour and only once: please request a new one.";

/** What the page says, as a reader sees it (React escapes the apostrophe). */
const pageText = (html: string) => html.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&");

let counter = 0;
const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${++counter}@example.com`;

async function register(server: TestServer, email: string) {
  const response = await callApi(server, "/api/auth/register", { method: "POST", body: { email, password: PASSWORD } });
  expect(response.status).toBe(201);
  const body = await response.json();
  return { token: body.token as string, userId: body.user.id as number };
}

async function outboxFor(db: Db, email: string) {
  return db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email.toLowerCase())).orderBy(emailOutbox.id);
}

async function resetRows(db: Db) {
  const [tokens, outbox] = await Promise.all([
    db.select({ n: count() }).from(passwordResetTokens),
    db.select({ n: count() }).from(emailOutbox),
  ]);
  return { tokens: tokens[0]!.n, outbox: outbox[0]!.n };
}

/** The token in the newest reset e-mail sent to this address. */
async function linkTokenFor(db: Db, email: string) {
  const rows = await outboxFor(db, email);
  const text = rows.at(-1)?.textBody ?? "";
  const link = text.match(/Choose a new password: (\S+)/)?.[1];
  if (!link) throw new Error(`no reset e-mail for ${email}`);
  return { link, token: new URL(link).searchParams.get("token")! };
}

async function passwordHashOf(db: Db, userId: number) {
  return (await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)).get())!.hash;
}

/**
 * A post from the reset page as a browser sends it: the page's same-origin
 * referrer policy still lets the browser name our origin.
 */
function postFromResetPage(server: TestServer, path: string, fields: Record<string, string>, origin = new URL(server.baseUrl).origin) {
  return server.fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin, "Sec-Fetch-Site": "same-origin" },
    body: new URLSearchParams(fields).toString(),
  });
}

const apiLogin = (server: TestServer, email: string, password: string) =>
  callApi(server, "/api/auth/login", { method: "POST", body: { email, password } });

describe("password reset", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMIT_MULTIPLIER: "100" } });
  });
  afterAll(async () => {
    await server.close();
  });

  it("answers the same for an e-mail with and without an account, and e-mails only the account", async () => {
    const known = uniqueEmail("known");
    const unknown = uniqueEmail("unknown");
    const { userId } = await register(server, known);
    const before = await resetRows(server.db);

    const knownPage = await postForm(server, "/forgot-password", { email: known.toUpperCase() });
    const unknownPage = await postForm(server, "/forgot-password", { email: unknown.toUpperCase() });
    expect(knownPage.status).toBe(200);
    expect(unknownPage.status).toBe(200);
    expect(pageText(await knownPage.text())).toContain(SENT(known.toUpperCase()));
    expect(pageText(await unknownPage.text())).toContain(SENT(unknown.toUpperCase()));
    expect(knownPage.headers.get("Cache-Control")).toBe("private, no-store");

    // One e-mail and one link, both for the account only.
    expect(await resetRows(server.db)).toEqual({ tokens: before.tokens + 1, outbox: before.outbox + 1 });
    expect(await outboxFor(server.db, unknown)).toEqual([]);
    const [email] = await outboxFor(server.db, known);
    expect(email).toMatchObject({ kind: "password-reset", toAddress: known, subject: "Reset your Onbrand password", status: "pending" });
    const { link, token } = await linkTokenFor(server.db, known);
    expect(link).toBe(`${server.baseUrl}/reset-password?token=${token}`);
    expect(email!.htmlBody).toContain(`href="${link}"`);

    // Only the token's SHA-256 is stored, valid for one hour.
    const row = await server.db.query.passwordResetTokens.findFirst({ where: eq(passwordResetTokens.id, await sha256Base64Url(token)) });
    expect(row).toMatchObject({ userId, usedAt: null });
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);
    const stored = await server.db.select({ id: passwordResetTokens.id }).from(passwordResetTokens);
    expect(stored.map((r) => r.id)).not.toContain(token);

    // The JSON API: 202 and the same body either way.
    const knownApi = await callApi(server, "/api/auth/forgot-password", { method: "POST", body: { email: known } });
    const unknownApi = await callApi(server, "/api/auth/forgot-password", { method: "POST", body: { email: unknown } });
    expect(knownApi.status).toBe(202);
    expect(unknownApi.status).toBe(202);
    expect(await knownApi.json()).toEqual({ message: SENT(known) });
    expect(await unknownApi.json()).toEqual({ message: SENT(unknown) });
    expect(await outboxFor(server.db, known)).toHaveLength(2);
    expect(await outboxFor(server.db, unknown)).toEqual([]);
  });

  it("stores the link and its e-mail together or not at all", async () => {
    const email = uniqueEmail("batch");
    const { userId } = await register(server, email);
    const message = { kind: "password-reset" as const, to: email, subject: "s", text: "t", html: "h" };
    const link = { db: server.db, tokenHash: await sha256Base64Url(`batch-${email}`), userId, expiresAt: new Date(Date.now() + 60_000) };
    await storeResetLink({ ...link, email: message });
    // The same token hash again: the token insert fails, so its e-mail must not be queued either.
    await expect(storeResetLink({ ...link, email: message })).rejects.toThrow();
    expect(await outboxFor(server.db, email)).toHaveLength(1);
  });

  it("sets a new password through the link, signs every other session out and cannot be used twice", async () => {
    const email = uniqueEmail("reset");
    const { token: apiSession, userId } = await register(server, email);
    const login = await postForm(server, "/login", { intent: "login", email, password: PASSWORD });
    expect(login.status).toBe(302);
    const otherBrowser = cookiesFrom(login);
    expect((await server.fetch("/account", { headers: { Cookie: otherBrowser } }).then((r) => r.text()))).toContain(email);

    await postForm(server, "/forgot-password", { email });
    const { link, token } = await linkTokenFor(server.db, email);
    const path = new URL(link).pathname + new URL(link).search;

    const page = await server.fetch(path);
    expect(page.status).toBe(200);
    expect(page.headers.get("Referrer-Policy")).toBe("same-origin");
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toContain("Choose a new password");
    expect(html).toContain('rel="canonical" href="http://127.0.0.1');
    expect(html).not.toMatch(/rel="canonical"[^>]*token=/);

    // Registration's rules: a short password is refused and nothing changes.
    const hashBefore = await passwordHashOf(server.db, userId);
    const short = await postForm(server, path, { token, password: "short" });
    expect(short.status).toBe(400);
    expect(await short.text()).toContain("Password must be at least 8 characters");
    expect(await passwordHashOf(server.db, userId)).toBe(hashBefore);

    // An opaque origin (a sandboxed frame) is refused, even one claiming to be same-origin.
    const framed = await postFromResetPage(server, path, { token, password: NEW_PASSWORD }, "null");
    expect(framed.status).toBe(403);
    expect(await passwordHashOf(server.db, userId)).toBe(hashBefore);

    const reset = await postFromResetPage(server, path, { token, password: NEW_PASSWORD });
    expect(reset.status).toBe(302);
    expect(reset.headers.get("Location")).toBe("/account");
    const account = await followRedirect(server, reset, cookiesFrom(reset));
    expect(account.response.status).toBe(200);
    expect(account.html).toContain("Password updated");
    expect(account.html).toContain(email);

    // Every other session ended: the API token and the other browser's cookie.
    expect((await callApi(server, "/api/auth/me", { token: apiSession })).status).toBe(401);
    const other = await server.fetch("/account", { headers: { Cookie: otherBrowser } });
    expect(await other.text()).toContain("Log in or create an account");
    expect(await server.db.select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(1);

    // The old password stops working, the new one works.
    expect((await apiLogin(server, email, PASSWORD)).status).toBe(401);
    expect((await apiLogin(server, email, NEW_PASSWORD)).status).toBe(200);

    // A second use fails, on the page and in the API, and changes nothing.
    const hashAfter = await passwordHashOf(server.db, userId);
    const again = await postForm(server, path, { token, password: "yet-another-password" });
    expect(again.status).toBe(400);
    expect(pageText(await again.text())).toContain(LINK_INVALID);
    const reopened = await server.fetch(path);
    expect(reopened.status).toBe(400);
    const reopenedHtml = pageText(await reopened.text());
    expect(reopenedHtml).toContain("This link no longer works");
    expect(reopenedHtml).toContain('href="/forgot-password"');
    const apiAgain = await callApi(server, "/api/auth/reset-password", { method: "POST", body: { token, password: "yet-another-password" } });
    expect(apiAgain.status).toBe(400);
    expect(await apiAgain.json()).toEqual({ message: LINK_INVALID, errors: { token: [LINK_INVALID] } });
    expect(await passwordHashOf(server.db, userId)).toBe(hashAfter);
  });

  it("refuses an expired link, and every other link of the user once one is used", async () => {
    const email = uniqueEmail("expired");
    const { userId } = await register(server, email);
    await callApi(server, "/api/auth/forgot-password", { method: "POST", body: { email } });
    const first = await linkTokenFor(server.db, email);
    await callApi(server, "/api/auth/forgot-password", { method: "POST", body: { email } });
    const second = await linkTokenFor(server.db, email);
    await callApi(server, "/api/auth/forgot-password", { method: "POST", body: { email } });
    const third = await linkTokenFor(server.db, email);
    const hashBefore = await passwordHashOf(server.db, userId);

    await server.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.id, await sha256Base64Url(first.token)));
    const expiredPage = await server.fetch(`/reset-password?token=${first.token}`);
    expect(expiredPage.status).toBe(400);
    expect(pageText(await expiredPage.text())).toContain(LINK_INVALID);
    const expiredPost = await postForm(server, `/reset-password?token=${first.token}`, { token: first.token, password: NEW_PASSWORD });
    expect(expiredPost.status).toBe(400);
    expect(expiredPost.headers.get("Set-Cookie") ?? "").not.toContain("__session=");
    expect(await passwordHashOf(server.db, userId)).toBe(hashBefore);

    // The API: no session comes back; the client logs in with the new password.
    const used = await callApi(server, "/api/auth/reset-password", { method: "POST", body: { token: second.token, password: NEW_PASSWORD } });
    expect(used.status).toBe(200);
    expect(await used.json()).toEqual({ message: "Your password has been changed. Every other session has been signed out." });
    expect((await apiLogin(server, email, NEW_PASSWORD)).status).toBe(200);

    const stale = await callApi(server, "/api/auth/reset-password", { method: "POST", body: { token: third.token, password: "another-password" } });
    expect(stale.status).toBe(400);
    expect((await apiLogin(server, email, NEW_PASSWORD)).status).toBe(200);
  });

  it("answers bad and hostile input with a 4xx and writes nothing", async () => {
    const email = uniqueEmail("hostile");
    await register(server, email);
    const before = await resetRows(server.db);

    const badEmail = await postForm(server, "/forgot-password", { email: "not-an-email" });
    expect(badEmail.status).toBe(400);
    expect(await badEmail.text()).toContain("Please enter a valid email address");
    const huge = await postForm(server, "/forgot-password", { email: `${"a".repeat(5000)}@example.com` });
    expect(huge.status).toBe(400);
    expect(await huge.text()).toContain("Email must be at most 255 characters");

    const jsonToForm = await server.fetch("/forgot-password", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.baseUrl },
      body: JSON.stringify({ email }),
    });
    expect(jsonToForm.status).toBe(415);
    const formToApi = await server.fetch("/api/auth/forgot-password", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email }).toString(),
    });
    expect(formToApi.status).toBe(415);
    expect(formToApi.headers.get("Content-Type")).toContain("application/json");
    const oversized = await callApi(server, "/api/auth/forgot-password", { method: "POST", body: { email, padding: "x".repeat(70 * 1024) } });
    expect(oversized.status).toBe(413);
    expect((await server.fetch("/api/auth/forgot-password")).status).toBe(405);

    const apiBad = await callApi(server, "/api/auth/forgot-password", { method: "POST", body: { email: ["a@example.com"] } });
    expect(apiBad.status).toBe(400);
    expect(await apiBad.json()).toEqual({ message: "Please enter a valid email address", errors: { email: ["Please enter a valid email address"] } });
    for (const body of ["{not json", "[]", "null", JSON.stringify({ email: `${"b".repeat(300)}@example.com` })]) {
      const response = await callApi(server, "/api/auth/forgot-password", { method: "POST", body });
      expect(response.status, body).toBe(400);
      expect(typeof (await response.json()).message).toBe("string");
    }

    const resetBad = await callApi(server, "/api/auth/reset-password", { method: "POST", body: { token: "x".repeat(43), password: "short" } });
    expect(resetBad.status).toBe(400);
    expect((await resetBad.json()).errors).toEqual({ password: ["Password must be at least 8 characters"] });
    for (const token of [undefined, "", 42, ["a"], "y".repeat(10_000)]) {
      const response = await callApi(server, "/api/auth/reset-password", { method: "POST", body: { token, password: NEW_PASSWORD } });
      expect(response.status, String(token)).toBe(400);
      expect((await response.json()).errors.token).toEqual([LINK_INVALID]);
    }
    const tamperedForm = await postForm(server, "/reset-password", { token: "<script>", password: NEW_PASSWORD });
    expect(tamperedForm.status).toBe(400);
    expect(pageText(await tamperedForm.text())).toContain(LINK_INVALID);
    expect((await server.fetch("/reset-password")).status).toBe(400);
    expect((await server.fetch(`/reset-password?token=${"z".repeat(2000)}`)).status).toBe(400);

    // The honeypot: a bot is told what everyone is told, and nothing is sent.
    const bot = await postForm(server, "/forgot-password", { email, website: "https://spam.example" });
    expect(bot.status).toBe(200);
    expect(pageText(await bot.text())).toContain(SENT(email));

    expect(await resetRows(server.db)).toEqual(before);
  });
});

describe("password reset rate limits", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: { RATE_LIMIT_FORGOT_PASSWORD: "5", RATE_LIMIT_FORGOT_PASSWORD_EMAIL: "2", RATE_LIMIT_RESET_PASSWORD: "2" },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it("limits requests per e-mail and per address, then reset attempts per address, writing nothing when refused", async () => {
    const email = uniqueEmail("limited");
    const { userId } = await register(server, email);
    const forgot = (address: string) => callApi(server, "/api/auth/forgot-password", { method: "POST", body: { email: address } });

    // Per e-mail: two links an hour for one address, whatever its case.
    expect((await forgot(email)).status).toBe(202);
    expect((await forgot(email.toUpperCase())).status).toBe(202);
    const before = await resetRows(server.db);
    const perEmail = await forgot(email);
    expect(perEmail.status).toBe(429);
    expect(Number(perEmail.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await perEmail.json()).toEqual({ message: "Too many attempts. Please wait a little and try again." });
    const perEmailPage = await postForm(server, "/forgot-password", { email });
    expect(perEmailPage.status).toBe(429);
    expect(Number(perEmailPage.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await perEmailPage.text()).toContain("Too many attempts. Please wait a little and try again.");
    expect(await resetRows(server.db)).toEqual(before);

    // Per address: five requests an hour from one client, page and API together.
    expect((await forgot(uniqueEmail("fifth"))).status).toBe(202);
    const perAddress = await forgot(uniqueEmail("sixth"));
    expect(perAddress.status).toBe(429);
    expect(Number(perAddress.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await postForm(server, "/forgot-password", { email: uniqueEmail("seventh") })).status).toBe(429);

    // Reset attempts per address: a refused attempt does not spend the link.
    const { token } = await linkTokenFor(server.db, email);
    const hashBefore = await passwordHashOf(server.db, userId);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const guess = await callApi(server, "/api/auth/reset-password", { method: "POST", body: { token: "g".repeat(43), password: NEW_PASSWORD } });
      expect(guess.status).toBe(400);
    }
    const refused = await callApi(server, "/api/auth/reset-password", { method: "POST", body: { token, password: NEW_PASSWORD } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    const refusedPage = await postForm(server, `/reset-password?token=${token}`, { token, password: NEW_PASSWORD });
    expect(refusedPage.status).toBe(429);
    expect(await refusedPage.text()).toContain("Too many attempts. Please wait a little and try again.");
    expect(await passwordHashOf(server.db, userId)).toBe(hashBefore);
    const row = await server.db.query.passwordResetTokens.findFirst({ where: eq(passwordResetTokens.id, await sha256Base64Url(token)) });
    expect(row?.usedAt).toBeNull();
    expect(await resetRows(server.db)).toEqual(before);
  });
});
