// "What needs attention today" (issue 38) over a real libSQL file: the
// service's counts and oldest rows, /admin's one-line strip through the real
// request handler, and the filtered lists its lines link to showing exactly
// what they count (paid orders oldest first, failed e-mails, low and sold-out
// sizes, returns and reviews waiting).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { emailOutbox, fragrances, orders, returnRequests, reviews } from "../../db/schema";
import { queueEmail } from "../../app/models/email-outbox.server";
import { setOnHandStatement } from "../../app/models/admin-stock.server";
import { orderNumber } from "../../app/lib/order-display";
import { ORDER_SEARCH_MESSAGES } from "../../app/lib/order-search-schema";
import { adminAttention } from "../../app/services/admin-attention.server";
import { adminSuite, insertPaidOrder, insertReturnRequest } from "../support/admin";

const suite = adminSuite();
const { get } = suite;

// Thursday Nov 26, 2026, noon in Denver (MST, UTC-7).
const NOW = Date.parse("2026-11-26T19:00:00Z");

async function paidOrderAt(db: Db, instant: string, status: "paid" | "shipped" | "delivered" | "pending" = "paid") {
  const { orderId, publicId } = await insertPaidOrder(db, { email: `attention-${instant}@example.com` });
  await db.update(orders).set({ createdAt: new Date(instant), status }).where(eq(orders.id, orderId));
  return { id: orderId, number: orderNumber(publicId), createdAt: Date.parse(instant) };
}

async function setStock(db: Db, fragranceId: number, size: "10ml" | "2ml", target: number) {
  await setOnHandStatement(db, { fragranceId, size, target, reason: "counted", userId: suite.admin.user.id });
}

const nameOf = async (db: Db, id: number) => (await db.select({ name: fragrances.name }).from(fragrances).where(eq(fragrances.id, id)).get())!.name;

/** The strip's words, tags removed. */
function stripText(html: string) {
  const match = /<p[^>]*data-testid="attention-strip"[^>]*>([\s\S]*?)<\/p>/.exec(html);
  return match ? match[1]!.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, "") : null;
}

/** The order links of a list page, in the order shown. */
const listedOrders = (html: string) => [...html.matchAll(/href="\/admin\/orders\/(\d+)"/g)].map((m) => Number(m[1]));

