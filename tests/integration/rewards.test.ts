// Scent Rewards through the real request handler (issue 35, decision 0052):
// joining from /account (twice is once), what /account and GET /api/auth/me
// show a member, what a paid order earned on its page, the home banner's button, the admin's members list (search,
// sort), a member's ledger and adjustments (with their audit entry; below zero
// refused with nothing written; customers refused) and the tier thresholds.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { runBatch } from "../../db/client";
import { auditLog, orders, rewardMembers, rewardPoints, shopSettings } from "../../db/schema";
import { DEFAULT_TIER_THRESHOLDS } from "../../app/lib/rewards";
import { earnOrderPointsStatement } from "../../app/models/reward.server";
import { rowCounts } from "../support/row-counts";
import { adminSuite, insertPaidOrder, userWithSession } from "../support/admin";

const suite = adminSuite();
const db = () => suite.server.db;

type Shopper = Awaited<ReturnType<typeof userWithSession>>;
const customer = () => userWithSession(db(), "customer");
const page = async (shopper: Shopper, path = "/account") => (await suite.server.fetch(path, { headers: shopper.headers })).text();
const join = (shopper: Shopper) =>
  suite.server.fetch("/account", { method: "POST", body: new URLSearchParams({ intent: "join-rewards" }), headers: shopper.headers });
const adjust = (userId: number, values: Record<string, string>) => suite.post(`/admin/rewards/${userId}`, values);
const ledgerOf = (userId: number) => db().select().from(rewardPoints).where(eq(rewardPoints.userId, userId)).orderBy(rewardPoints.id);

describe("joining from /account", () => {
  it("pitches and offers the join form before joining; joining twice makes one member", async () => {
    const shopper = await customer();
    const before = await page(shopper);
    expect(before).toContain('id="rewards"');
    expect(before).toContain("Joining is free.");
    expect(before).toMatch(/name="intent" value="join-rewards"/);
    const first = await join(shopper);
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toBe("/account#rewards");
    expect((await join(shopper)).status).toBe(302);
    expect(await db().select().from(rewardMembers).where(eq(rewardMembers.userId, shopper.user.id))).toHaveLength(1);
    const after = await page(shopper);
    expect(after).toContain("0 points, worth $0.00");
    expect(after).toMatch(/data-testid="rewards-tier">Essence</);
    expect(after).toContain("Spend $150.00 more in the next 12 months to reach Aroma");
    expect(after).not.toContain('value="join-rewards"');
  });

  it("sends a guest's join to the login, back to the rewards section", async () => {
    const response = await suite.server.fetch("/account", { method: "POST", body: new URLSearchParams({ intent: "join-rewards" }) });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Faccount%23rewards");
    const home = await (await suite.server.fetch("/")).text();
    expect(home).toContain('href="/account?redirectTo=%2Faccount%23rewards#rewards"');
    const login = await (await suite.server.fetch("/account?redirectTo=%2Faccount%23rewards")).text();
    expect(login).toMatch(/name="redirectTo"[^>]*value="\/account#rewards"/);
  });

  it("says on the order page what a paid order earned, and the account's history links it", async () => {
    const shopper = await customer();
    await join(shopper);
    const { orderId, publicId } = await insertPaidOrder(db(), { email: shopper.user.email });
    await db().update(orders).set({ userId: shopper.user.id }).where(eq(orders.id, orderId));
    await runBatch(db(), [earnOrderPointsStatement(db(), orderId, { thresholds: DEFAULT_TIER_THRESHOLDS })]);
    // Two bottles at $40.00: 80 whole dollars at Essence's 5.
    expect(await page(shopper, `/orders/${publicId}`)).toContain("This order earned you 400 points in Scent Rewards.");
    const account = await page(shopper);
    expect(account).toContain("Earned on an order");
    expect(account).toContain(`href="/orders/${publicId}"`);
    expect(account).toContain("400 points, worth $4.00");
  });

  it("answers GET /api/auth/me with the rewards: null before joining, then the balance and tier", async () => {
    const shopper = await customer();
    const me = async () => (await (await suite.server.fetch("/api/auth/me", { headers: shopper.headers })).json()) as { rewards: unknown };
    expect((await me()).rewards).toBeNull();
    await join(shopper);
    expect((await me()).rewards).toEqual({ balance: 0, tier: "essence" });
  });
});

