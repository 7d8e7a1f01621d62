import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, reviews } from "../../db/schema";
import { queueEmail } from "../../app/models/email-outbox.server";
import { startTestServer, type TestServer } from "../support/test-server";
import { insertOrder, userWithSession } from "../support/admin";

let server: TestServer;
let customer: Record<string, string>;
let admin: Record<string, string>;
let orderId: number;
let reviewId: number;
let emailId: number;
beforeAll(async () => {
  server = await startTestServer();
  customer = (await userWithSession(server.db, "customer")).headers;
  admin = (await userWithSession(server.db, "admin")).headers;
  orderId = await insertOrder(server.db);
  await queueEmail(server.db, { kind: "newsletter-welcome", to: "kim@example.com", subject: "Welcome", text: "Hi", html: "<p>Hi</p>" });
  emailId = (await server.db.select({ id: emailOutbox.id }).from(emailOutbox).get())!.id;
  const [review] = await server.db.insert(reviews).values({ name: "Kim", email: "kim@example.com", rating: 5, comment: "Lovely." }).returning();
  reviewId = review!.id;
});
afterAll(() => server.close());

const pages = () => [
  "/admin",
  "/admin?tab=male",
  "/admin/fragrances/new",
  "/admin/fragrances/1/edit",
  "/admin/fragrances/1/photo",
  "/admin/fragrances/1/delete",
  "/admin/reviews",
  `/admin/reviews/${reviewId}/delete`,
  "/admin/orders",
  `/admin/orders/${orderId}`,
  "/admin/discounts",
  "/admin/discounts/new",
  "/admin/discounts/1",
  "/admin/subscribers",
  "/admin/subscribers.csv",
  "/admin/activity",
  "/admin/settings",
  "/admin/emails",
  `/admin/emails/${emailId}`,
  "/admin/system",
];
const actions = [
  "/admin/fragrances/new",
  "/admin/fragrances/1/edit",
  "/admin/fragrances/1/photo",
  "/admin/fragrances/1/delete",
  "/admin/reviews",
  "/admin/settings",
  "/admin/discounts/new",
  "/admin/discounts/1",
  "/admin/system",
];
const api: [string, string][] = [
  ["POST", "/api/fragrances"],
  ["PATCH", "/api/fragrances/1"],
  ["DELETE", "/api/fragrances/1"],
];
const form = () => new URLSearchParams({ name: "Hacked", intent: "delete", reviewId: "1" });

describe("admin access", () => {
  it("sends a guest to log in and back, on every admin page and action", async () => {
    for (const path of pages()) {
      const response = await server.fetch(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location"), path).toBe(`/login?${new URLSearchParams({ redirectTo: path })}`);
    }
    for (const path of actions) {
      const response = await server.fetch(path, { method: "POST", body: form() });
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location"), path).toMatch(/^\/login\?redirectTo=/);
    }
  });

  it("gives a customer 403 on every admin page and action, and changes nothing", async () => {
    for (const path of pages()) {
      const response = await server.fetch(path, { headers: customer });
      expect(response.status, path).toBe(403);
      if (!path.endsWith(".csv")) expect(await response.text(), path).toContain("You don&#x27;t have access to this page.");
    }
    for (const path of actions) {
      const response = await server.fetch(path, { method: "POST", body: form(), headers: customer });
      expect(response.status, path).toBe(403);
    }
    const fragrance = await server.db.query.fragrances.findFirst({ where: (f, { eq }) => eq(f.id, 1) });
    expect(fragrance?.name).not.toBe("Hacked");
  });

  it("answers the admin API with 401 without a token and 403 for a customer", async () => {
    for (const [method, path] of api) {
      const body = method === "DELETE" ? undefined : JSON.stringify({ name: "Hacked" });
      const anonymous = await server.fetch(path, { method, body, headers: { "Content-Type": "application/json" } });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      expect(await anonymous.json()).toEqual({ message: "Authentication required." });
      const forbidden = await server.fetch(path, { method, body, headers: { ...customer, "Content-Type": "application/json" } });
      expect(forbidden.status, `${method} ${path}`).toBe(403);
      expect(await forbidden.json()).toEqual({ message: "Administrator access required." });
    }
    expect(await server.db.query.fragrances.findFirst({ where: (f, { eq }) => eq(f.id, 1) })).toBeTruthy();
  });

  it("lets an admin open every admin page", async () => {
    for (const path of pages()) {
      const response = await server.fetch(path, { headers: admin });
      expect(response.status, path).toBe(200);
    }
    const html = await (await server.fetch("/admin", { headers: admin })).text();
    expect(html).toContain("Admin Panel");
    for (const tab of ["All Fragrances", "For Him", "For Her", "Unisex", "Add New Fragrance"]) expect(html).toContain(`>${tab}<`);
  });

  it("refuses a foreign-origin form post even from an admin", async () => {
    const response = await server.fetch("/admin/fragrances/1/delete", {
      method: "POST",
      body: new URLSearchParams({}),
      headers: { ...admin, Origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
    expect(await server.db.query.fragrances.findFirst({ where: (f, { eq }) => eq(f.id, 1) })).toBeTruthy();
  });
});
