// The admin orders list: filters kept in the URL, paging, newest first, field
// messages for bad values, and the same answers at 10,000 orders.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { orders } from "../../db/schema";
import { listOrdersForAdmin } from "../../app/models/admin-order.server";
import { ORDER_SEARCH_MESSAGES, parseOrderSearch } from "../../app/lib/order-search-schema";
import { adminSuite, insertOrder } from "../support/admin";
import { createTestDatabase } from "../support/test-server";
import { insertGeneratedOrders } from "../../scripts/bench-orders";

const suite = adminSuite();
const { get } = suite;

async function orderOn(db: Db, day: string, { email, status = "paid" as const, publicId }: { email: string; status?: "paid" | "shipped" | "pending"; publicId?: string }) {
  const orderId = await insertOrder(db, { customerEmail: email, status: status as "paid" });
  await db
    .update(orders)
    .set({ createdAt: new Date(`${day}T12:00:00Z`), ...(publicId ? { publicId } : {}) })
    .where(eq(orders.id, orderId));
  return orderId;
}

/** The order links of a list page, in the order shown. */
const listed = (html: string) => [...html.matchAll(/href="\/admin\/orders\/(\d+)"/g)].map((m) => Number(m[1]));

describe("admin orders list", () => {
  it("filters by e-mail (any part, any case), status, dates and order number, keeping the filters in the form", async () => {
    const db = suite.server.db;
    const a1 = await orderOn(db, "2026-01-05", { email: "Search.Ada@Example.com" });
    const a2 = await orderOn(db, "2026-01-20", { email: "search.ada@example.com", status: "shipped" });
    const b1 = await orderOn(db, "2026-02-01", { email: "search.bob@example.org", publicId: "abcdef0123456789abcdef0123456789" });

    expect(listed(await (await get("/admin/orders?email=SEARCH.ADA")).text())).toEqual([a2, a1]);
    expect(listed(await (await get("/admin/orders?email=search.ada%40example.com")).text())).toEqual([a2, a1]);
    expect(listed(await (await get("/admin/orders?email=search.&status=shipped")).text())).toEqual([a2]);
    expect(listed(await (await get("/admin/orders?email=search.&from=2026-01-06&to=2026-02-01")).text())).toEqual([b1, a2]);
    expect(listed(await (await get("/admin/orders?email=search.&to=2026-01-05")).text())).toEqual([a1]);
    expect(listed(await (await get("/admin/orders?number=ABCDEF01")).text())).toEqual([b1]);
    expect(listed(await (await get(`/admin/orders?number=%23${a1}`)).text())).toEqual([a1]);

    const html = await (await get("/admin/orders?email=search.ada&status=shipped&from=2026-01-01")).text();
    expect(html).toContain('value="search.ada"');
    expect(html).toMatch(/<option value="shipped" selected="">Shipped<\/option>/);
    expect(html).toContain('value="2026-01-01"');
    expect(html).toContain(">1 order<");
    expect(await (await get("/admin/orders?email=nobody-here")).text()).toContain("No orders match these filters.");
  });

  it("files an order placed at 11 pm in Denver under that day (the shop's), not UTC's next day, in winter and in summer", async () => {
    const db = suite.server.db;
    const placeAt = async (instant: string, email: string) => {
      const orderId = await insertOrder(db, { customerEmail: email, status: "paid" });
      await db.update(orders).set({ createdAt: new Date(instant), statusChangedAt: new Date(instant) }).where(eq(orders.id, orderId));
      return orderId;
    };
    for (const { instant, day, next, shown } of [
      // Thursday Nov 26, 11 pm MST (UTC-7) is Nov 27 in UTC.
      { instant: "2026-11-27T06:00:00Z", day: "2026-11-26", next: "2026-11-27", shown: "2026-11-26 23:00 MST" },
      // Saturday Jul 4, 11 pm MDT (UTC-6) is Jul 5 in UTC.
      { instant: "2026-07-05T05:00:00Z", day: "2026-07-04", next: "2026-07-05", shown: "2026-07-04 23:00 MDT" },
    ]) {
      const email = `late.${day}@example.com`;
      const orderId = await placeAt(instant, email);
      const sameDay = await (await get(`/admin/orders?email=${email}&from=${day}&to=${day}`)).text();
      expect(listed(sameDay), day).toEqual([orderId]);
      expect(sameDay).toContain(`>${shown}</td>`);
      expect(listed(await (await get(`/admin/orders?email=${email}&from=${next}&to=${next}`)).text()), next).toEqual([]);
      expect(listed(await (await get(`/admin/orders?email=${email}&to=${day}`)).text())).toEqual([orderId]);
      expect(listed(await (await get(`/admin/orders?email=${email}&from=${next}`)).text())).toEqual([]);
      const detail = await (await get(`/admin/orders/${orderId}`)).text();
      expect(detail).toContain(`<dd>${shown}</dd>`);
      expect(detail).toContain(` since ${shown}`);
      expect(detail).not.toMatch(/\d{2}:\d{2} UTC/);
    }
  });

  it("pages 25 at a time, newest first, keeping the filters in the page links", async () => {
    const db = suite.server.db;
    const ids: number[] = [];
    for (let day = 1; day <= 30; day += 1) ids.push(await orderOn(db, `2025-06-${String(day).padStart(2, "0")}`, { email: "pager@example.com" }));
    const first = await (await get("/admin/orders?email=pager")).text();
    expect(listed(first)).toEqual(ids.slice(5).reverse());
    expect(first).toContain("Page 1 of 2");
    expect(first).toContain('href="/admin/orders?email=pager&amp;page=2"');
    const second = await (await get("/admin/orders?email=pager&page=2")).text();
    expect(listed(second)).toEqual(ids.slice(0, 5).reverse());
  });

  it("answers bad or hostile filter values with 400 and a field message, never a 500", async () => {
    const bad = await get("/admin/orders?number=xyz&status=lost&from=2026-02-30&to=2026-01-01");
    expect(bad.status).toBe(400);
    const html = await bad.text();
    for (const message of [ORDER_SEARCH_MESSAGES.number, ORDER_SEARCH_MESSAGES.status, ORDER_SEARCH_MESSAGES.from]) expect(html).toContain(message);
    expect(html).toMatch(/id="orders-number"[^>]*autofocus|autofocus[^>]*id="orders-number"/i);
    expect((await get("/admin/orders?from=2026-03-02&to=2026-03-01")).status).toBe(400);
    const hostile = [
      "email=%27%20OR%201%3D1--",
      "email=%25",
      "email=_",
      "number=%27",
      "status[]=paid",
      "status=paid&status=lost",
      "from=0000-00-00",
      "page=-1",
      "page=99999999999",
      `email=${"a".repeat(3000)}`,
      "number=%E2%80%AE",
      "to=2026-01-01T00:00",
    ];
    for (const query of hostile) {
      const response = await get(`/admin/orders?${query}`);
      expect(response.status, query).toBeLessThan(500);
    }
    // Wildcards are literal: "%" finds no order, it does not match them all.
    expect(await (await get("/admin/orders?email=%25")).text()).toContain("No orders match these filters.");
  });
});