describe("the admin's members and adjustments", () => {
  it("lists members with their tier and balance, searched by e-mail and sorted by balance", async () => {
    const [low, high] = [await customer(), await customer()];
    await join(low);
    await join(high);
    expect((await adjust(low.user.id, { points: "20", reason: "Welcome" })).status).toBe(302);
    expect((await adjust(high.user.id, { points: "90000", reason: "Big gift" })).status).toBe(302);
    const all = await (await suite.get("/admin/rewards?sort=balance-desc")).text();
    expect(all).toContain('href="/admin/rewards"');
    expect(all.indexOf(high.user.email)).toBeGreaterThan(-1);
    expect(all.indexOf(high.user.email)).toBeLessThan(all.indexOf(low.user.email));
    expect(all).toContain("90,000 points");
    const ascending = await (await suite.get("/admin/rewards?sort=balance-asc")).text();
    expect(ascending.indexOf(low.user.email)).toBeLessThan(ascending.indexOf(high.user.email));
    const found = await (await suite.get(`/admin/rewards?email=${encodeURIComponent(low.user.email.toUpperCase())}`)).text();
    expect(found).toContain(low.user.email);
    expect(found).not.toContain(high.user.email);
    expect(found).toContain("1 member");
    expect(found).toContain(">Essence<");
  });

  it("adjusts with a reason: one ledger row by the admin and its audit entry; /account shows it", async () => {
    const shopper = await customer();
    await join(shopper);
    const response = await adjust(shopper.user.id, { points: "+500", reason: " Sorry for the delay " });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/admin/rewards/${shopper.user.id}`);
    expect(await ledgerOf(shopper.user.id)).toEqual([
      expect.objectContaining({ delta: 500, kind: "adjusted", note: "Sorry for the delay", createdBy: suite.admin.user.id, key: null, orderId: null }),
    ]);
    const audit = await db().select().from(auditLog).where(eq(auditLog.entityId, String(shopper.user.id)));
    expect(audit).toEqual([
      expect.objectContaining({ action: "adjust", entity: "rewards", userId: suite.admin.user.id, details: { name: shopper.user.email, points: 500, reason: "Sorry for the delay" } }),
    ]);
    const account = await page(shopper);
    expect(account).toContain("500 points, worth $5.00");
    expect(account).toContain("Adjusted: Sorry for the delay");
    expect(account).toContain("+500");
    expect(await (await suite.get(`/admin/rewards/${shopper.user.id}`)).text()).toContain("Adjusted: Sorry for the delay");
    expect(await (await suite.get("/admin/activity")).text()).toContain("+500 points · Reason: Sorry for the delay");
  });

  it("refuses a negative adjustment past zero beside the field and writes nothing", async () => {
    const shopper = await customer();
    await join(shopper);
    await adjust(shopper.user.id, { points: "120", reason: "Start" });
    const before = await rowCounts(db());
    const refused = await adjust(shopper.user.id, { points: "-121", reason: "Too much" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("The balance cannot go below zero (it is 120 points).");
    expect(await rowCounts(db())).toEqual(before);
    expect(await ledgerOf(shopper.user.id)).toHaveLength(1);
    for (const values of [{ points: "0", reason: "x" }, { points: "100001", reason: "x" }, { points: "5", reason: "" }, { points: "5", reason: "x".repeat(201) }]) {
      expect((await adjust(shopper.user.id, values)).status, JSON.stringify(values).slice(0, 40)).toBe(400);
    }
    expect((await adjust(shopper.user.id, { points: "-120", reason: "Back to zero" })).status).toBe(302);
    expect(await (await suite.get(`/admin/rewards/${shopper.user.id}`)).text()).toContain("0 points, worth $0.00");
  });

  it("refuses customers and answers 404 for someone who is not a member", async () => {
    const shopper = await customer();
    await join(shopper);
    for (const path of ["/admin/rewards", `/admin/rewards/${shopper.user.id}`]) {
      expect((await suite.server.fetch(path, { headers: shopper.headers })).status).toBe(403);
    }
    const post = await suite.server.fetch(`/admin/rewards/${shopper.user.id}`, {
      method: "POST",
      body: new URLSearchParams({ points: "1000", reason: "Myself" }),
      headers: shopper.headers,
    });
    expect(post.status).toBe(403);
    expect(await ledgerOf(shopper.user.id)).toEqual([]);
    const stranger = await customer();
    expect((await suite.get(`/admin/rewards/${stranger.user.id}`)).status).toBe(404);
    expect((await adjust(stranger.user.id, { points: "5", reason: "x" })).status).toBe(404);
  });

  it("saves the tier thresholds with an audit entry; tiers follow them", async () => {
    const refused = await suite.post("/admin/settings", { intent: "rewards", aromaFrom: "300", elixirFrom: "200" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("The Elixir threshold must be above the Aroma threshold");
    const saved = await suite.post("/admin/settings", { intent: "rewards", aromaFrom: "0.50", elixirFrom: "1000" });
    expect(saved.status).toBe(302);
    const rows = await db().select().from(shopSettings);
    expect(Object.fromEntries(rows.filter((row) => row.key.startsWith("rewards.")).map((row) => [row.key, row.value]))).toEqual({
      "rewards.aroma_from_cents": 50,
      "rewards.elixir_from_cents": 100_000,
    });
    const audit = await db().select().from(auditLog).where(eq(auditLog.entity, "settings"));
    expect(audit.at(-1)?.details).toMatchObject({ name: "Scent Rewards", fields: ["aromaFromCents", "elixirFromCents"] });
    const settings = await (await suite.get("/admin/settings")).text();
    expect(settings).toContain('value="0.50"');
    expect(settings).toContain("Scent Rewards tiers");
    // The shipping form still saves on its own.
    expect((await suite.post("/admin/settings", { standardPrice: "5.00", expressPrice: "15.00", freeStandardFrom: "" })).status).toBe(302);
    expect((await suite.post("/admin/settings", { intent: "rewards", aromaFrom: "150", elixirFrom: "400" })).status).toBe(302);
  });
});
