// Sensitive admin actions ask a session verified more than 15 minutes ago to
// confirm it's you first (app/lib/reverification.ts), through the real
// handler: refunds (full, part, cancel, a return's), deleting a fragrance (page
// and JSON API) and changing a setting write nothing and send the page to
// /admin/verify (the API answers 403); the password there, or POST
// /api/auth/verify, lets the same post through; a wrong one is refused beside
// the field and counted against the login limit.
import { TEST_PASSWORD } from "../support/account-fixtures";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fragrances, orders, rateLimits, refunds, returnRequests, shopSettings } from "../../db/schema";
import { startTestServer, type TestServer } from "../support/test-server";
import { insertPaidOrder, insertReturnRequest, userWithSession } from "../support/admin";
import { ageVerification, storedVerification } from "../support/session-age";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Session = Awaited<ReturnType<typeof userWithSession>>;

/** A fresh admin whose session last proved who it is `minutes` ago (null: never). */
async function adminVerified(minutes: number | null): Promise<Session> {
  const admin = await userWithSession(server.db, "admin");
  await ageVerification(server.db, admin.token, minutes);
  return admin;
}

const post = (session: Session, path: string, fields: Record<string, string>, cookie?: string) =>
  server.fetch(path, { method: "POST", body: new URLSearchParams(fields), headers: { ...session.headers, ...(cookie ? { Cookie: cookie } : {}) } });
const callApi = (session: Session, method: string, path: string, body?: unknown) =>
  server.fetch(path, { method, headers: { ...session.headers, "Content-Type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });

const SHIPPING = { standardPrice: "6.50", expressPrice: "15.00", freeStandardFrom: "" };
const refundKey = () => `refund-${crypto.randomUUID()}`;
const ledger = (orderId: number) => server.db.select().from(refunds).where(eq(refunds.orderId, orderId)).all();
const orderStatus = async (orderId: number) => (await server.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).get())!.status;
const fragranceExists = async (id: number) => (await server.db.select({ id: fragrances.id }).from(fragrances).where(eq(fragrances.id, id)).get()) !== undefined;
const verifyUrl = (back: string) => `/admin/verify?${new URLSearchParams({ redirectTo: back })}`;

function expectSentToVerify(response: Response, back: string) {
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe(verifyUrl(back));
}

describe("a session verified 16 minutes ago", () => {
  it("cannot change a setting, delete a fragrance or refund from the pages: nothing is written, and it is sent to confirm it's you", async () => {
    const admin = await adminVerified(16);
    const { orderId } = await insertPaidOrder(server.db, { email: "stale-refund@example.com" });
    const returned = await insertReturnRequest(server.db, { reason: "unopened" });

    expectSentToVerify(await post(admin, "/admin/settings", SHIPPING), "/admin/settings");
    expectSentToVerify(await post(admin, "/admin/settings", { intent: "rewards", aromaFrom: "1", elixirFrom: "2" }), "/admin/settings");
    expect(await server.db.select().from(shopSettings).all()).toEqual([]);

    // Back to the delete confirmation, which returns to the list the admin came from.
    expectSentToVerify(await post(admin, "/admin/fragrances/40/delete", { redirectTo: "/admin?tab=male" }), "/admin/fragrances/40/delete?redirectTo=%2Fadmin%3Ftab%3Dmale");
    expect(await fragranceExists(40)).toBe(true);

    expectSentToVerify(await post(admin, `/admin/orders/${orderId}`, { intent: "refund-part", amount: "10", idempotencyKey: refundKey() }), `/admin/orders/${orderId}`);
    expectSentToVerify(await post(admin, `/admin/orders/${orderId}`, { intent: "refund", confirm: "yes" }), `/admin/orders/${orderId}`);
    expectSentToVerify(await post(admin, `/admin/orders/${orderId}`, { intent: "cancel", confirm: "yes" }), `/admin/orders/${orderId}`);
    // A script's post (single fetch: /admin/orders/{id}.data, answered 202 with the redirect) comes back to the page, not to its data URL.
    const scripted = await post(admin, `/admin/orders/${orderId}.data`, { intent: "refund", confirm: "yes" });
    expect(scripted.status).toBe(202);
    expect(scripted.headers.get("Location")).toBe(verifyUrl(`/admin/orders/${orderId}`));
    expect(await ledger(orderId)).toEqual([]);
    expect(await orderStatus(orderId)).toBe("paid");

    // Steps that move no money still go through; the refund does not.
    expect((await post(admin, `/admin/returns/${returned.requestId}`, { intent: "approve" })).status).toBe(302);
    expect((await post(admin, `/admin/returns/${returned.requestId}`, { intent: "receive" })).status).toBe(302);
    expectSentToVerify(await post(admin, `/admin/returns/${returned.requestId}`, { intent: "refund" }), `/admin/returns/${returned.requestId}`);
    expect(await ledger(returned.orderId)).toEqual([]);
    expect((await server.db.select().from(returnRequests).where(eq(returnRequests.id, returned.requestId)).get())!.status).toBe("received");
  });

  it("cannot delete a fragrance through the JSON API: 403 with reverificationRequired, and nothing deleted", async () => {
    const admin = await adminVerified(16);
    const response = await callApi(admin, "DELETE", "/api/fragrances/41");
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      message: "Please confirm it's you: send your password to POST /api/auth/verify, then repeat this request.",
      reverificationRequired: true,
    });
    expect(await fragranceExists(41)).toBe(true);
    // Reading and editing are not sensitive.
    expect((await callApi(admin, "GET", "/api/fragrances/41")).status).toBe(200);
  });

  it("counts a session nothing verified (no verified_at) as stale", async () => {
    const admin = await adminVerified(null);
    expectSentToVerify(await post(admin, "/admin/settings", SHIPPING), "/admin/settings");
    expect((await callApi(admin, "DELETE", "/api/fragrances/41")).status).toBe(403);
    expect(await server.db.select().from(shopSettings).all()).toEqual([]);
  });
});