describe("what needs attention today", () => {
  it("says nothing needs attention on a fresh shop, and links to the dashboard", async () => {
    const attention = await adminAttention({ db: suite.server.db }, { now: NOW });
    expect(attention).toEqual({
      unshipped: { count: 0, oldest: [] },
      returnsAwaiting: { count: 0, oldest: [] },
      stock: { soldOut: [], low: [], soldOutCount: 0, lowCount: 0 },
      reviewsPending: 0,
      emailsFailed: 0,
    });
    const response = await get("/admin");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(stripText(html)).toBe("Nothing needs attention today. Open the dashboard");
    expect(html).toMatch(/<a[^>]*href="\/admin\/dashboard"[^>]*>Open the dashboard<\/a>/);
  });

  it("counts paid orders not yet shipped (oldest first, aged in shop days), returns waiting, low and sold-out sizes, pending reviews and failed e-mails", async () => {
    const db = suite.server.db;
    // Paid 4 days, 2 days and a few hours ago (shop days), out of order; shipped, delivered and unpaid ones do not count.
    const twoDays = await paidOrderAt(db, "2026-11-24T18:00:00Z");
    const fourDays = await paidOrderAt(db, "2026-11-22T18:00:00Z");
    // Nov 26, 00:30 in Denver: today, though it was still Nov 26 07:30 in UTC.
    const today = await paidOrderAt(db, "2026-11-26T07:30:00Z");
    const shipped = await paidOrderAt(db, "2026-11-10T18:00:00Z", "shipped");
    await paidOrderAt(db, "2026-11-11T18:00:00Z", "delivered");
    await paidOrderAt(db, "2026-11-12T18:00:00Z", "pending");

    // One return waiting for a decision (asked yesterday), one already approved.
    const waiting = await insertReturnRequest(db, { reason: "unopened" });
    await db.update(returnRequests).set({ createdAt: new Date("2026-11-25T18:00:00Z") }).where(eq(returnRequests.id, waiting.requestId));
    const decided = await insertReturnRequest(db, { reason: "unopened" });
    await db.update(returnRequests).set({ status: "approved" }).where(eq(returnRequests.id, decided.requestId));

    // Fragrance 1's bottle sold out, fragrance 2's sample down to 3; fragrance 3's sample at 0 is
    // not missed by anyone while samples are off, and 6 left of fragrance 4's bottle is not low.
    await setStock(db, 1, "10ml", 0);
    await setStock(db, 2, "2ml", 3);
    await db.update(fragrances).set({ samplesOffered: false }).where(eq(fragrances.id, 3));
    await setStock(db, 3, "2ml", 0);
    await setStock(db, 4, "10ml", 6);

    await db.insert(reviews).values([
      { name: "Pending Pat", email: "pat@example.com", rating: 4, comment: "Waiting for a look.", productId: 1 },
      { name: "Published Pam", email: "pam@example.com", rating: 5, comment: "Already out there.", productId: 1, approved: true },
    ]);

    for (const [subject, status] of [
      ["Attention failed", "failed"],
      ["Attention pending", "pending"],
    ] as const) {
      await queueEmail(db, { kind: "newsletter-welcome", to: "ops@example.com", subject, text: "Hi", html: "<p>Hi</p>" });
      await db.update(emailOutbox).set({ status }).where(eq(emailOutbox.subject, subject));
    }

    const attention = await adminAttention({ db }, { now: NOW });
    expect(attention).toEqual({
      unshipped: {
        count: 3,
        oldest: [
          { ...fourDays, ageDays: 4 },
          { ...twoDays, ageDays: 2 },
          { ...today, ageDays: 0 },
        ],
      },
      returnsAwaiting: {
        count: 1,
        oldest: [{ id: waiting.requestId, number: waiting.number, createdAt: Date.parse("2026-11-25T18:00:00Z"), ageDays: 1 }],
      },
      stock: {
        soldOut: [{ fragranceId: 1, name: await nameOf(db, 1), size: "10ml" }],
        low: [{ fragranceId: 2, name: await nameOf(db, 2), size: "2ml", onHand: 3 }],
        soldOutCount: 1,
        lowCount: 1,
      },
      reviewsPending: 1,
      emailsFailed: 1,
    });
    expect(attention.unshipped.oldest.map((order) => order.id)).not.toContain(shipped.id);

    // /admin's strip, through the real request handler.
    const html = await (await get("/admin")).text();
    expect(stripText(html)).toBe(
      "Needs attention: 3 orders to ship · 1 return to decide · 1 size sold out · 1 size low · 1 review to moderate · 1 failed e-mail — Open the dashboard",
    );

    // Each line's link lists what it counts.
    const paidOldest = await get("/admin/orders?status=paid&sort=oldest");
    expect(paidOldest.status).toBe(200);
    const paidHtml = await paidOldest.text();
    expect(listedOrders(paidHtml)).toEqual([fourDays.id, twoDays.id, today.id]);
    expect(paidHtml).toMatch(/<option value="oldest" selected="">Oldest first<\/option>/);
    expect(listedOrders(await (await get("/admin/orders?status=paid")).text())).toEqual([today.id, twoDays.id, fourDays.id]);

    expect(await (await get("/admin?stock=sold-out")).text()).toContain("1 fragrance (sold out in a size)");
    expect(await (await get("/admin?stock=low")).text()).toContain("1 fragrance (low in a size)");

    const returnsHtml = await (await get("/admin/returns?status=requested")).text();
    expect(returnsHtml).toContain(waiting.number);
    expect(returnsHtml).not.toContain(decided.number);

    const reviewsHtml = await (await get("/admin/reviews?status=pending")).text();
    expect(reviewsHtml).toContain("Pending Pat");
    expect(reviewsHtml).not.toContain("Published Pam");

    const failedHtml = await (await get("/admin/emails?status=failed")).text();
    expect(failedHtml).toContain("Attention failed");
    expect(failedHtml).not.toContain("Attention pending");
    expect(failedHtml).toContain("1 failed e-mail.");
    expect(await (await get("/admin/emails")).text()).toContain("Attention pending");
  });

  it("keeps the sort in the page links, and answers a bad sort or e-mail filter with 400 and a message, never a 500", async () => {
    const db = suite.server.db;
    const ids: number[] = [];
    for (let day = 1; day <= 26; day += 1) ids.push((await paidOrderAt(db, `2025-03-${String(day).padStart(2, "0")}T18:00:00Z`)).id);
    const first = await (await get("/admin/orders?from=2025-03-01&to=2025-03-31&sort=oldest")).text();
    expect(listedOrders(first)).toEqual(ids.slice(0, 25));
    expect(first).toContain('href="/admin/orders?from=2025-03-01&amp;to=2025-03-31&amp;sort=oldest&amp;page=2"');
    expect(listedOrders(await (await get("/admin/orders?from=2025-03-01&to=2025-03-31&sort=oldest&page=2")).text())).toEqual([ids[25]]);

    const badSort = await get("/admin/orders?status=paid&sort=sideways");
    expect(badSort.status).toBe(400);
    const badSortHtml = await badSort.text();
    expect(badSortHtml).toContain(ORDER_SEARCH_MESSAGES.sort);
    expect(badSortHtml).toMatch(/id="orders-sort"[^>]*autofocus|autofocus[^>]*id="orders-sort"/i);
    for (const query of ["sort[]=oldest", "sort=oldest&sort=newest", `sort=${"x".repeat(3000)}`, "sort=%00"]) {
      expect((await get(`/admin/orders?${query}`)).status, query).toBeLessThan(500);
    }

    const badEmails = await get("/admin/emails?status=lost");
    expect(badEmails.status).toBe(400);
    expect(await badEmails.text()).toContain("Choose All or Failed");
  });
});
