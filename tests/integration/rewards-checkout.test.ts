// Scent Rewards at checkout, end to end through the real request handler over
// a real libSQL file (issue 35, decision 0052), as one member's story: two
// paid orders earn at Essence (ledger rows, confirmation e-mails); a third
// spends points beside a code (Apply's totals, the order row, its lines, the
// e-mail, the admin's page, the order page and GET /api/orders/{id} agree to
// the cent) and carries the member into Aroma; an admin's partial refund takes
// back what the first earned in proportion; the next order earns at 7 per $.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, orderItems, orders, promotions } from "../../db/schema";
import { pointsEarned } from "../../app/lib/rewards";
import { userWithSession } from "../support/admin";
import { applySavings, balanceOf, fillCart, ledgerOf, placeCheckout, registeredShopper, type Member } from "../support/reward-member";
import { startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
let admin: Awaited<ReturnType<typeof userWithSession>>;
beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_MULTIPLIER: "1000" } });
  admin = await userWithSession(server.db, "admin");
  await server.db.insert(promotions).values({ code: "SAVE15", kind: "percent", value: 15 });
});
afterAll(async () => {
  await server.close();
});

const db = () => server.db;
const adminGet = (path: string) => server.fetch(path, { headers: admin.headers });
const adminPost = (path: string, values: Record<string, string>) =>
  server.fetch(path, { method: "POST", body: new URLSearchParams(values), headers: admin.headers });
const orderRow = async (publicId: string) => (await db().select().from(orders).where(eq(orders.publicId, publicId)).get())!;
const confirmationText = async (publicId: string) =>
  (await db().select().from(emailOutbox).where(eq(emailOutbox.messageId, `order-confirmation/${publicId}`))).map((row) => row.textBody);
/** A page's HTML without React's text separators ("Discount<!-- --> (SAVE15)"). */
const html = async (response: Response) => (await response.text()).replaceAll("<!-- -->", "");
const tierOnAccount = async (member: Member) => /data-testid="rewards-tier">(\w+)</.exec(await (await member.get("/account")).text())?.[1];

/** Places the member's cart (no code, no points) and answers the order's row. */
async function placePaid(member: Member, items: [number, number][], expectedTotal: number) {
  await fillCart(member, items);
  const placed = await placeCheckout(member, { expectedTotal });
  expect(placed.status).toBe(302);
  return orderRow(placed.headers.get("Location")!.split("/").pop()!);
}

