import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { createSession, getSessionUser, SESSION_LIFETIME_MS } from "../../app/models/session.server";
import { findUserCredentials, insertUser } from "../../app/models/user.server";
import { createUser, verifyLogin } from "../../app/services/credentials.server";
import { signInAs } from "../../app/services/sign-in.server";
import { endUserSession, getUser, requireAdmin, requireApiAdmin } from "../../app/http/auth.server";
import { readSignInCarryOver, signedInCookies } from "../../app/http/sign-in-cookies.server";
import { parseEnv } from "../../app/lib/settings.server";
import { hashPassword, needsRehash, verifyPassword } from "../../app/lib/password.server";
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
  it("hashes with Argon2id and stores the parameters with the hash", async () => {
    const hash = await hashPassword("correct horse");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await verifyPassword("correct horse", hash)).toBe(true);
    expect(await verifyPassword("wrong horse", hash)).toBe(false);
    expect(await hashPassword("correct horse")).not.toBe(hash);
  });

  it("reads a hash made by the reference Argon2 implementation (RFC 9106 format)", async () => {
    // Made by the argon2 package's own encoder, which writes m, p, t in that order:
    // `argon2.hash("correct horse", { type: argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 })`.
    const reference = "$argon2id$v=19$m=19456,p=1,t=2$mHZmBcRQnHqD5CxnSWi9Og$HdRQpD1UpgAgzRrmUfKJzC07fqv/bJPui65YTN7djA8";
    expect(await verifyPassword("correct horse", reference)).toBe(true);
    expect(await verifyPassword("correct horsf", reference)).toBe(false);
  });

  it("still accepts a password stored with scrypt before Argon2id, and refuses malformed hashes", async () => {
    const scryptHash = "scrypt$32768$8$3$vDbk2opC8dJN5bYhE88IEg$PQETsxa8krJiZ3hhatFR-vpwhDH0xxg74iPkz-3vMcI";
    expect(await verifyPassword("correct horse", scryptHash)).toBe(true);
    expect(await verifyPassword("wrong horse", scryptHash)).toBe(false);
    expect(needsRehash(scryptHash)).toBe(true);
    expect(needsRehash(await hashPassword("x"))).toBe(false);
    for (const bad of ["", "plain", "$argon2id$v=19$m=19456,t=2,p=1$", "scrypt$1$1$1$a$b$c", "$argon2i$v=19$m=8,t=1,p=1$c2FsdHNhbHQ$aGFzaA"]) {
      expect(await verifyPassword("correct horse", bad)).toBe(false);
    }
  });
});

describe("users", () => {
  it("compares e-mails case-insensitively and refuses a second account for one e-mail", async () => {
    const user = await createUser({ db, email: "Ana@Example.com", password: "quiet-lantern-4821" });
    expect(user?.email).toBe("ana@example.com");
    expect(await createUser({ db, email: "ANA@example.com", password: "other-pass" })).toBeNull();
    expect((await verifyLogin({ db, email: "ANA@EXAMPLE.COM", password: "quiet-lantern-4821" }))?.id).toBe(user?.id);
    expect(await verifyLogin({ db, email: "ana@example.com", password: "nope" })).toBeNull();
    expect(await verifyLogin({ db, email: "nobody@example.com", password: "quiet-lantern-4821" })).toBeNull();
  });
});

describe("stored passwords", () => {
  it("move from scrypt to Argon2id at the next successful login, and only then", async () => {
    const scryptHash = "scrypt$32768$8$3$vDbk2opC8dJN5bYhE88IEg$PQETsxa8krJiZ3hhatFR-vpwhDH0xxg74iPkz-3vMcI";
    await insertUser({ db, email: "old@example.com", passwordHash: scryptHash });
    expect(await verifyLogin({ db, email: "old@example.com", password: "wrong horse" })).toBeNull();
    expect((await findUserCredentials({ db, email: "old@example.com" }))?.passwordHash).toBe(scryptHash);
    expect(await verifyLogin({ db, email: "old@example.com", password: "correct horse" })).not.toBeNull();
    const upgraded = (await findUserCredentials({ db, email: "old@example.com" }))!.passwordHash;
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyLogin({ db, email: "old@example.com", password: "correct horse" })).not.toBeNull();
    expect((await findUserCredentials({ db, email: "old@example.com" }))!.passwordHash).toBe(upgraded);
  });


  it("keep only an Argon2id hash, never the password itself", async () => {
    await createUser({ db, email: "hash@example.com", password: "quiet-lantern-4821" });
    const row = await findUserCredentials({ db, email: "hash@example.com" });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain("quiet-lantern-4821");
  });
});

describe("sessions", () => {
  it("expire, and only their hash is stored", async () => {
    const user = await createUser({ db, email: "s@example.com", password: "quiet-lantern-4821" });
    const now = Date.now();
    const { token } = await createSession({ db, userId: user!.id, now });
    expect((await getSessionUser({ db, token, now }))?.id).toBe(user!.id);
    expect(await getSessionUser({ db, token, now: now + SESSION_LIFETIME_MS + 1 })).toBeNull();
    const stored = await db.query.sessions.findMany();
    expect(stored.some((row) => row.id === token)).toBe(false);
  });

  /** What a sign-in route does: the request's session and cart, the use case, the cookies. */
  async function signInFrom(request: Request, userId: number) {
    const carryOver = await readSignInCarryOver(request, context);
    const session = await signInAs(context, userId, carryOver);
    return { ...session, headers: await signedInCookies(context, session, carryOver) };
  }

  it("work by cookie and by bearer token, rotate on login and die on logout", async () => {
    const user = await createUser({ db, email: "c@example.com", password: "quiet-lantern-4821" });
    const first = await signInFrom(new Request("http://shop.test/login"), user!.id);
    const cookie = first.headers.get("Set-Cookie")!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Secure/);
    const withCookie = new Request("http://shop.test/", { headers: { Cookie: cookie.split(";")[0]! } });
    const withBearer = new Request("http://shop.test/", { headers: { Authorization: `Bearer ${first.token}` } });
    expect((await getUser(withCookie, context))?.id).toBe(user!.id);
    expect((await getUser(withBearer, context))?.id).toBe(user!.id);

    const second = await signInFrom(withCookie, user!.id);
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

    const customer = await createUser({ db, email: "cust@example.com", password: "quiet-lantern-4821" });
    const { token } = await signInFrom(guest, customer!.id);
    const signedIn = new Request("http://shop.test/admin", { headers: { Authorization: `Bearer ${token}` } });
    expect((await thrown(requireAdmin(signedIn, context))).status).toBe(403);
    const api = await thrown(requireApiAdmin(signedIn, context));
    expect(api.status).toBe(403);
    expect(await api.json()).toEqual({ message: "Administrator access required." });
  });
});
