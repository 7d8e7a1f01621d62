import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, sessions, trustedBrowsers, users } from "../../db/schema";
import { createShopper, type Shopper } from "../support/shopper";
import { TEST_PASSWORD, CHROME_MAC, FIREFOX_WINDOWS, uniqueEmail, htmlText } from "../support/account-fixtures";
import { startTestServer, type TestServer } from "../support/test-server";

// Sessions you can see (issue 36) through the real server: /account lists the
// account's sessions, one can be signed out or all but this one, and changing
// the password ends the others, forgets trusted browsers and sends a notice.


let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_MULTIPLIER: "100" } });
});
afterAll(async () => {
  await server.close();
});


/** A browser with its own cookies and User-Agent. */
function browser(userAgent: string) {
  const shopper = createShopper(server);
  const post = (path: string, fields: Record<string, string>) =>
    shopper.request(path, { method: "POST", body: new URLSearchParams(fields), headers: { "User-Agent": userAgent } });
  return { ...shopper, post, page: async (path: string) => htmlText(await (await shopper.request(path, { headers: { "User-Agent": userAgent } })).text()) };
}
type Browser = ReturnType<typeof browser>;

async function signedInPair(email: string) {
  const mac = browser(CHROME_MAC);
  expect((await mac.post("/login", { intent: "register", email, password: TEST_PASSWORD })).status).toBe(302);
  const windows = browser(FIREFOX_WINDOWS);
  expect((await windows.post("/login", { intent: "login", email, password: TEST_PASSWORD })).status).toBe(302);
  return { mac, windows };
}

const isSignedIn = async (shopper: Shopper | Browser) => (await shopper.get("/api/auth/me")).status === 200;
const handlesIn = (html: string) => [...html.matchAll(/name="handle" value="([^"]+)"/g)].map((match) => match[1]!);
const userIdOf = async (email: string) => (await server.db.select({ id: users.id }).from(users).where(eq(users.email, email)).get())!.id;

describe("the session list on /account", () => {
  it("shows each session's browser, when it signed in and was last used, this browser marked, and never a stored id", async () => {
    const email = uniqueEmail("sessions");
    const { mac } = await signedInPair(email);
    const html = await mac.page("/account");
    expect(html).toContain("Where you're signed in");
    expect(html).toContain("Chrome on macOS");
    expect(html).toContain("Firefox on Windows");
    expect(html.match(/This browser/g)).toHaveLength(1);
    expect(html).toMatch(/Signed in \d{4}-\d{2}-\d{2} \d{2}:\d{2} M[SD]T · Last used \d{4}-\d{2}-\d{2}/);
    // One Sign out button: the other session's; this one is ended with Log out.
    expect(handlesIn(html)).toHaveLength(1);
    expect(html).toContain("Sign out everywhere else");
    const stored = await server.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, await userIdOf(email)));
    expect(stored).toHaveLength(2);
    for (const { id } of stored) expect(html).not.toContain(id);
  });

  it("signs the other browser out: its cookie stops working, this one stays", async () => {
    const { mac, windows } = await signedInPair(uniqueEmail("end-one"));
    const [handle] = handlesIn(await mac.page("/account"));
    const ended = await mac.post("/account/sessions", { intent: "end", handle: handle! });
    expect(ended.status).toBe(302);
    expect(ended.headers.get("Location")).toBe("/account#sessions");
    expect(await isSignedIn(windows)).toBe(false);
    expect(await isSignedIn(mac)).toBe(true);
    const html = await mac.page("/account");
    expect(html).toContain("Session signed out");
    expect(html).not.toContain("Firefox on Windows");
    expect(html).toContain("You're signed in on this browser only.");
  });

  it("signs out everywhere else, API tokens too", async () => {
    const email = uniqueEmail("end-others");
    const { mac, windows } = await signedInPair(email);
    const api = (await (await server.fetch("/api/auth/login", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email, password: TEST_PASSWORD }) })).json()) as { token: string };
    const response = await mac.post("/account/sessions", { intent: "end-others" });
    expect(response.status).toBe(302);
    expect(await isSignedIn(windows)).toBe(false);
    expect((await server.fetch("/api/auth/me", { headers: { Authorization: `Bearer ${api.token}` } })).status).toBe(401);
    expect(await isSignedIn(mac)).toBe(true);
    expect(await mac.page("/account")).toContain("2 other sessions have been signed out.");
  });

  it("cannot end another account's session, and refuses a handle that is not one", async () => {
    const owner = await signedInPair(uniqueEmail("owner"));
    const [ownersOther] = handlesIn(await owner.mac.page("/account"));
    const stranger = browser(CHROME_MAC);
    await stranger.post("/login", { intent: "register", email: uniqueEmail("stranger"), password: TEST_PASSWORD });
    const attempt = await stranger.post("/account/sessions", { intent: "end", handle: ownersOther! });
    expect(attempt.status).toBe(302);
    expect(await stranger.page("/account")).toContain("That session had already ended.");
    expect(await isSignedIn(owner.windows)).toBe(true);
    expect((await stranger.post("/account/sessions", { intent: "end", handle: "not a handle" })).status).toBe(400);
    // A guest is sent to log in.
    expect((await createShopper(server).post("/account/sessions", { intent: "end-others" })).headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
  });

  it("moves 'last used' forward when a session is used, at most every five minutes", async () => {
    const email = uniqueEmail("last-used");
    const { mac } = await signedInPair(email);
    const userId = await userIdOf(email);
    const lastUsed = async () =>
      (await server.db.select({ at: sessions.lastUsedAt }).from(sessions).where(eq(sessions.userId, userId)).orderBy(sessions.createdAt).all())[0]!.at!.getTime();
    const setLastUsed = (ago: number) => server.db.update(sessions).set({ lastUsedAt: new Date(Date.now() - ago) }).where(eq(sessions.userId, userId));

    await setLastUsed(10 * 60_000);
    const before = Date.now();
    await mac.get("/cart");
    expect(await lastUsed()).toBeGreaterThanOrEqual(before - 1000);

    await setLastUsed(60_000);
    const recent = await lastUsed();
    await mac.get("/cart");
    expect(await lastUsed()).toBe(recent);
  });
});

