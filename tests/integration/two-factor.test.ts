// TOTP two-factor through the real handler: enrolment at /account/two-factor,
// the sign-in's code step (page and JSON API), each code once, recovery codes,
// trusted browsers and turning it off.
import { createCookie } from "@remix-run/node";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, loginChallenges, recoveryCodes, trustedBrowsers, twoFactor } from "../../db/schema";
import { createSession } from "../../app/models/session.server";
import { createUser } from "../../app/services/credentials.server";
import { callApi, cookiesFrom, postForm } from "../support/http";
import { startTestServer, type TestServer } from "../support/test-server";
import { giveTwoFactor, totpCode } from "../support/two-factor";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_MULTIPLIER: "100" } });
});
afterAll(() => server.close());

let counter = 0;
const PASSWORD = "correct horse battery";

/** A shopper with two-factor on (a known secret), or off. */
async function shopper({ twoFactorOn = true } = {}) {
  counter += 1;
  const email = `tf-${counter}-${Date.now()}@example.com`;
  const user = (await createUser({ db: server.db, email, password: PASSWORD }))!;
  const secret = twoFactorOn ? await giveTwoFactor(server.db, user.id) : null;
  return { user, email, secret: secret! };
}

/** The signed __session cookie a browser signed in with `token` carries. */
async function sessionCookie(token: string) {
  return (await createCookie("__session", { secrets: ["integration-test-secret"] }).serialize(token)).split(";")[0]!;
}

const sessionCookieOf = (response: Response) => response.headers.getSetCookie().find((line) => line.startsWith("__session="));

/** The password step: the page answers the code step with the challenge in a hidden field. */
async function passwordStep(email: string, cookie = "") {
  const response = await postForm(server, "/login", { intent: "login", email, password: PASSWORD, redirectTo: "/account" }, cookie);
  const html = await response.text();
  const challenge = html.match(/name="challenge" value="([^"]+)"/)?.[1];
  return { response, html, challenge };
}

const codeStep = (challenge: string, code: string, extra: Record<string, string> = {}, cookie = "") =>
  postForm(server, "/login", { intent: "two-factor", challenge, code, redirectTo: "/account", ...extra }, cookie);

describe("enrolment", () => {
  it("shows a QR code drawn here and the secret, turns on with the first code, shows ten recovery codes once, and sends the notice", async () => {
    const { user, email } = await shopper({ twoFactorOn: false });
    const { token } = await createSession({ db: server.db, userId: user.id });
    const cookie = await sessionCookie(token);
    const account = await (await server.fetch("/account", { headers: { Authorization: `Bearer ${token}` } })).text();
    expect(account).toContain("Set up two-factor authentication");

    const page = await server.fetch("/account/two-factor", { headers: { Authorization: `Bearer ${token}` } });
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain("<svg");
    expect(html).not.toMatch(/<img[^>]+(qr|chart)/i);
    const secret = html.match(/data-testid="totp-secret"[^>]*>([A-Z2-7 ]+)</)![1]!.replace(/ /g, "");
    // A reload shows the same secret (the pending row is kept).
    expect(await (await server.fetch("/account/two-factor", { headers: { Authorization: `Bearer ${token}` } })).text()).toContain(html.match(/data-testid="totp-secret"[^>]*>([A-Z2-7 ]+)</)![1]);

    const wrong = await postForm(server, "/account/two-factor", { intent: "confirm", code: totpCode(secret, Date.now() - 5 * 60_000) }, cookie);
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("That code is not right.");
    expect((await server.db.select().from(twoFactor).where(eq(twoFactor.userId, user.id)).get())?.confirmedAt).toBeNull();

    const confirmed = await postForm(server, "/account/two-factor", { intent: "confirm", code: totpCode(secret) }, cookie);
    expect(confirmed.status).toBe(200);
    const shown = await confirmed.text();
    expect(shown).toContain("Save your recovery codes");
    const codes = [...shown.matchAll(/<li>([a-z2-9]{5}-[a-z2-9]{5})<\/li>/g)].map((match) => match[1]!);
    expect(codes).toHaveLength(10);
    const stored = await server.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(codes.some((code) => row.codeHash.includes(code))).toBe(false);
    const notice = await server.db.select().from(emailOutbox).where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, "security-notice")));
    expect(notice.map((row) => row.subject).join()).toMatch(/two-factor/i);

    // Shown once: the page now says it is on and lists no codes.
    const after = await (await server.fetch("/account/two-factor", { headers: { Authorization: `Bearer ${token}` } })).text();
    expect(after).toContain("Recovery codes left: 10 of 10.");
    expect(after).not.toContain(codes[0]!);
  });
});