describe("admin orders list at 10,000 orders", () => {
  it("finds the same rows through every filter", async () => {
    const { db, cleanup } = await createTestDatabase({ seed: false });
    try {
      // The bench's generated orders: 100 a day from 2026-01-01, every 7th shipped, e-mails shopper0..shopper499.
      await insertGeneratedOrders(db, 10_000);
      const list = (query: string, page = 1) => {
        const parsed = parseOrderSearch(new URLSearchParams(query));
        if (!parsed.ok) throw new Error(query);
        return listOrdersForAdmin({ db, search: parsed.search, page, pageSize: 25 });
      };
      const all = await list("");
      expect(all.total).toBe(10000);
      expect(all.orders[0]!.publicId).toBe((10000).toString(16).padStart(32, "0"));
      expect((await list("status=shipped")).total).toBe(1428);
      expect((await list("email=shopper42@")).total).toBe(20);
      // One day holds 100 orders (one every 864 s); a shop (Denver) day, 07:00 to 07:00 UTC in January.
      expect((await list("from=2026-01-02&to=2026-01-02")).total).toBe(100);
      expect((await list("status=shipped&from=2026-01-02&to=2026-01-02")).total).toBe(14);
      expect((await list(`number=${(4242).toString(16).padStart(32, "0")}`)).orders.map((o) => o.customerName)).toEqual(["Shopper 4242"]);
      const lastPage = await list("", 400);
      expect(lastPage.orders.map((o) => o.customerName).at(-1)).toBe("Shopper 1");
      expect(lastPage.orders.every((o) => o.itemCount === 1)).toBe(true);
      // "_" is a literal underscore, not a wildcard.
      expect((await list("email=shopper_")).total).toBe(0);
    } finally {
      cleanup();
    }
  });
});