describe("changing the password on /account", () => {
  const change = (shopper: Browser, currentPassword: string, newPassword: string) => shopper.post("/account/password", { currentPassword, newPassword });

  it("says beside the field when the current password is wrong or the new one is refused, and changes nothing", async () => {
    const email = uniqueEmail("tulip.fields");
    const { mac, windows } = await signedInPair(email);
    expect(await mac.page("/account")).toContain('action="/account/password"');

    const wrong = await change(mac, "not-my-password", "orchid-velvet-73");
    expect(wrong.status).toBe(400);
    expect(htmlText(await wrong.text())).toMatch(/id="change-password-currentPassword-error"[^>]*>Current password is incorrect</);
    const common = await change(mac, TEST_PASSWORD, "password123");
    expect(common.status).toBe(400);
    expect(htmlText(await common.text())).toContain("Password is too common: please choose one that is harder to guess");
    const named = await change(mac, TEST_PASSWORD, `My-${email.split("@")[0]!.toUpperCase()}-2026`);
    expect(named.status).toBe(400);
    expect(htmlText(await named.text())).toContain("Password must not contain the part of your email before the @");
    expect(await isSignedIn(windows)).toBe(true);
  });

  it("keeps this session, ends every other one, forgets trusted browsers and e-mails a notice", async () => {
    const email = uniqueEmail("changer");
    const { mac, windows } = await signedInPair(email);
    const userId = await userIdOf(email);
    await server.db.insert(trustedBrowsers).values({ id: `trusted-${userId}`, userId, expiresAt: new Date(Date.now() + 86_400_000) });

    const response = await change(mac, TEST_PASSWORD, "orchid-velvet-73");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/account");
    expect(await mac.page("/account")).toContain("Your new password is set. Every other session has been signed out.");
    expect(await isSignedIn(mac)).toBe(true);
    expect(await isSignedIn(windows)).toBe(false);
    expect(await server.db.select().from(trustedBrowsers).where(eq(trustedBrowsers.userId, userId))).toEqual([]);
    const outbox = await server.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    const notices = outbox.filter((row) => /password/.test(row.subject));
    expect(notices.map((row) => row.subject)).toEqual(["Your Onbrand password was changed"]);
    expect(notices[0]!.textBody).toContain("Chrome on macOS");

    const login = (password: string) => server.fetch("/api/auth/login", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email, password }) });
    expect((await login(TEST_PASSWORD)).status).toBe(401);
    expect((await login("orchid-velvet-73")).status).toBe(200);
  });
});
