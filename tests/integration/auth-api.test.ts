import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../../db/schema";
import { callApi } from "../support/http";
import { startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_MULTIPLIER: "100" } });
});
afterAll(async () => {
  await server.close();
});

const registerApi = (body: unknown) => callApi(server, "/api/auth/register", { method: "POST", body });
const loginApi = (body: unknown) => callApi(server, "/api/auth/login", { method: "POST", body });

describe("POST /api/auth/register", () => {
  it("creates the user and returns { token, user } without the password hash", async () => {
    const response = await registerApi({
      email: "Api@Example.com",
      password: "quiet-lantern-4821",
      firstName: "Api",
      lastName: "User",
      phoneNumber: "3035550100",
    });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(typeof body.token).toBe("string");
    expect(body.user).toEqual({
      id: expect.any(Number),
      email: "api@example.com",
      firstName: "Api",
      lastName: "User",
      phoneNumber: "3035550100",
      role: "customer",
    });
    expect(JSON.stringify(body)).not.toContain("argon2id");
    const me = await callApi(server, "/api/auth/me", { token: body.token });
    expect(me.status).toBe(200);
    const user = await me.json();
    expect(user.id).toBe(body.user.id);
    // Scent Rewards: null until the shopper joins (tests/integration/rewards.test.ts covers a member).
    expect(user.rewards).toBeNull();
  });

  it("answers bad input with 400 and the form's messages, writing nothing", async () => {
    const before = (await server.db.query.users.findMany()).length;
    const response = await registerApi({ email: "nope", password: "short" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: "Please enter a valid email address",
      errors: { email: ["Please enter a valid email address"], password: ["Password must be at least 8 characters"] },
    });
    for (const body of ["{not json", "[]", "null", JSON.stringify({ email: 42, password: ["x"] })]) {
      const hostile = await registerApi(body);
      expect(hostile.status, body).toBe(400);
      expect(typeof (await hostile.json()).message).toBe("string");
    }
    const tooLong = await registerApi({ email: "long@example.com", password: "quiet-lantern-4821", firstName: "x".repeat(101) });
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).errors.firstName).toEqual(["First name must be at most 100 characters"]);
    expect((await server.db.query.users.findMany()).length).toBe(before);
  });

  it("refuses an e-mail that is already registered with 409", async () => {
    await registerApi({ email: "taken@example.com", password: "quiet-lantern-4821" });
    const response = await registerApi({ email: "TAKEN@example.com", password: "quiet-lantern-4821" });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      message: "An account with this email already exists.",
      errors: { email: ["An account with this email already exists."] },
    });
  });

  it("refuses a filled honeypot", async () => {
    const response = await registerApi({ email: "bot@example.com", password: "quiet-lantern-4821", website: "http://spam" });
    expect(response.status).toBe(400);
    expect(await server.db.query.users.findFirst({ where: eq(users.email, "bot@example.com") })).toBeUndefined();
  });

  it("only accepts POST", async () => {
    const response = await callApi(server, "/api/auth/register");
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
  });
});

describe("POST /api/auth/login", () => {
  it("returns { token, user } for good credentials, any e-mail case, with a new session each time", async () => {
    await registerApi({ email: "login@example.com", password: "quiet-lantern-4821" });
    const first = await loginApi({ email: "LOGIN@example.com", password: "quiet-lantern-4821" });
    expect(first.status).toBe(200);
    const a = await first.json();
    expect(a.user.email).toBe("login@example.com");
    const b = await (await loginApi({ email: "login@example.com", password: "quiet-lantern-4821" })).json();
    expect(b.token).not.toBe(a.token);
    // Two logins from two devices: both sessions live until logged out.
    expect((await callApi(server, "/api/auth/me", { token: a.token })).status).toBe(200);
    expect((await callApi(server, "/api/auth/me", { token: b.token })).status).toBe(200);
  });

  it("gives 401 with one message for a wrong password and an unknown e-mail alike", async () => {
    await registerApi({ email: "who@example.com", password: "quiet-lantern-4821" });
    for (const body of [
      { email: "who@example.com", password: "wrong-password" },
      { email: "nobody@example.com", password: "wrong-password" },
    ]) {
      const response = await loginApi(body);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: "Invalid email or password." });
    }
  });

  it("answers malformed input with 400 and the spec's messages", async () => {
    const response = await loginApi({ email: "", password: "" });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({
      email: ["Please enter a valid email address"],
      password: ["Please enter your password"],
    });
    expect((await loginApi("{")).status).toBe(400);
  });
});

