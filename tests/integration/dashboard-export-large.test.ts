// A 5,000-order export through the real handler: every order once, oldest
// first, read from the database a page at a time and sent in pieces.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertGeneratedOrders } from "../../scripts/bench-orders";
import { userWithSession } from "../support/admin";
import { cents, parseCsv } from "../support/csv";
import { startTestServer, type TestServer } from "../support/test-server";

describe("a large export", () => {
  let server: TestServer;
  const statements: string[] = [];
  beforeAll(async () => {
    server = await startTestServer({ onQuery: (sql) => statements.push(sql) });
    // 5,000 one-line orders, 100 a day from 2026-01-01 (UTC), every 7th shipped.
    await insertGeneratedOrders(server.db, 5000);
  });
  afterAll(() => server.close());

  it("streams 5,000 orders a page at a time, in more than one piece", async () => {
    const admin = await userWithSession(server.db, "admin");
    statements.length = 0;
    const response = await server.fetch("/admin/dashboard/orders.csv?period=custom&from=2025-12-31&to=2026-03-01", { headers: admin.headers });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let chunks = 0;
    let text = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      chunks += 1;
      text += decoder.decode(value, { stream: true });
    }
    text += decoder.decode();
    expect(chunks).toBeGreaterThan(1);
    const rows = parseCsv(text);
    expect(rows).toHaveLength(1 + 5000);
    expect(rows.slice(1).every((row) => row.length === 16)).toBe(true);
    expect(rows.slice(1).reduce((sum, row) => sum + cents(row[14]!), 0)).toBe(5000 * 4500);
    // Oldest first, every order once.
    const emails = rows.slice(1).map((row) => row[2]);
    expect(emails[0]).toBe("Shopper 1");
    expect(emails.at(-1)).toBe("Shopper 5000");
    expect(new Set(emails).size).toBe(5000);
    // Ten pages of 500 orders (and an eleventh that finds none), not one query for all of them.
    const pageQueries = statements.filter((sql) => /^select .*"public_id".* from "orders" .*limit \?$/.test(sql));
    expect(pageQueries.length).toBeGreaterThanOrEqual(10);

    const figures = parseCsv(await (await server.fetch("/admin/dashboard/figures.csv?period=custom&from=2025-12-31&to=2026-03-01", { headers: admin.headers })).text());
    expect(figures.at(-1)).toEqual(["Total", "5000", "225000.00", "225000.00", "0.00", "0.00", "0.00", "5000", "0", "0.00"]);
    // One row per day of the period (Dec 31 to Mar 1: 61 days), a header and the Total.
    expect(figures).toHaveLength(1 + 61 + 1);
  });
});
