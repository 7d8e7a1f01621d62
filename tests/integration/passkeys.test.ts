import { TEST_PASSWORD } from "../support/account-fixtures";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, passkeys, sessions, webauthnChallenges } from "../../db/schema";
import { sha256Base64Url } from "../../app/lib/secret-token";
import { callApi, cookiesFrom } from "../support/http";
import { createSoftAuthenticator, type Ceremony } from "../support/soft-authenticator";
import { startTestServer, type TestServer } from "../support/test-server";

// Passkeys through the real server, with a software authenticator
// (tests/support/soft-authenticator.ts) answering each ceremony as a browser
// would: adding one, signing in with it, verifying a session, removing it,
// and the rules around the challenge (once, 5 minutes, the right purpose) and
// the credential (unknown, someone else's). The shop's public origin is a
// host name: an IP address cannot be a relying party id.

const ORIGIN = "https://shop.example";
const RP_ID = "shop.example";
const MESSAGES = {
  expired: "That took too long or the request was already used. Please try again.",
  unknown: "This passkey is not registered with us (it may have been removed). Sign in with your password instead.",
  unavailable: "Passkeys are not available in this browser or on this address.",
};

let counter = 0;
const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${++counter}@example.com`;

/** What the page's script posts: a form body, same-origin, as the signed-in browser (bearer token) or a guest. */
function post(server: TestServer, path: string, fields: Record<string, string>, token?: string) {
  return server.fetch(path, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: server.baseUrl,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

async function register(server: TestServer, email = uniqueEmail("pk")) {
  const response = await callApi(server, "/api/auth/register", { method: "POST", body: { email, password: TEST_PASSWORD } });
  expect(response.status).toBe(201);
  const body = await response.json();
  return { email, token: body.token as string, userId: body.user.id as number };
}

async function options(server: TestServer, purpose: string, token?: string): Promise<Ceremony> {
  const response = await post(server, "/resources/passkey-options", { purpose }, token);
  expect(response.status).toBe(200);
  const { options } = (await response.json()) as { options: { challenge: string; rp?: { id: string }; rpId?: string } };
  expect(options.rp?.id ?? options.rpId).toBe(RP_ID);
  return { challenge: options.challenge, rpId: RP_ID, origin: ORIGIN };
}

/** A shopper with one passkey on their account, added through the page's endpoints. */
async function shopperWithPasskey(server: TestServer, name = "Work laptop") {
  const shopper = await register(server);
  const authenticator = await createSoftAuthenticator();
  const credential = await authenticator.register(await options(server, "register", shopper.token));
  const added = await post(server, "/resources/passkeys", { intent: "add", name, credential }, shopper.token);
  expect(added.status).toBe(302);
  return { ...shopper, authenticator };
}

describe("passkeys", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { PUBLIC_ORIGIN: ORIGIN, RATE_LIMIT_REGISTER: "100", RATE_LIMIT_PASSKEY: "1000" } });
  });
  afterAll(() => server?.close());

  it("adds a named passkey with a notice e-mail, from a challenge that then is gone", async () => {
    const shopper = await register(server);
    const authenticator = await createSoftAuthenticator();
    const ceremony = await options(server, "register", shopper.token);
    const stored = await server.db.select().from(webauthnChallenges).where(eq(webauthnChallenges.id, await sha256Base64Url(ceremony.challenge)));
    expect(stored).toMatchObject([{ purpose: "register", userId: shopper.userId }]);
    expect(stored[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(4 * 60_000);
    expect(stored[0]!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(5 * 60_000);

    const credential = await authenticator.register(ceremony);
    const unnamed = await post(server, "/resources/passkeys", { intent: "add", name: " ", credential }, shopper.token);
    expect(unnamed.status).toBe(400);
    expect(await unnamed.text()).toContain("Please name this passkey");
    const tooLong = await post(server, "/resources/passkeys", { intent: "add", name: "x".repeat(61), credential }, shopper.token);
    expect(tooLong.status).toBe(400);
    expect(await tooLong.text()).toContain("Passkey name must be at most 60 characters");

    const added = await post(server, "/resources/passkeys", { intent: "add", name: " Work laptop ", credential }, shopper.token);
    expect(added.status).toBe(302);
    expect(added.headers.get("Location")).toBe("/account#passkeys");
    const rows = await server.db.select().from(passkeys).where(eq(passkeys.userId, shopper.userId));
    expect(rows).toMatchObject([{ id: authenticator.id, name: "Work laptop", counter: 0, transports: '["internal"]', lastUsedAt: null }]);
    const notices = await server.db.select().from(emailOutbox).where(and(eq(emailOutbox.toAddress, shopper.email), eq(emailOutbox.kind, "security-notice")));
    expect(notices.map((notice) => notice.subject)).toEqual(["A passkey was added to your Onbrand account"]);
    expect(await server.db.select().from(webauthnChallenges).where(eq(webauthnChallenges.id, stored[0]!.id))).toEqual([]);

    // The same answer again: its challenge was used.
    const replay = await post(server, "/resources/passkeys", { intent: "add", name: "Again", credential }, shopper.token);
    expect(replay.status).toBe(400);
    expect(await replay.text()).toContain(MESSAGES.expired);

    const page = await (await server.fetch("/account", { headers: { Authorization: `Bearer ${shopper.token}` } })).text();
    expect(page).toContain("Work laptop");
    expect(page).toContain("Never used");
    expect(page).toContain('aria-label="Remove passkey Work laptop"');
    expect(page).toContain("Adding a passkey needs JavaScript.");
  });

  it("signs in with a passkey, once per challenge, and records its use", async () => {
    const shopper = await shopperWithPasskey(server);
    const ceremony = await options(server, "authenticate");
    const [challenge] = await server.db.select().from(webauthnChallenges).where(eq(webauthnChallenges.id, await sha256Base64Url(ceremony.challenge)));
    expect(challenge).toMatchObject({ purpose: "authenticate", userId: null });

    const credential = await shopper.authenticator.assert(ceremony);
    const signedIn = await post(server, "/resources/passkey-sign-in", { credential, redirectTo: "/cart" });
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("Location")).toBe("/cart");
    const cookie = cookiesFrom(signedIn);
    expect(cookie).toContain("__session=");
    const me = await server.fetch("/api/auth/me", { headers: { Cookie: cookie } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(shopper.email);
    const [used] = await server.db.select().from(passkeys).where(eq(passkeys.id, shopper.authenticator.id));
    expect(used!.counter).toBe(1);
    expect(Date.now() - used!.lastUsedAt!.getTime()).toBeLessThan(60_000);

    const replay = await post(server, "/resources/passkey-sign-in", { credential });
    expect(replay.status).toBe(400);
    expect(await replay.json()).toEqual({ message: MESSAGES.expired });
  });

  it("refuses an answer to a challenge older than 5 minutes, or made for another ceremony", async () => {
    const shopper = await shopperWithPasskey(server);
    const late = await options(server, "authenticate");
    const id = await sha256Base64Url(late.challenge);
    await server.db.update(webauthnChallenges).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(webauthnChallenges.id, id));
    const expired = await post(server, "/resources/passkey-sign-in", { credential: await shopper.authenticator.assert(late) });
    expect(expired.status).toBe(400);
    expect(await expired.json()).toEqual({ message: MESSAGES.expired });
    expect(await server.db.select().from(webauthnChallenges).where(eq(webauthnChallenges.id, id))).toEqual([]);

    // A challenge made for adding a passkey does not sign anyone in.
    const other = await options(server, "register", shopper.token);
    const wrongPurpose = await post(server, "/resources/passkey-sign-in", { credential: await shopper.authenticator.assert(other) });
    expect(wrongPurpose.status).toBe(400);
    expect(wrongPurpose.headers.getSetCookie().join()).not.toContain("__session=");
  });

  it("says clearly when a passkey is unknown or was removed", async () => {
    const stranger = await createSoftAuthenticator();
    const unknown = await post(server, "/resources/passkey-sign-in", { credential: await stranger.assert(await options(server, "authenticate")) });
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual({ message: MESSAGES.unknown });

    const shopper = await shopperWithPasskey(server, "Phone");
    const removed = await post(server, "/resources/passkeys", { intent: "remove", passkeyId: shopper.authenticator.id }, shopper.token);
    expect(removed.status).toBe(302);
    expect(removed.headers.get("Location")).toBe("/account#passkeys");
    expect(await server.db.select().from(passkeys).where(eq(passkeys.userId, shopper.userId))).toEqual([]);
    const afterRemoval = await post(server, "/resources/passkey-sign-in", { credential: await shopper.authenticator.assert(await options(server, "authenticate")) });
    expect(afterRemoval.status).toBe(401);
    expect(await afterRemoval.json()).toEqual({ message: MESSAGES.unknown });
  });

  it("removes only the account's own passkeys", async () => {
    const owner = await shopperWithPasskey(server, "Owner's key");
    const other = await register(server);
    const refused = await post(server, "/resources/passkeys", { intent: "remove", passkeyId: owner.authenticator.id }, other.token);
    expect(refused.status).toBe(302);
    const page = await server.fetch(refused.headers.get("Location")!, { headers: { Cookie: cookiesFrom(refused), Authorization: `Bearer ${other.token}` } });
    expect(await page.text()).toContain("That passkey was not found on your account.");
    expect(await server.db.select({ name: passkeys.name }).from(passkeys).where(eq(passkeys.userId, owner.userId))).toEqual([{ name: "Owner's key" }]);

    const guest = await post(server, "/resources/passkeys", { intent: "remove", passkeyId: owner.authenticator.id });
    expect(guest.status).toBe(302);
    expect(guest.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    expect(await server.db.select({ name: passkeys.name }).from(passkeys).where(eq(passkeys.userId, owner.userId))).toHaveLength(1);
  });

  it("verifies the current session with one of the account's passkeys", async () => {
    const shopper = await shopperWithPasskey(server);
    const sessionId = await sha256Base64Url(shopper.token);
    const longAgo = new Date(Date.now() - 60 * 60_000);
    await server.db.update(sessions).set({ verifiedAt: longAgo }).where(eq(sessions.id, sessionId));

    const verified = await post(server, "/resources/passkey-verify", { credential: await shopper.authenticator.assert(await options(server, "verify", shopper.token)), redirectTo: "/admin" }, shopper.token);
    expect(verified.status).toBe(302);
    expect(verified.headers.get("Location")).toBe("/admin");
    const [session] = await server.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(Date.now() - session!.verifiedAt!.getTime()).toBeLessThan(60_000);

    // Someone else's passkey does not verify this account's session.
    const other = await shopperWithPasskey(server);
    await server.db.update(sessions).set({ verifiedAt: longAgo }).where(eq(sessions.id, sessionId));
    const foreign = await post(server, "/resources/passkey-verify", { credential: await other.authenticator.assert(await options(server, "verify", shopper.token)) }, shopper.token);
    expect(foreign.status).toBe(401);
    expect((await server.db.select().from(sessions).where(eq(sessions.id, sessionId)))[0]!.verifiedAt).toEqual(longAgo);

    const guest = await post(server, "/resources/passkey-options", { purpose: "verify" });
    expect(guest.status).toBe(401);
  });
});

describe("passkey limits", () => {
  let server: TestServer;
  beforeAll(async () => {
    // No PUBLIC_ORIGIN: the shop answers on 127.0.0.1, which cannot be a relying party id.
    server = await startTestServer({ env: { RATE_LIMIT_PASSKEY: "2" } });
  });
  afterAll(() => server?.close());

  it("offers no passkeys on an IP address, and limits requests per client address", async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await post(server, "/resources/passkey-options", { purpose: "authenticate" });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: MESSAGES.unavailable });
    }
    const limited = await post(server, "/resources/passkey-sign-in", { credential: "{}" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({ message: "Too many attempts. Please wait a little and try again." });
  });
});
