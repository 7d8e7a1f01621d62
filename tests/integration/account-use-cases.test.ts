import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { addToCart, createCart, getCartLines, resolveCartId } from "../../app/models/cart.server";
import { listFavoriteIds } from "../../app/models/favorite.server";
import { createSession, getSessionUser } from "../../app/models/session.server";
import { createUser } from "../../app/services/credentials.server";
import { requestPasswordReset } from "../../app/services/password-reset.server";
import { logIn } from "../../app/services/sign-in.server";
import { freshServiceContext } from "../support/service-context";
import { createTestDatabase } from "../support/test-server";

// The account use cases called as a route calls them, with plain inputs: what
// they count against the limits and what signing in carries over. The pages
// and the JSON API around them are tested through the server elsewhere
// (account-pages, auth-api, password-reset).

let db: Db;
let cleanup: () => void;
beforeAll(async () => {
  ({ db, cleanup } = await createTestDatabase());
});
afterAll(() => cleanup());

/** A context of its own client address, so each test starts with fresh limits. */
const contextFor = (env: Record<string, string> = {}) => freshServiceContext(db, env);
const noCarryOver = { previousSessionToken: null, guestCartId: null };

describe("logging in", () => {
  it("counts every attempt against the limit, a post the route refused too, then answers only 'rate-limited'", async () => {
    await createUser({ db, email: "limit@example.com", password: "quiet-lantern-4821" });
    const context = contextFor({ RATE_LIMIT_LOGIN: "2" });
    expect(await logIn(context, { fields: null, ...noCarryOver })).toEqual({ ok: false, reason: "invalid-input" });
    const wrong = { email: "limit@example.com", password: "wrong-password" };
    expect(await logIn(context, { fields: wrong, ...noCarryOver })).toEqual({ ok: false, reason: "login-failed" });
    const refused = await logIn(context, { fields: { email: "limit@example.com", password: "quiet-lantern-4821" }, ...noCarryOver });
    expect(refused).toMatchObject({ ok: false, reason: "rate-limited" });
    expect(!refused.ok && refused.reason === "rate-limited" && refused.retryAfterSeconds).toBeGreaterThan(0);
  });

  it("revokes the session the client had, moves its guest cart into the account and saves the favourite it came with", async () => {
    const user = await createUser({ db, email: "carry@example.com", password: "quiet-lantern-4821" });
    const previous = await createSession({ db, userId: user!.id });
    const guestCartId = await createCart({ db, userId: null });
    await addToCart({ db, cartId: guestCartId, fragranceId: 2, quantity: 1 });

    const outcome = await logIn(contextFor(), {
      fields: { email: "carry@example.com", password: "quiet-lantern-4821" },
      favoriteId: 3,
      previousSessionToken: previous.token,
      guestCartId,
    });
    expect(outcome).toMatchObject({ ok: true, user: { id: user!.id }, favoriteSaved: true });
    if (!outcome.ok) return;
    expect(await getSessionUser({ db, token: previous.token })).toBeNull();
    expect((await getSessionUser({ db, token: outcome.session.token }))?.id).toBe(user!.id);
    const userCartId = await resolveCartId({ db, userId: user!.id, cookieCartId: null });
    expect((await getCartLines({ db, cartId: userCartId })).map((line) => line.fragranceId)).toEqual([2]);
    expect(await listFavoriteIds({ db, userId: user!.id })).toEqual([3]);
  });

  it("signs in but saves no favourite for a fragrance that does not exist", async () => {
    await createUser({ db, email: "nofav@example.com", password: "quiet-lantern-4821" });
    const outcome = await logIn(contextFor(), { fields: { email: "nofav@example.com", password: "quiet-lantern-4821" }, favoriteId: 999_999, ...noCarryOver });
    expect(outcome).toMatchObject({ ok: true, favoriteSaved: false });
  });
});

describe("asking for a reset link", () => {
  const origin = "https://shop.example";

  it("counts a request the route refused against the client's limit, and queues no e-mail for it", async () => {
    const context = contextFor({ RATE_LIMIT_FORGOT_PASSWORD: "1" });
    expect(await requestPasswordReset(context, { email: null, origin })).toEqual({ ok: false, reason: "invalid-input" });
    expect(await requestPasswordReset(context, { email: "someone@example.com", origin })).toMatchObject({ ok: false, reason: "rate-limited" });
    expect(context.outbox.queued).toBe(false);
  });

  it("limits each e-mail on its own, whichever client asks, and queues the link only for an account", async () => {
    await createUser({ db, email: "reset@example.com", password: "quiet-lantern-4821" });
    const env = { RATE_LIMIT_FORGOT_PASSWORD_EMAIL: "1" };
    const first = contextFor(env);
    expect(await requestPasswordReset(first, { email: "reset@example.com", origin })).toEqual({ ok: true });
    expect(first.outbox.queued).toBe(true);
    expect(await requestPasswordReset(contextFor(env), { email: "RESET@example.com", origin })).toMatchObject({ ok: false, reason: "rate-limited" });
    const unknown = contextFor(env);
    expect(await requestPasswordReset(unknown, { email: "nobody@example.com", origin })).toEqual({ ok: true });
    expect(unknown.outbox.queued).toBe(false);
  });
});
