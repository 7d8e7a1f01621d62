import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { createDb } from "../../db/client";
import { newsletterSubscribers, reviews } from "../../db/schema";
import { verifyLogin } from "../../app/services/credentials.server";
import { adminSuite, insertOrder } from "../support/admin";

const suite = adminSuite();

const { get, post } = suite;

describe("review moderation", () => {
  it("lists pending reviews as text, approves, unpublishes and deletes them with audit rows", async () => {
    const [pending] = await suite.server.db
      .insert(reviews)
      .values({ name: "Cleo", email: "cleo@example.com", rating: 4, comment: "<script>alert(1)</script> lovely", productId: 1, productName: "First" })
      .returning();
    const listed = await (await get("/admin/reviews")).text();
    expect(listed).toContain("&lt;script&gt;alert(1)&lt;/script&gt; lovely");
    expect(listed).not.toContain("<script>alert(1)</script>");

    const approve = await post("/admin/reviews", { intent: "approve", reviewId: String(pending!.id), redirectTo: "/admin/reviews?status=pending" });
    expect(approve.status).toBe(302);
    expect(approve.headers.get("location")).toBe("/admin/reviews?status=pending");
    expect((await suite.server.db.query.reviews.findFirst({ where: (r, { eq }) => eq(r.id, pending!.id) }))?.approved).toBe(true);
    expect(await (await get("/admin/reviews?status=published")).text()).toContain("Cleo");
    expect(await (await get("/admin/reviews?status=pending")).text()).not.toContain("Cleo");

    await post("/admin/reviews", { intent: "unpublish", reviewId: String(pending!.id) });
    expect((await suite.server.db.query.reviews.findFirst({ where: (r, { eq }) => eq(r.id, pending!.id) }))?.approved).toBe(false);

    await post("/admin/reviews", { intent: "delete", reviewId: String(pending!.id) });
    expect(await suite.server.db.query.reviews.findFirst({ where: (r, { eq }) => eq(r.id, pending!.id) })).toBeUndefined();
    const audit = await suite.server.db.query.auditLog.findMany({ where: (a, { eq }) => eq(a.entity, "review") });
    expect(audit.map((row) => [row.action, row.userId])).toEqual([
      ["approve", suite.admin.user.id],
      ["unpublish", suite.admin.user.id],
      ["delete", suite.admin.user.id],
    ]);
  });

  it("asks before deleting a review: the list links to a confirmation page that posts the delete", async () => {
    const [review] = await suite.server.db
      .insert(reviews)
      .values({ name: "Juno", email: "juno@example.com", rating: 3, comment: "Fine, <b>not</b> great." })
      .returning();
    const confirmPage = `/admin/reviews/${review!.id}/delete?${new URLSearchParams({ redirectTo: "/admin/reviews?status=pending" })}`;
    const list = await (await get("/admin/reviews?status=pending")).text();
    expect(list).toContain(`href="${confirmPage.replace(/&/g, "&amp;")}"`);
    // No form on the list deletes this review in one click.
    expect(list).not.toContain('value="delete"');

    const page = await get(confirmPage);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Are you sure you want to delete this review?");
    expect(html).toContain("Review by Juno (3/5)");
    expect(html).toContain("Fine, &lt;b&gt;not&lt;/b&gt; great.");
    expect(html).toContain('href="/admin/reviews?status=pending">Cancel<');
    // Opening the page deletes nothing; its form's fields do.
    expect(await suite.server.db.query.reviews.findFirst({ where: (r, { eq }) => eq(r.id, review!.id) })).toBeTruthy();
    const form = /<form method="post" action="\/admin\/reviews"[^>]*>([^]*?)<\/form>/.exec(html)?.[1] ?? "";
    const hidden = [...form.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"/g)];
    const fields = Object.fromEntries(hidden.map((m) => [m[1], m[2]!.replace(/&amp;/g, "&")]));
    expect(fields).toEqual({ intent: "delete", reviewId: String(review!.id), redirectTo: "/admin/reviews?status=pending" });
    const deleted = await post("/admin/reviews", fields);
    expect(deleted.headers.get("location")).toBe("/admin/reviews?status=pending");
    expect(await suite.server.db.query.reviews.findFirst({ where: (r, { eq }) => eq(r.id, review!.id) })).toBeUndefined();
    expect((await get(`/admin/reviews/${review!.id}/delete`)).status).toBe(404);
    expect((await get("/admin/reviews/abc/delete")).status).toBe(404);
  });

  it("refuses a bad moderation request without changing anything", async () => {
    const response = await post("/admin/reviews", { intent: "publish-everything", reviewId: "x" });
    expect(response.status).toBe(302);
    const cookie = response.headers.get("set-cookie")!.split(";")[0]!;
    const html = await (await suite.server.fetch("/admin/reviews", { headers: { ...suite.admin.headers, Cookie: cookie } })).text();
    expect(html).toContain("That review action is not valid.");
  });
});

describe("orders", () => {
  it("lists orders with number, customer, items, total and status, and shows the detail", async () => {
    const orderId = await insertOrder(suite.server.db, {
      customerName: "Dora Maar",
      customerEmail: "dora@example.com",
      items: [
        { name: "Velvet Rose", unitPriceCents: 4000, quantity: 2, fragranceId: 1 },
        { name: "Salt Meadow", unitPriceCents: 4000, quantity: 1, fragranceId: null },
      ],
    });
    const list = await (await get("/admin/orders")).text();
    expect(list).toContain(`#${orderId}`);
    expect(list).toContain("Dora Maar");
    expect(list).toContain("$125.00");
    expect(list).toMatch(/>3<\/td>/);
    expect(list).toContain(">Paid<");
    const detail = await (await get(`/admin/orders/${orderId}`)).text();
    for (const text of ["Velvet Rose", "Salt Meadow", "$80.00", "$120.00", "$5.00", "$125.00", "1 Main St", "ending 4242"]) {
      expect(detail).toContain(text);
    }
    expect((await get("/admin/orders/999999")).status).toBe(404);
  });
});

describe("subscribers", () => {
  it("lists e-mails and downloads them as CSV with formulas neutralised", async () => {
    await suite.server.db.insert(newsletterSubscribers).values([
      // 11 pm in Denver (MST) on Nov 26, 2025: Nov 27 in UTC.
      { email: "eve@example.com", source: "newsletter", createdAt: new Date("2025-11-27T06:00:00Z") },
      { email: "=cmd|'/c calc'!A1@example.com", source: "welcome-popup" },
    ]);
    const list = await (await get("/admin/subscribers")).text();
    expect(list).toContain("eve@example.com");
    expect(list).toMatch(/eve@example\.com<\/td>.*?<td[^>]*>2025-11-26<\/td>/s);
    const csv = await get("/admin/subscribers.csv");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await csv.text()).trim().split("\r\n");
    // The header names the zone; the time is Denver's wall clock, which spreadsheets read as a date.
    expect(lines[0]).toBe("email,source,subscribed_at (America/Denver)");
    expect(lines).toContain("eve@example.com,newsletter,2025-11-26 23:00:00");
    expect(lines[2]!.startsWith(`"'=cmd|'/c calc'!A1@example.com",welcome-popup,`)).toBe(true);
  });
});

describe("npm run admin:create", () => {
  it("creates an administrator, then promotes and re-passwords an existing user", async () => {
    const dir = mkdtempSync(join(tmpdir(), "onbrand-admin-cli-"));
    const url = `file:${join(dir, "shop.db")}`;
    const run = (...args: string[]) =>
      promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/create-admin.ts", ...args], {
        env: { ...process.env, DATABASE_URL: url },
      });
    try {
      expect((await run("--email", "Boss@Example.com", "--password", "first-password")).stdout).toContain(
        "Created administrator boss@example.com.",
      );
      expect((await run("--email", "boss@example.com", "--password", "second-password")).stdout).toContain(
        "boss@example.com is now an administrator",
      );
      await expect(run("--email", "boss@example.com", "--password", "short")).rejects.toThrow(/at least 8 characters/);
      const db = createDb({ url });
      const user = await verifyLogin({ db, email: "boss@example.com", password: "second-password" });
      expect(user?.role).toBe("admin");
      expect(await db.query.users.findMany()).toHaveLength(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