describe("signing in with two-factor on", () => {
  it("asks for the code after the password, signs in with it, and refuses the same code a second time", async () => {
    const { email, secret } = await shopper();
    const first = await passwordStep(email);
    expect(first.response.status).toBe(200);
    expect(sessionCookieOf(first.response)).toBeUndefined();
    expect(first.html).toContain("Enter the 6-digit code from your authenticator app");
    expect(first.html).toContain("Trust this browser for 30 days");
    const code = totpCode(secret);
    const signedIn = await codeStep(first.challenge!, code);
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("Location")).toBe("/account");
    expect(sessionCookieOf(signedIn)).toMatch(/HttpOnly/);
    // The challenge is used up, and the code too.
    expect(await server.db.select().from(loginChallenges).where(eq(loginChallenges.id, first.challenge!))).toHaveLength(0);
    const second = await passwordStep(email);
    const replay = await codeStep(second.challenge!, code);
    expect(replay.status).toBe(400);
    expect(await replay.text()).toContain("That code is not right, or it was already used.");
    expect(sessionCookieOf(replay)).toBeUndefined();
  });

  it("accepts a code one step old or one step ahead, never two steps away", async () => {
    const { email, secret } = await shopper();
    const now = Date.now();
    const stale = await passwordStep(email);
    expect((await codeStep(stale.challenge!, totpCode(secret, now - 90_000))).status).toBe(400);
    expect((await codeStep(stale.challenge!, totpCode(secret, now - 30_000))).status).toBe(302);
    const ahead = await passwordStep(email);
    expect((await codeStep(ahead.challenge!, totpCode(secret, now + 30_000))).status).toBe(302);
    // A step older than the last one used is refused even inside the window.
    const older = await passwordStep(email);
    expect((await codeStep(older.challenge!, totpCode(secret, now))).status).toBe(400);
  });

  it("lets exactly one of two simultaneous uses of one code through", async () => {
    const { email, secret } = await shopper();
    const [a, b] = await Promise.all([passwordStep(email), passwordStep(email)]);
    const code = totpCode(secret);
    const statuses = (await Promise.all([codeStep(a.challenge!, code), codeStep(b.challenge!, code)])).map((response) => response.status);
    expect(statuses.sort()).toEqual([302, 400]);
  });

  it("takes a recovery code once, with or without the dash and in capitals", async () => {
    const { user, email } = await shopper({ twoFactorOn: false });
    const { token } = await createSession({ db: server.db, userId: user.id });
    const html = await (await server.fetch("/account/two-factor", { headers: { Authorization: `Bearer ${token}` } })).text();
    const secret = html.match(/data-testid="totp-secret"[^>]*>([A-Z2-7 ]+)</)![1]!.replace(/ /g, "");
    const shown = await (await postForm(server, "/account/two-factor", { intent: "confirm", code: totpCode(secret) }, await sessionCookie(token))).text();
    const code = shown.match(/<li>([a-z2-9]{5}-[a-z2-9]{5})<\/li>/)![1]!;
    const first = await passwordStep(email);
    expect((await codeStep(first.challenge!, code.replace("-", "").toUpperCase())).status).toBe(302);
    const again = await passwordStep(email);
    const refused = await codeStep(again.challenge!, code);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("That code is not right, or it was already used.");
    const used = await server.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(used.filter((row) => row.usedAt !== null)).toHaveLength(1);
  });

  it("a trusted browser skips the code for 30 days, until its rows are deleted", async () => {
    const { user, email, secret } = await shopper();
    const first = await passwordStep(email);
    const trusted = await codeStep(first.challenge!, totpCode(secret), { trustBrowser: "on" });
    expect(trusted.status).toBe(302);
    const trustCookie = trusted.headers.getSetCookie().find((line) => line.startsWith("__trusted_browser="))!;
    expect(trustCookie).toMatch(/HttpOnly/);
    const expires = Date.parse(trustCookie.match(/Expires=([^;]+)/)![1]!);
    expect(expires - Date.now()).toBeGreaterThan(29 * 24 * 3600_000);
    const cookie = cookiesFrom(trusted);
    const skipped = await postForm(server, "/login", { intent: "login", email, password: PASSWORD }, cookie);
    expect(skipped.status).toBe(302);
    expect(sessionCookieOf(skipped)).toBeDefined();
    // A forged cookie (unsigned token) is ignored.
    const forged = await postForm(server, "/login", { intent: "login", email, password: PASSWORD }, `__trusted_browser=${encodeURIComponent(btoa(JSON.stringify("x".repeat(43))))}`);
    expect(forged.status).toBe(200);

    // "Forget trusted browsers" revokes it.
    const signedIn = cookiesFrom(skipped, cookie);
    expect((await postForm(server, "/account/two-factor", { intent: "forget-browsers" }, signedIn)).status).toBe(302);
    expect(await server.db.select().from(trustedBrowsers).where(eq(trustedBrowsers.userId, user.id))).toHaveLength(0);
    const asked = await postForm(server, "/login", { intent: "login", email, password: PASSWORD }, cookie);
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain('name="challenge"');
  });

  it("a stale challenge goes back to the password", async () => {
    const { email, secret } = await shopper();
    const { challenge } = await passwordStep(email);
    await server.db.update(loginChallenges).set({ expiresAt: new Date(Date.now() - 1000) });
    const response = await codeStep(challenge!, totpCode(secret));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Your sign-in took too long. Please log in again.");
  });
});