describe("confirming it's you", () => {
  it("with the password on the page lets the same posts through, the refund under the key of the form first sent", async () => {
    const admin = await adminVerified(16);
    const { orderId } = await insertPaidOrder(server.db, { email: "verified-refund@example.com" });
    const idempotencyKey = refundKey();
    const refund = { intent: "refund-part", amount: "10", note: "Cap missing", idempotencyKey };
    expectSentToVerify(await post(admin, `/admin/orders/${orderId}`, refund), `/admin/orders/${orderId}`);

    const page = await server.fetch(verifyUrl(`/admin/orders/${orderId}`), { headers: admin.headers });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Confirm it&#x27;s you");
    expect(html).toContain(`value="/admin/orders/${orderId}"`);
    expect(html).toContain(admin.user.email);

    const confirmed = await post(admin, "/admin/verify", { password: TEST_PASSWORD, redirectTo: `/admin/orders/${orderId}` });
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("Location")).toBe(`/admin/orders/${orderId}`);
    expect(Date.now() - (await storedVerification(server.db, admin.token))!.getTime()).toBeLessThan(60_000);
    // The toast on the page it comes back to says to repeat the action.
    const toast = confirmed.headers.get("set-cookie")!.split(";")[0]!;
    const back = await (await server.fetch(`/admin/orders/${orderId}`, { headers: { ...admin.headers, Cookie: toast } })).text();
    expect(back).toContain("Thanks, it&#x27;s you");
    expect(back).toContain("Nothing was changed yet: please repeat what you were doing.");

    const made = await post(admin, `/admin/orders/${orderId}`, refund);
    expect(made.status).toBe(302);
    expect(made.headers.get("Location")).toBe(`/admin/orders/${orderId}`);
    expect(await ledger(orderId)).toMatchObject([{ amountCents: 1000, status: "succeeded", providerReference: `refund_${idempotencyKey}`, createdBy: admin.user.id }]);

    const saved = await post(admin, "/admin/settings", SHIPPING);
    expect(saved.headers.get("Location")).toBe("/admin/settings");
    expect(await server.db.select().from(shopSettings).all()).not.toEqual([]);
    await post(admin, "/admin/settings", { standardPrice: "5.00", expressPrice: "15.00", freeStandardFrom: "" });

    const deleted = await post(admin, "/admin/fragrances/42/delete", { redirectTo: "/admin?tab=male" });
    expect(deleted.headers.get("Location")).toBe("/admin?tab=male");
    expect(await fragranceExists(42)).toBe(false);
  });

  it("through POST /api/auth/verify lets the bearer token's DELETE through; a wrong password is 400 beside the field", async () => {
    const admin = await adminVerified(16);
    const wrong = await callApi(admin, "POST", "/api/auth/verify", { password: "not-the-password" });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ message: "Incorrect password.", errors: { password: ["Incorrect password."] } });
    const empty = await callApi(admin, "POST", "/api/auth/verify", {});
    expect(empty.status).toBe(400);
    expect((await callApi(admin, "DELETE", "/api/fragrances/43")).status).toBe(403);

    const verified = await callApi(admin, "POST", "/api/auth/verify", { password: TEST_PASSWORD });
    expect(verified.status).toBe(200);
    const { verifiedAt, validUntil } = (await verified.json()) as { verifiedAt: string; validUntil: string };
    expect(Date.parse(validUntil) - Date.parse(verifiedAt)).toBe(15 * 60_000);
    expect((await storedVerification(server.db, admin.token))!.toISOString()).toBe(verifiedAt);

    const deleted = await callApi(admin, "DELETE", "/api/fragrances/43");
    expect(deleted.status).toBe(200);
    expect(await fragranceExists(43)).toBe(false);
    // Without a session there is nothing to verify.
    expect((await server.fetch("/api/auth/verify", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ password: "x" }) })).status).toBe(401);
  });

  it("with a wrong password on the page: 400, the message beside the field, the session still stale", async () => {
    const admin = await adminVerified(16);
    const before = await storedVerification(server.db, admin.token);
    for (const [password, message] of [
      ["wrong-password", "Incorrect password."],
      ["", "Please enter your password"],
    ] as const) {
      const refused = await post(admin, "/admin/verify", { password, redirectTo: "/admin/settings" });
      expect(refused.status, password).toBe(400);
      const html = await refused.text();
      // Beside the field: its message is what the input is described by.
      expect(html).toMatch(new RegExp(`aria-invalid="true"[^>]*aria-describedby="[^"]*confirm-its-you-password-error`));
      expect(html).toMatch(new RegExp(`id="confirm-its-you-password-error"[^>]*>${message.replace(".", "\\.")}<`));
      expect(html).not.toContain("wrong-password");
    }
    expect(await storedVerification(server.db, admin.token)).toEqual(before);
    expectSentToVerify(await post(admin, "/admin/settings", SHIPPING), "/admin/settings");
  });

  it("goes back only to an admin page, and is for admins only", async () => {
    const admin = await adminVerified(16);
    const away = await post(admin, "/admin/verify", { password: TEST_PASSWORD, redirectTo: "https://evil.example/admin" });
    expect(away.headers.get("Location")).toBe("/admin");
    const customer = await userWithSession(server.db, "customer");
    expect((await server.fetch("/admin/verify", { headers: customer.headers })).status).toBe(403);
    expect((await post(customer, "/admin/verify", { password: TEST_PASSWORD })).status).toBe(403);
    expect((await server.fetch("/admin/verify")).headers.get("Location")).toBe("/login?redirectTo=%2Fadmin%2Fverify");
  });
});

