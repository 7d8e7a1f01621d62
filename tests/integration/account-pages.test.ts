import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { favorites, sessions, users } from "../../db/schema";
import { cookiesFrom, followRedirect, postForm } from "../support/http";
import { startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_MULTIPLIER: "100" } });
});
afterAll(async () => {
  await server.close();
});

const register = (fields: Record<string, string>, cookie = "") =>
  postForm(server, "/login", { intent: "register", ...fields }, cookie);
const login = (fields: Record<string, string>, cookie = "") => postForm(server, "/login", { intent: "login", ...fields }, cookie);

describe("the account screen", () => {
  it("shows the Account card with Login and Register tabs on /login and /account", async () => {
    for (const path of ["/login", "/account"]) {
      const html = await (await server.fetch(path)).text();
      expect(html).toContain(">Account</h1>");
      expect(html).toContain("Log in or create an account to save your favorite fragrances");
      expect(html).toMatch(/role="tab"[^>]*>Login</);
      expect(html).toMatch(/role="tab"[^>]*>Register</);
    }
    const registerTab = await (await server.fetch("/login?tab=register")).text();
    expect(registerTab).toContain("Create Account");
    expect(registerTab).toContain('name="phoneNumber"');
  });

  it("registers, signs in with a session cookie and lands on /account with the success toast", async () => {
    const response = await register({ email: "New@Example.com", password: "quiet-lantern-4821", firstName: "Nora", lastName: "Vale" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/account");
    const session = response.headers.getSetCookie().find((header) => header.startsWith("__session="));
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).toMatch(/Secure/);
    const user = await server.db.query.users.findFirst({ where: eq(users.email, "new@example.com") });
    expect(user?.firstName).toBe("Nora");
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);

    const page = await followRedirect(server, response, cookiesFrom(response));
    expect(page.html).toContain("Registration successful");
    expect(page.html).toContain("Your account has been created.");
    expect(page.html).toContain("Nora Vale");
    expect(page.html).toContain("new@example.com");
    expect(page.html).toContain("My Favorites");
    expect(page.html).toContain("You haven&#x27;t added any fragrances to your favorites yet.");
    expect(page.html).toContain("Browse Fragrances");
    expect(page.html).toContain("Log out");
  });

  it("shows the spec's messages next to the fields and writes nothing for bad input", async () => {
    const before = (await server.db.query.users.findMany()).length;
    const response = await register({ email: "not-an-email", password: "short" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Please enter a valid email address");
    expect(html).toContain("Password must be at least 8 characters");
    expect(html).toContain('value="not-an-email"');
    expect((await server.db.query.users.findMany()).length).toBe(before);

    const empty = await login({ email: "", password: "" });
    expect(empty.status).toBe(400);
    const loginHtml = await empty.text();
    expect(loginHtml).toContain("Please enter a valid email address");
    expect(loginHtml).toContain("Please enter your password");
  });

  it("refuses a second account for the same e-mail, in any case", async () => {
    await register({ email: "twice@example.com", password: "quiet-lantern-4821" });
    const response = await register({ email: "TWICE@example.com", password: "password456" });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("An account with this email already exists.");
    expect((await server.db.query.users.findMany({ where: eq(users.email, "twice@example.com") })).length).toBe(1);
  });

  it("says 'Login failed' / 'Invalid email or password.' for a wrong password and for an unknown e-mail alike", async () => {
    await register({ email: "known@example.com", password: "quiet-lantern-4821" });
    const wrong = await login({ email: "known@example.com", password: "nope-nope" });
    const unknown = await login({ email: "nobody@example.com", password: "nope-nope" });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(400);
      expect(response.headers.getSetCookie().some((header) => header.startsWith("__session="))).toBe(false);
      const html = await response.text();
      expect(html).toContain("Login failed");
      expect(html).toContain("Invalid email or password.");
    }
  });

  it("logs in case-insensitively, goes to a same-site redirectTo, never to another site", async () => {
    await register({ email: "back@example.com", password: "quiet-lantern-4821" });
    const response = await login({ email: "BACK@example.com", password: "quiet-lantern-4821", redirectTo: "/shop/female" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/shop/female");
    const page = await followRedirect(server, response, cookiesFrom(response));
    expect(page.html).toContain("Login successful");
    expect(page.html).toContain("Welcome back!");

    for (const redirectTo of ["https://evil.example/", "//evil.example/", "/\\evil.example"]) {
      const hostile = await login({ email: "back@example.com", password: "quiet-lantern-4821", redirectTo });
      expect(hostile.headers.get("Location")).toBe("/account");
    }
  });

  it("logs out: the session row goes, and the old cookie is then anonymous", async () => {
    const response = await register({ email: "bye@example.com", password: "quiet-lantern-4821" });
    const cookie = cookiesFrom(response);
    const user = await server.db.query.users.findFirst({ where: eq(users.email, "bye@example.com") });
    expect((await server.db.query.sessions.findMany({ where: eq(sessions.userId, user!.id) })).length).toBe(1);

    const out = await postForm(server, "/account", { intent: "logout" }, cookie);
    expect(out.status).toBe(302);
    expect(out.headers.get("Location")).toBe("/account");
    const page = await followRedirect(server, out, cookiesFrom(out, cookie));
    expect(page.html).toContain("Logged out");
    expect(page.html).toContain("You have been logged out successfully.");
    expect(page.html).toContain("Log in or create an account to save your favorite fragrances");
    expect((await server.db.query.sessions.findMany({ where: eq(sessions.userId, user!.id) })).length).toBe(0);

    // Replaying the old cookie after logout: a guest.
    const replay = await (await server.fetch("/account", { headers: { Cookie: cookie } })).text();
    expect(replay).toContain("Log in or create an account to save your favorite fragrances");
  });

  it("rotates the session on login: the previous session stops working", async () => {
    const first = await register({ email: "rotate@example.com", password: "quiet-lantern-4821" });
    const oldCookie = cookiesFrom(first);
    const second = await login({ email: "rotate@example.com", password: "quiet-lantern-4821" }, oldCookie);
    const newCookie = cookiesFrom(second, oldCookie);
    expect(newCookie).not.toBe(oldCookie);
    expect(await (await server.fetch("/account", { headers: { Cookie: oldCookie } })).text()).toContain("Log in or create an account");
    expect(await (await server.fetch("/account", { headers: { Cookie: newCookie } })).text()).toContain("rotate@example.com");
  });

  it("renders what shoppers type as text, never as markup", async () => {
    const response = await register({ email: "xss@example.com", password: "quiet-lantern-4821", firstName: "<script>alert(1)</script>" });
    const page = await followRedirect(server, response, cookiesFrom(response));
    expect(page.html).not.toContain("<script>alert(1)</script>");
    expect(page.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("refuses a login or registration posted from another site", async () => {
    const response = await server.fetch("/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
      body: new URLSearchParams({ intent: "register", email: "csrf@example.com", password: "quiet-lantern-4821" }).toString(),
    });
    expect(response.status).toBe(403);
    expect(await server.db.query.users.findFirst({ where: eq(users.email, "csrf@example.com") })).toBeUndefined();
  });

  it("ignores a filled honeypot: nothing is written", async () => {
    const response = await register({ email: "bot@example.com", password: "quiet-lantern-4821", website: "spam.example" });
    expect(response.status).toBe(400);
    expect(await server.db.query.users.findFirst({ where: eq(users.email, "bot@example.com") })).toBeUndefined();
  });

  it("saves the favourite a guest chose when they log in from the /login round trip", async () => {
    const guest = await postForm(server, "/resources/favorites", { fragranceId: "5", intent: "add", redirectTo: "/shop?search=rose" });
    expect(guest.status).toBe(302);
    const location = guest.headers.get("Location")!;
    expect(location).toBe("/login?redirectTo=%2Fshop%3Fsearch%3Drose&favorite=5");
    const loginPage = await (await server.fetch(location)).text();
    expect(loginPage).toContain('name="favorite" value="5"');
    expect(loginPage).toContain('name="redirectTo" value="/shop?search=rose"');

    await register({ email: "roundtrip@example.com", password: "quiet-lantern-4821" });
    const response = await login({ email: "roundtrip@example.com", password: "quiet-lantern-4821", redirectTo: "/shop?search=rose", favorite: "5" });
    expect(response.headers.get("Location")).toBe("/shop?search=rose");
    const user = await server.db.query.users.findFirst({ where: eq(users.email, "roundtrip@example.com") });
    const saved = await server.db.query.favorites.findMany({ where: eq(favorites.userId, user!.id) });
    expect(saved.map((row) => row.fragranceId)).toEqual([5]);
    const page = await followRedirect(server, response, cookiesFrom(response));
    expect(page.html).toContain("Added to favorites");
  });
});

describe("rate limits on the account forms", () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ env: { RATE_LIMIT_LOGIN: "2", RATE_LIMIT_REGISTER: "1" } });
  });
  afterAll(async () => {
    await limited.close();
  });

  it("answers 429 with a clear message after the limit, for login and registration", async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await postForm(limited, "/login", { intent: "login", email: "x@example.com", password: "wrong" })).status).toBe(400);
    }
    const blocked = await postForm(limited, "/login", { intent: "login", email: "x@example.com", password: "wrong" });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("Retry-After")).toBeTruthy();
    expect(await blocked.text()).toContain("Too many attempts. Please wait a little and try again.");

    expect((await postForm(limited, "/login", { intent: "register", email: "r1@example.com", password: "quiet-lantern-4821" })).status).toBe(302);
    const second = await postForm(limited, "/login", { intent: "register", email: "r2@example.com", password: "quiet-lantern-4821" });
    expect(second.status).toBe(429);
    expect(await limited.db.query.users.findFirst({ where: eq(users.email, "r2@example.com") })).toBeUndefined();
  });
});