describe("POST /api/auth/login with two-factor on", () => {
  it("answers 401 with twoFactorRequired without a valid code, 200 with one", async () => {
    const { email, secret } = await shopper();
    const bare = await callApi(server, "/api/auth/login", { method: "POST", body: { email, password: PASSWORD } });
    expect(bare.status).toBe(401);
    expect(await bare.json()).toMatchObject({ twoFactorRequired: true, error: expect.stringContaining("code") });
    const wrong = await callApi(server, "/api/auth/login", { method: "POST", body: { email, password: PASSWORD, code: "000000" === totpCode(secret) ? "111111" : "000000" } });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).twoFactorRequired).toBe(true);
    const right = await callApi(server, "/api/auth/login", { method: "POST", body: { email, password: PASSWORD, code: totpCode(secret) } });
    expect(right.status).toBe(200);
    expect((await right.json()).token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // A wrong password says only that, code or not.
    const badPassword = await callApi(server, "/api/auth/login", { method: "POST", body: { email, password: "wrong password", code: totpCode(secret) } });
    expect(badPassword.status).toBe(401);
    expect((await badPassword.json()).twoFactorRequired).toBeUndefined();
  });
});

describe("turning two-factor off", () => {
  it("needs the password and a current code; then the secret, codes and trusted browsers go and a notice is sent", async () => {
    const { user, email, secret } = await shopper();
    const { token } = await createSession({ db: server.db, userId: user.id });
    const cookie = await sessionCookie(token);
    await server.db.insert(trustedBrowsers).values({ id: "t".repeat(43), userId: user.id, expiresAt: new Date(Date.now() + 3600_000) });
    const badPassword = await postForm(server, "/account/two-factor", { intent: "turn-off", password: "nope nope nope", code: totpCode(secret) }, cookie);
    expect(badPassword.status).toBe(400);
    expect(await badPassword.text()).toContain("That password is not right.");
    const badCode = await postForm(server, "/account/two-factor", { intent: "turn-off", password: PASSWORD, code: "12345x" }, cookie);
    expect(badCode.status).toBe(400);
    expect(await server.db.select().from(twoFactor).where(eq(twoFactor.userId, user.id))).toHaveLength(1);
    const off = await postForm(server, "/account/two-factor", { intent: "turn-off", password: PASSWORD, code: totpCode(secret) }, cookie);
    expect(off.status).toBe(302);
    expect(off.headers.get("Location")).toBe("/account");
    expect(await server.db.select().from(twoFactor).where(eq(twoFactor.userId, user.id))).toHaveLength(0);
    expect(await server.db.select().from(trustedBrowsers).where(eq(trustedBrowsers.userId, user.id))).toHaveLength(0);
    const notices = await server.db.select().from(emailOutbox).where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, "security-notice")));
    expect(notices).toHaveLength(1);
    // Signing in asks only for the password again.
    expect((await postForm(server, "/login", { intent: "login", email, password: PASSWORD })).status).toBe(302);
  });
});