describe("a session verified 14 minutes ago", () => {
  it("refunds, deletes and saves settings without being asked", async () => {
    const admin = await adminVerified(14);
    const { orderId } = await insertPaidOrder(server.db, { email: "fresh-refund@example.com" });
    expect((await post(admin, `/admin/orders/${orderId}`, { intent: "refund-part", amount: "5", idempotencyKey: refundKey() })).headers.get("Location")).toBe(
      `/admin/orders/${orderId}`,
    );
    expect(await ledger(orderId)).toHaveLength(1);
    expect((await post(admin, "/admin/settings", SHIPPING)).headers.get("Location")).toBe("/admin/settings");
    await post(admin, "/admin/settings", { standardPrice: "5.00", expressPrice: "15.00", freeStandardFrom: "" });
    expect((await callApi(admin, "DELETE", "/api/fragrances/44")).status).toBe(200);
    expect(await fragranceExists(44)).toBe(false);
  });
});

describe("wrong passwords", () => {
  it("count against the login limit, per address and per account: past it, 429 with Retry-After even for the right one", async () => {
    const limited = await startTestServer({ env: { RATE_LIMIT_LOGIN: "3" } });
    try {
      const admin = await userWithSession(limited.db, "admin");
      await ageVerification(limited.db, admin.token, 16);
      const attempt = (password: string) =>
        limited.fetch("/admin/verify", { method: "POST", body: new URLSearchParams({ password, redirectTo: "/admin/settings" }), headers: admin.headers });
      for (let i = 0; i < 3; i++) expect((await attempt("wrong-password")).status).toBe(400);
      const blocked = await attempt(TEST_PASSWORD);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(await blocked.text()).toContain("Too many attempts. Please wait a little and try again.");
      const api = await limited.fetch("/api/auth/verify", { method: "POST", headers: { ...admin.headers, "Content-Type": "application/json" }, body: JSON.stringify({ password: TEST_PASSWORD }) });
      expect(api.status).toBe(429);
      const keys = (await limited.db.select().from(rateLimits).all()).map((row) => row.key).sort();
      expect(keys).toEqual(["login:127.0.0.1", `login:reverify-user:${admin.user.id}`]);
      // Still stale: the right password past the limit verified nothing.
      expect(Date.now() - (await storedVerification(limited.db, admin.token))!.getTime()).toBeGreaterThan(15 * 60_000);
    } finally {
      await limited.close();
    }
  });
});
