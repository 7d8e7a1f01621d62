import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { createSession, getSessionUser, SESSION_LIFETIME_MS } from "../../app/models/session.server";
import { findUserCredentials } from "../../app/models/user.server";
import { createUser, verifyLogin } from "../../app/services/credentials.server";
import {
  endUserSession,
  getUser,
  requireAdmin,
  requireApiAdmin,
  startUserSession,
} from "../../app/http/auth.server";
import { parseEnv } from "../../app/http/env.server";
import { hashPassword, verifyPassword } from "../../app/lib/password.server";
import { createTestDatabase } from "../support/test-server";

let db: Db;
let cleanup: () => void;
let context: { db: Db; env: ReturnType<typeof parseEnv>; sessionSecret: string };
beforeAll(async () => {
  ({ db, cleanup } = await createTestDatabase({ seed: false }));
  context = { db, env: parseEnv({ NODE_ENV: "production" }), sessionSecret: "test-secret" };
});
afterAll(() => cleanup());

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected a thrown response");
}

describe("passwords", () => {
  it("hashes with scrypt and stores the parameters with the hash", async () => {
    const hash = await hashPassword("correct horse");
    expect(hash).toMatch(/^scrypt\$32768\$8\$3\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword("correct horse", hash)).toBe(true);
    expect(await verifyPassword("wrong horse", hash)).toBe(false);
    expect(await hashPassword("correct horse")).not.toBe(hash);
  });
});

describe("users", () => {
  it("compares e-mails case-insensitively and refuses a second account for one e-mail", async () => {
    const user = await createUser({ db, email: "Ana@Example.com", password: "password123" });
    expect(user?.email).toBe("ana@example.com");
    expect(await createUser({ db, email: "ANA@example.com", password: "other-pass" })).toBeNull();
    expect((await verifyLogin({ db, email: "ANA@EXAMPLE.COM", password: "password123" }))?.id).toBe(user?.id);
    expect(await verifyLogin({ db, email: "ana@example.com", password: "nope" })).toBeNull();
    expect(await verifyLogin({ db, email: "nobody@example.com", password: "password123" })).toBeNull();
  });
});

describe("stored passwords", () => {
  it("keep only a scrypt hash, never the password itself", async () => {
    await createUser({ db, email: "hash@example.com", password: "password123" });
    const row = await findUserCredentials({ db, email: "hash@example.com" });
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain("password123");
  });
});

describe("sessions", () => {
  it("expire, and only their hash is stored", async () => {
    const user = await createUser({ db, email: "s@example.com", password: "password123" });
    const now = Date.now();
    const { token } = await createSession({ db, userId: user!.id, now });
    expect((await getSessionUser({ db, token, now }))?.id).toBe(user!.id);
    expect(await getSessionUser({ db, token, now: now + SESSION_LIFETIME_MS + 1 })).toBeNull();
    const stored = await db.query.sessions.findMany();
    expect(stored.some((row) => row.id === token)).toBe(false);
  });

  it("work by cookie and by bearer token, rotate on login and die on logout", async () => {
    const user = await createUser({ db, email: "c@example.com", password: "password123" });
    const first = await startUserSession(new Request("http://shop.test/login"), context, user!.id);
    const cookie = first.headers.get("Set-Cookie")!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Secure/);
    const withCookie = new Request("http://shop.test/", { headers: { Cookie: cookie.split(";")[0]! } });
    const withBearer = new Request("http://shop.test/", { headers: { Authorization: `Bearer ${first.token}` } });
    expect((await getUser(withCookie, context))?.id).toBe(user!.id);
    expect((await getUser(withBearer, context))?.id).toBe(user!.id);

    const second = await startUserSession(withCookie, context, user!.id);
    expect(await getUser(withBearer, context)).toBeNull();
    const secondRequest = new Request("http://shop.test/", { headers: { Authorization: `Bearer ${second.token}` } });
    await endUserSession(secondRequest, context);
    expect(await getUser(secondRequest, context)).toBeNull();
  });

  it("send guests to log in, and give customers 403 on admin pages and the admin API", async () => {
    const guest = new Request("http://shop.test/admin?tab=male");
    const redirect = await thrown(requireAdmin(guest, context));
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("Location")).toBe("/login?redirectTo=%2Fadmin%3Ftab%3Dmale");
    expect((await thrown(requireApiAdmin(guest, context))).status).toBe(401);

    const customer = await createUser({ db, email: "cust@example.com", password: "password123" });
    const { token } = await startUserSession(guest, context, customer!.id);
    const signedIn = new Request("http://shop.test/admin", { headers: { Authorization: `Bearer ${token}` } });
    expect((await thrown(requireAdmin(signedIn, context))).status).toBe(403);
    const api = await thrown(requireApiAdmin(signedIn, context));
    expect(api.status).toBe(403);
    expect(await api.json()).toEqual({ message: "Administrator access required." });
  });
});