describe("a Scent Rewards member's orders", () => {
  it("earns, spends beside a code, is refunded in part and reaches Aroma, every figure agreeing", async () => {
    const member = await registeredShopper(server);
    expect(await tierOnAccount(member)).toBe("Essence");

    // Two paid orders at Essence: $80.00 and $40.00 of merchandise, 5 points per whole $.
    const first = await placePaid(member, [[1, 2]], 8500);
    const second = await placePaid(member, [[2, 1]], 4500);
    expect(await ledgerOf(db(), member.userId)).toEqual([
      { delta: pointsEarned(8000, "essence"), kind: "earned", key: `order-${first.id}-earned`, orderId: first.id },
      { delta: pointsEarned(4000, "essence"), kind: "earned", key: `order-${second.id}-earned`, orderId: second.id },
    ]);
    expect(pointsEarned(8000, "essence")).toBe(400);
    expect(await confirmationText(first.publicId)).toEqual([expect.stringContaining("This order earns you 400 points in Scent Rewards.")]);
    expect(await confirmationText(second.publicId)).toEqual([expect.stringContaining("This order earns you 200 points in Scent Rewards.")]);
    expect(await (await member.get(`/orders/${first.publicId}`)).text()).toContain("This order earned you 400 points in Scent Rewards.");
    expect(await balanceOf(db(), member.userId)).toBe(600);

    // The third: two of fragrance 3 and one of fragrance 4 ($120.00), SAVE15 ($18.00 off), 500 points ($5.00).
    await fillCart(member, [[3, 2], [4, 1]]);
    expect(await (await member.get("/checkout")).text()).toContain("You have 600 points ($6.00).");
    const applied = await applySavings(member, { code: "save15", points: "500" });
    expect(applied.status).toBe(200);
    const appliedPage = await html(applied);
    for (const text of ["500 points applied: $5.00 off.", "SAVE15 applied", "Discount (SAVE15)", "-$18.00", "Scent Rewards points (500)", "-$5.00", "Place Order - $102.00"]) {
      expect(appliedPage, text).toContain(text);
    }
    expect(appliedPage).toMatch(/name="expectedTotals\.standard" value="10200"/);
    const placed = await placeCheckout(member, { code: "save15", points: "500", expectedTotal: 10200 });
    expect(placed.status).toBe(302);
    const third = await orderRow(placed.headers.get("Location")!.split("/").pop()!);
    expect(third).toMatchObject({ status: "paid", subtotalCents: 12000, shippingCents: 500, discountCents: 2300, pointsCents: 500, totalBeforeTaxCents: 10200, discountCode: "SAVE15" });
    const lines = await db().select().from(orderItems).where(eq(orderItems.orderId, third.id));
    expect(lines.reduce((sum, line) => sum + line.discountCents, 0)).toBe(2300);
    expect(lines.reduce((sum, line) => sum + line.pointsCents, 0)).toBe(500);
    for (const line of lines) {
      expect(line.pointsCents).toBeLessThanOrEqual(line.discountCents);
      expect(line.discountCents).toBeLessThanOrEqual(line.unitPriceCents * line.quantity);
    }

    // Earned on what was paid for the merchandise ($97.00) at the tier held before it (Essence); spent 500.
    const earnedThird = pointsEarned(9700, "essence");
    expect((await ledgerOf(db(), member.userId)).slice(2)).toEqual([
      { delta: -500, kind: "spent", key: `order-${third.publicId}-spent`, orderId: third.id },
      { delta: earnedThird, kind: "earned", key: `order-${third.id}-earned`, orderId: third.id },
    ]);
    expect(await balanceOf(db(), member.userId)).toBe(600 - 500 + earnedThird);

    // The e-mail, the shopper's page, the admin's page and the API say the same rows.
    const [mail] = await confirmationText(third.publicId);
    for (const row of ["Subtotal: $120.00", "Discount (SAVE15): -$18.00", "Scent Rewards points (500): -$5.00", "Total: $102.00", `This order earns you ${earnedThird} points`]) {
      expect(mail, row).toContain(row);
    }
    const orderPage = await html(await member.get(`/orders/${third.publicId}`));
    const adminPage = await html(await adminGet(`/admin/orders/${third.id}`));
    for (const page of [orderPage, adminPage]) {
      for (const text of ["Discount (SAVE15)", "-$18.00", "Scent Rewards points (500)", "-$5.00", "$102.00"]) expect(page, text).toContain(text);
    }
    expect(orderPage).toContain(`This order earned you ${earnedThird} points in Scent Rewards.`);
    const api = (await (await member.get(`/api/orders/${third.publicId}`)).json()) as {
      subtotalCents: number; discountCents: number; pointsCents: number; shippingCents: number; totalCents: number; items: { discountCents: number }[];
    };
    expect(api).toMatchObject({ subtotalCents: 12000, shippingCents: 500, discountCents: 2300, pointsCents: 500, totalCents: 10200 });
    expect(api.items.reduce((sum, item) => sum + item.discountCents, 0)).toBe(2300);

    // $80 + $40 + $97 in the last year: Aroma from now on.
    expect(await tierOnAccount(member)).toBe("Aroma");
    const me = (await (await member.get("/api/auth/me")).json()) as { rewards: unknown };
    expect(me.rewards).toEqual({ balance: 600 - 500 + earnedThird, tier: "aroma" });

    // The admin refunds $40.00 of the first order's $80.00 of merchandise: half its 400 points go back.
    const refundKey = `refund-${crypto.randomUUID()}`;
    expect((await adminPost(`/admin/orders/${first.id}`, { intent: "refund-part", amount: "40", idempotencyKey: refundKey })).status).toBe(302);
    expect(await adminPost(`/admin/orders/${first.id}`, { intent: "refund-part", amount: "40", idempotencyKey: refundKey })).toHaveProperty("status", 302);
    expect((await ledgerOf(db(), member.userId)).filter((row) => row.orderId === first.id)).toEqual([
      { delta: 400, kind: "earned", key: `order-${first.id}-earned`, orderId: first.id },
      { delta: -200, kind: "reversed", key: `${refundKey}-points`, orderId: first.id },
    ]);
    const balanceNow = 600 - 500 + earnedThird - 200;
    expect(await balanceOf(db(), member.userId)).toBe(balanceNow);
    // $40 + $40 + $97 = $177 still counts: Aroma.
    expect(await tierOnAccount(member)).toBe("Aroma");

    // The next order earns 7 points per whole $.
    const fourth = await placePaid(member, [[5, 1]], 4500);
    expect((await ledgerOf(db(), member.userId)).at(-1)).toEqual({ delta: 280, kind: "earned", key: `order-${fourth.id}-earned`, orderId: fourth.id });
    expect(pointsEarned(4000, "aroma")).toBe(280);
    expect(await confirmationText(fourth.publicId)).toEqual([expect.stringContaining("This order earns you 280 points in Scent Rewards.")]);
    expect(await balanceOf(db(), member.userId)).toBe(balanceNow + 280);
    const account = await (await member.get("/account")).text();
    expect(account).toContain(`${(balanceNow + 280).toLocaleString("en-US")} points, worth`);
  });
});
