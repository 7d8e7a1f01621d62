import { describe, expect, it } from "vitest";
import { auditLog, reviews } from "../../db/schema";
import { ADMIN_FORM_STOCK_FIELDS, adminSuite, userWithSession } from "../support/admin";

const suite = adminSuite();

const { get, post } = suite;

const fragranceFields = {
  name: "Cedar Dusk",
  gender: "male",
  description: "Cedar at nightfall.",
  price: "4200",
  imageUrl: "/images/fragrances/1/bottle.svg",
  topNotes: "bergamot",
  middleNotes: "cedar",
  baseNotes: "musk",
  ...ADMIN_FORM_STOCK_FIELDS,
};

describe("admin activity", () => {
  it("shows who changed what and when after an edit and a review deletion, newest first", async () => {
    expect((await get("/admin/activity")).status).toBe(200);
    expect((await post("/admin/fragrances/1/edit", fragranceFields)).status).toBe(302);
    const [review] = await suite.server.db
      .insert(reviews)
      .values({ name: "Iris", email: "iris@example.com", rating: 2, comment: "Not for me." })
      .returning();
    expect((await post("/admin/reviews", { intent: "delete", reviewId: String(review!.id) })).status).toBe(302);

    const html = await (await get("/admin/activity")).text();
    expect(html).toContain(">Activity<");
    expect(html).toContain(suite.admin.user.email);
    expect(html).toContain("Fragrance #1 (Cedar Dusk)");
    expect(html).toContain("Updated");
    expect(html).toContain(`Review #${review!.id}`);
    expect(html).toContain("Deleted");
    expect(html.indexOf(`Review #${review!.id}`)).toBeLessThan(html.indexOf("Fragrance #1 (Cedar Dusk)"));
    // The exact instant (UTC) for machines; the shop's (Denver's) clock for the admin.
    const [, instant, shown, zone] = html.match(/<time dateTime="(\d{4}-\d{2}-\d{2}T[\d:.]+Z)">(\d{4}-\d{2}-\d{2} \d{2}:\d{2}) (MST|MDT)<\/time>/) ?? [];
    const hoursBehindUtc = zone === "MST" ? 7 : 6;
    expect(shown).toBe(new Date(Date.parse(instant!) - hoursBehindUtc * 3_600_000).toISOString().slice(0, 16).replace("T", " "));
    expect(html).not.toContain("When (UTC)");
  });

  it("pages 25 entries at a time and names a deleted account", async () => {
    const later = Date.now() + 60_000;
    await suite.server.db.insert(auditLog).values(
      Array.from({ length: 30 }, (_, index) => ({
        userId: index === 29 ? null : suite.admin.user.id,
        action: "approve",
        entity: "review",
        entityId: `p${index + 1}`,
        createdAt: new Date(later + index * 1000),
      })),
    );
    const first = await (await get("/admin/activity")).text();
    expect(first).toContain("Review #p30<");
    expect(first).toContain("Deleted account");
    expect(first).toContain("Review #p6<");
    expect(first).not.toContain("Review #p5<");
    expect(first).toContain('href="/admin/activity?page=2"');
    const second = await (await get("/admin/activity?page=2")).text();
    expect(second).toContain("Review #p5<");
    expect(second).toContain("Review #p1<");
    expect(second).toContain("Fragrance #1 (Cedar Dusk)");
    expect(second).not.toContain("Review #p6<");
  });

  it("refuses a shopper exactly as the other admin pages do", async () => {
    const shopper = await userWithSession(suite.server.db, "customer");
    const [activity, orders] = await Promise.all(
      ["/admin/activity", "/admin/orders"].map((path) => suite.server.fetch(path, { headers: shopper.headers })),
    );
    expect(activity!.status).toBe(403);
    expect(activity!.status).toBe(orders!.status);
    expect(await activity!.text()).toContain("You don&#x27;t have access to this page.");
    const guest = await suite.server.fetch("/admin/activity");
    expect(guest.status).toBe(302);
    expect(guest.headers.get("location")).toBe("/login?redirectTo=%2Fadmin%2Factivity");
  });
});