describe("GET /api/auth/me and POST /api/auth/logout", () => {
  it("401 without a token, with a made-up token, and after logout (revocation)", async () => {
    expect((await callApi(server, "/api/auth/me")).status).toBe(401);
    const bogus = await callApi(server, "/api/auth/me", { token: "made-up-token" });
    expect(bogus.status).toBe(401);
    expect(await bogus.json()).toEqual({ message: "Authentication required." });

    const { token, user } = await (await registerApi({ email: "out@example.com", password: "quiet-lantern-4821" })).json();
    const logout = await callApi(server, "/api/auth/logout", { method: "POST", token });
    expect(logout.status).toBe(200);
    expect(await logout.json()).toEqual({ message: "You have been logged out successfully." });
    expect((await callApi(server, "/api/auth/me", { token })).status).toBe(401);
    expect(await server.db.query.sessions.findMany({ where: eq(sessions.userId, user.id) })).toEqual([]);
    // Logging out again is harmless.
    expect((await callApi(server, "/api/auth/logout", { method: "POST", token })).status).toBe(200);
  });

  it("treats an expired session as anonymous", async () => {
    const { token, user } = await (await registerApi({ email: "old@example.com", password: "quiet-lantern-4821" })).json();
    await server.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, user.id));
    expect((await callApi(server, "/api/auth/me", { token })).status).toBe(401);
  });

  it("clears a session cookie whose session has expired when the shopper next opens a page", async () => {
    const response = await registerApi({ email: "stale@example.com", password: "quiet-lantern-4821" });
    const { user } = await response.json();
    const cookie = response.headers.getSetCookie().find((header) => header.startsWith("__session="))!.split(";")[0]!;
    const fresh = await server.fetch("/", { headers: { Cookie: cookie } });
    expect(fresh.headers.getSetCookie().some((header) => header.startsWith("__session="))).toBe(false);

    await server.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, user.id));
    const page = await server.fetch("/", { headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(">Login<");
    const cleared = page.headers.getSetCookie().find((header) => header.startsWith("__session="));
    expect(cleared).toMatch(/^__session=;.*Max-Age=0/);
  });

  it("accepts the session cookie as well as the bearer token", async () => {
    const response = await registerApi({ email: "cookie@example.com", password: "quiet-lantern-4821" });
    const cookie = response.headers.getSetCookie().find((header) => header.startsWith("__session="))!.split(";")[0]!;
    const me = await server.fetch("/api/auth/me", { headers: { Cookie: cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: "cookie@example.com" });
  });
});

describe("API rate limits", () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ env: { RATE_LIMIT_LOGIN: "3", RATE_LIMIT_REGISTER: "1" } });
  });
  afterAll(async () => {
    await limited.close();
  });

  it("answers 429 JSON with Retry-After once login or registration attempts are used up", async () => {
    const attempt = () => callApi(limited, "/api/auth/login", { method: "POST", body: { email: "a@b.co", password: "x" } });
    for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401);
    const blocked = await attempt();
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await blocked.json()).toEqual({ message: "Too many attempts. Please wait a little and try again." });

    const register = (email: string) => callApi(limited, "/api/auth/register", { method: "POST", body: { email, password: "quiet-lantern-4821" } });
    expect((await register("one@example.com")).status).toBe(201);
    expect((await register("two@example.com")).status).toBe(429);
    expect(await limited.db.query.users.findFirst({ where: eq(users.email, "two@example.com") })).toBeUndefined();
  });
});
