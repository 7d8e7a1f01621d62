// Guessing from many addresses (issue 36): failed sign-ins, wrong passwords
// and wrong codes alike, are counted per account whatever address they come
// from; and the admin panel stays shut to an admin without a second factor.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passkeys, rateLimits } from "../../db/schema";
import { createUser } from "../../app/services/credentials.server";
import { userWithSession } from "../support/admin";
import { callApi } from "../support/http";
import { startTestServer, type TestServer } from "../support/test-server";
import { giveTwoFactor, totpCode } from "../support/two-factor";

let server: TestServer;
beforeAll(async () => {
  // Behind a proxy, so each request can come from its own address (X-Forwarded-For).
  server = await startTestServer({ env: { TRUST_PROXY: "true" } });
});
afterAll(() => server.close());

const PASSWORD = "correct horse battery";
let address = 0;
/** A form post from an address never seen before. */
const fromNewAddress = (path: string, fields: Record<string, string>) => {
  address += 1;
  return server.fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.baseUrl, "X-Forwarded-For": `203.0.${Math.floor(address / 250)}.${address % 250}` },
    body: new URLSearchParams(fields).toString(),
  });
};

describe("failed sign-ins per account", () => {
  it("pauses an account after 10 wrong passwords from 10 addresses: 429 with a short Retry-After, even for the right password", async () => {
    await createUser({ db: server.db, email: "target@example.com", password: PASSWORD });
    const statuses = [];
    for (let i = 0; i < 10; i++) statuses.push((await fromNewAddress("/login", { intent: "login", email: "target@example.com", password: `guess-${i}` })).status);
    expect(statuses).toEqual(Array(10).fill(400));
    const paused = await fromNewAddress("/login", { intent: "login", email: "Target@Example.com", password: PASSWORD });
    expect(paused.status).toBe(429);
    const retryAfter = Number(paused.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(await paused.text()).toContain("Too many attempts. Please wait a little and try again.");
    // The API says the same.
    const api = await callApi(server, "/api/auth/login", { method: "POST", body: { email: "target@example.com", password: PASSWORD } });
    expect(api.status).toBe(429);
    // Keyed by a hash: the e-mail is not in the table.
    const keys = (await server.db.select().from(rateLimits)).map((row) => row.key);
    expect(keys.some((key) => key.startsWith("loginAccount:") && !key.includes("target"))).toBe(true);
  });

  it("answers an e-mail with no account exactly like one with an account", async () => {
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await fromNewAddress("/login", { intent: "login", email: "nobody@example.com", password: `guess-${i}` })).status);
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
  });

  it("counts only failures: the owner signing in does not use up the allowance", async () => {
    await createUser({ db: server.db, email: "owner@example.com", password: PASSWORD });
    for (let i = 0; i < 12; i++) expect((await fromNewAddress("/login", { intent: "login", email: "owner@example.com", password: PASSWORD })).status).toBe(302);
  });

  it("ten thousand guessed codes get nowhere: after 10 wrong codes, every guess, the right code included, is refused", async () => {
    const owner = (await createUser({ db: server.db, email: "guarded@example.com", password: PASSWORD }))!;
    const secret = await giveTwoFactor(server.db, owner.id);
    // The attacker knows the password and guesses codes, a new address for each request.
    const challengeOf = async () => {
      const html = await (await fromNewAddress("/login", { intent: "login", email: "guarded@example.com", password: PASSWORD })).text();
      return html.match(/name="challenge" value="([^"]+)"/)?.[1];
    };
    const challenge = (await challengeOf())!;
    const right = totpCode(secret);
    const guesses = [];
    for (let n = 0; guesses.length < 200; n++) {
      const guess = String(n * 7919 % 1_000_000).padStart(6, "0");
      if (guess === right || guess === totpCode(secret, Date.now() - 30_000) || guess === totpCode(secret, Date.now() + 30_000)) continue;
      guesses.push(guess);
    }
    const statuses = [];
    for (const guess of guesses) statuses.push((await fromNewAddress("/login", { intent: "two-factor", challenge, code: guess })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(new Set(statuses.slice(10))).toEqual(new Set([429]));
    // While the pause lasts, even the right code and the right password are refused: guessing gains nothing.
    expect((await fromNewAddress("/login", { intent: "two-factor", challenge, code: right })).status).toBe(429);
    expect((await fromNewAddress("/login", { intent: "login", email: "guarded@example.com", password: PASSWORD })).status).toBe(429);
    // At most 10 guesses per 15 minutes from any number of addresses: 960 a day, so 10,000
    // guesses take over ten days, each with a 3 in 1,000,000 chance (README, "Two-factor authentication").
  });
});

describe("the admin panel needs a second factor", () => {
  it("sends an admin without two-factor from every admin page to enrolment, and the admin API answers 403", async () => {
    const admin = await userWithSession(server.db, "admin", { twoFactor: false });
    for (const path of ["/admin", "/admin/orders?status=paid", "/admin/settings"]) {
      const response = await server.fetch(path, { headers: admin.headers });
      expect(response.status, path).toBe(302);
      expect(response.headers.get("Location")).toBe(`/account/two-factor?${new URLSearchParams({ redirectTo: path })}`);
    }
    const enrol = await (await server.fetch("/account/two-factor?redirectTo=%2Fadmin%2Forders", { headers: admin.headers })).text();
    expect(enrol).toContain("Administrators must set up two-factor authentication before they can use the admin panel.");
    const api = await callApi(server, "/api/fragrances", { method: "POST", token: admin.token, body: {} });
    expect(api.status).toBe(403);
    expect((await api.json()).message).toContain("two-factor");
  });

  it("lets the admin in after enrolment, back to the page they asked for; a passkey counts too", async () => {
    const admin = await userWithSession(server.db, "admin", { twoFactor: false });
    const html = await (await server.fetch("/account/two-factor?redirectTo=%2Fadmin%2Forders", { headers: admin.headers })).text();
    const secret = html.match(/data-testid="totp-secret"[^>]*>([A-Z2-7 ]+)</)![1]!.replace(/ /g, "");
    const confirmed = await server.fetch("/account/two-factor", {
      method: "POST",
      headers: { ...admin.headers, "Content-Type": "application/x-www-form-urlencoded", Origin: server.baseUrl },
      body: new URLSearchParams({ intent: "confirm", code: totpCode(secret), redirectTo: "/admin/orders" }),
    });
    const shown = await confirmed.text();
    expect(shown).toMatch(/href="\/admin\/orders"[^>]*>I have saved my codes, continue/);
    expect((await server.fetch("/admin/orders", { headers: admin.headers })).status).toBe(200);

    const withPasskey = await userWithSession(server.db, "admin", { twoFactor: false });
    await server.db.insert(passkeys).values({ id: `cred-${withPasskey.user.id}`, userId: withPasskey.user.id, publicKey: "pk", name: "Laptop" });
    expect((await server.fetch("/admin", { headers: withPasskey.headers })).status).toBe(200);
  });

  it("a customer is not asked to enrol: two-factor stays optional for shoppers", async () => {
    const customer = await userWithSession(server.db, "customer");
    expect((await server.fetch("/account", { headers: customer.headers })).status).toBe(200);
    expect((await server.fetch("/admin", { headers: customer.headers })).status).toBe(403);
  });
});
