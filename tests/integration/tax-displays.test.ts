// Sales tax shown wherever an order's money is (issue 39), through the real
// request handler: an admin ticks Colorado on /admin/settings (plain form
// posts), the cart then says tax is worked out at checkout, and an order placed
// through the real checkout to Denver shows "Sales tax (Denver, CO 8.81%)" and
// its amount on its page, in its e-mail (the outbox row), in the account's
// history, on the admin's order page, in /api/orders and in the figures export.
// Orders with no tax (before Colorado was ticked, or to Oregon) show no row.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, emailOutbox, orders, shopSettings } from "../../db/schema";
import { orderConfirmationMessageId } from "../../app/models/order.server";
import { userWithSession } from "../support/admin";
import { checkoutFields } from "../support/checkout-form";
import { parseCsv } from "../support/csv";
import { createShopper, type Shopper } from "../support/shopper";
import { startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
let admin: Awaited<ReturnType<typeof userWithSession>>;
let shopper: Shopper;
let untaxedOrder: string;

const EMAIL = "tax-shopper@example.com";

/** Two of fragrance 1 ($80.00), Standard shipping ($5.00), placed through the checkout form; its public id. */
async function placeOrder(overrides: Record<string, string> = {}): Promise<string> {
  await shopper.addToCart(1);
  await shopper.post("/resources/cart", { intent: "update", fragranceId: 1, quantity: 2 });
  const response = await shopper.post("/checkout", checkoutFields({ email: EMAIL, ...overrides }));
  expect(response.status, await response.clone().text()).toBe(302);
  return response.headers.get("Location")!.split("/").pop()!;
}

/** The settings form as a browser posts it: one `states` entry per ticked box. */
function postTaxSettings(states: string[], headers: Record<string, string> = admin.headers) {
  const body = new URLSearchParams({ intent: "tax" });
  for (const state of states) body.append("states", state);
  return server.fetch("/admin/settings", { method: "POST", body, headers });
}

const text = async (response: Response) => {
  expect(response.status).toBe(200);
  return response.text();
};

async function confirmationEmail(publicId: string) {
  return (await server.db.select().from(emailOutbox).where(eq(emailOutbox.messageId, orderConfirmationMessageId(publicId))).get())!;
}

async function orderId(publicId: string) {
  return (await server.db.select({ id: orders.id }).from(orders).where(eq(orders.publicId, publicId)).get())!.id;
}

type OrderJson = { taxCents: number; totalCents: number; items: { taxCents: number; taxRate: string | null; taxJurisdiction: string | null; paidCents: number }[] };

beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_MULTIPLIER: "1000" } });
  admin = await userWithSession(server.db, "admin");
  shopper = createShopper(server);
  const registered = await shopper.post("/login", { intent: "register", email: EMAIL, password: "quiet-lantern-4821", firstName: "Ana" });
  expect(registered.status).toBe(302);
});
afterAll(() => server?.close());

describe("while the shop collects sales tax nowhere (a fresh shop)", () => {
  it("the cart has no tax row, and an order to Denver carries no tax row on its page, e-mail, history, admin page or JSON", async () => {
    await shopper.addToCart(1);
    const cart = await text(await shopper.get("/cart"));
    expect(cart).not.toContain("Sales tax");
    expect(((await (await shopper.get("/resources/cart")).json()) as { collectsTax: boolean }).collectsTax).toBe(false);

    untaxedOrder = await placeOrder();
    const page = await text(await shopper.get(`/orders/${untaxedOrder}`));
    expect(page).toContain("$85.00");
    expect(page).not.toContain("Sales tax");
    const email = await confirmationEmail(untaxedOrder);
    expect(email.textBody).toContain("Total: $85.00");
    expect(email.textBody + email.htmlBody).not.toContain("Sales tax");
    expect(await text(await shopper.get("/account"))).not.toContain("Sales tax");
    const adminPage = await text(await server.fetch(`/admin/orders/${await orderId(untaxedOrder)}`, { headers: admin.headers }));
    expect(adminPage).not.toContain("Sales tax");
    expect(adminPage).not.toMatch(/<th[^>]*>Tax<\/th>/);
    const json = (await (await shopper.get(`/api/orders/${untaxedOrder}`)).json()) as OrderJson;
    expect(json).toMatchObject({ taxCents: 0, totalCents: 8500 });
    expect(json.items).toEqual([expect.objectContaining({ taxCents: 0, taxRate: null, taxJurisdiction: null })]);
  });
});

describe("the Sales tax section of /admin/settings", () => {
  it("lists every state and DC unticked, says what to tick and who computes the tax", async () => {
    const page = await text(await server.fetch("/admin/settings", { headers: admin.headers }));
    expect(page).toContain("Sales tax");
    expect(page).toContain("Collecting sales tax nowhere.");
    expect(page).toContain("tick it before taking real orders");
    expect(page).toContain("own rates table (TAX_PROVIDER=embedded)");
    const boxes = [...page.matchAll(/<input[^>]*name="states"[^>]*>/g)].map((match) => match[0]);
    expect(boxes).toHaveLength(51);
    expect(boxes.some((box) => / checked/.test(box))).toBe(false);
    expect(page).toContain('<span class="sr-only">Collect sales tax in </span>Colorado');
    expect(page).toContain("District of Columbia");
  });

  it("requires an admin: a guest is sent to log in, a customer gets 403, and nothing is saved", async () => {
    const guest = await server.fetch("/admin/settings", { method: "POST", body: new URLSearchParams({ intent: "tax", states: "CO" }) });
    expect(guest.status).toBe(302);
    expect(guest.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    const customer = await userWithSession(server.db, "customer");
    expect((await postTaxSettings(["CO"], customer.headers)).status).toBe(403);
    expect(await server.db.select().from(shopSettings).where(eq(shopSettings.key, "tax.registered_states")).all()).toEqual([]);
  });

  it("refuses a state that is not on the list beside the field, 400, saving nothing", async () => {
    const refused = await postTaxSettings(["CO", "XX"]);
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain("Tick states from the list only: one of the states sent is not a US state.");
    expect(await server.db.select().from(shopSettings).where(eq(shopSettings.key, "tax.registered_states")).all()).toEqual([]);
    expect(await server.db.select().from(auditLog).where(eq(auditLog.entity, "settings")).all()).toEqual([]);
  });

  it("saves the ticked states with an audit entry and shows them ticked", async () => {
    const saved = await postTaxSettings(["CO"]);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/admin/settings");
    const audit = await server.db.select().from(auditLog).where(and(eq(auditLog.entity, "settings"), eq(auditLog.userId, admin.user.id))).all();
    expect(audit.map((entry) => entry.details)).toEqual([{ name: "Sales tax", fields: ["registeredStates"], before: [], after: ["CO"] }]);
    const page = await text(await server.fetch("/admin/settings", { headers: admin.headers }));
    expect(page).toContain("Collecting sales tax in: Colorado.");
    const ticked = [...page.matchAll(/<input[^>]*name="states"[^>]*>/g)].map((match) => match[0]).filter((box) => / checked/.test(box));
    expect(ticked).toHaveLength(1);
    expect(ticked[0]).toContain('value="CO"');
  });
});

describe("once the shop collects in Colorado", () => {
  let denverOrder: string;

  beforeAll(async () => {
    // The cart's row needs a cart; the order below takes it.
    await shopper.addToCart(1);
  });

  it("the cart says sales tax is calculated at checkout, on the page and in the header's dropdown data", async () => {
    const cart = await text(await shopper.get("/cart"));
    expect(cart).toMatch(/<dt>Sales tax<\/dt><dd>Calculated at checkout<\/dd>/);
    expect(((await (await shopper.get("/resources/cart")).json()) as { collectsTax: boolean }).collectsTax).toBe(true);
  });

  it("a Denver order shows its 8.81% on its page and in its e-mail, before the total that includes it", async () => {
    denverOrder = await placeOrder();
    // $80.00 of merchandise taxed at 8.81% is $7.048: $7.05; Colorado does not tax a separately stated delivery charge.
    const page = await text(await shopper.get(`/orders/${denverOrder}`));
    expect(page).toMatch(/<dt>Sales tax \(Denver, CO 8.81%\)<\/dt><dd>\$7.05<\/dd>/);
    expect(page).toMatch(/<dt>Total<\/dt><dd>\$92.05<\/dd>/);
    const email = await confirmationEmail(denverOrder);
    expect(email.textBody).toContain("Sales tax (Denver, CO 8.81%): $7.05");
    expect(email.textBody).toContain("Total: $92.05");
    expect(email.htmlBody).toContain("Sales tax (Denver, CO 8.81%)");
  });

  it("the account's history shows the tax inside the total; the untaxed order has none", async () => {
    const history = await text(await shopper.get("/account"));
    expect(history).toContain("$92.05");
    expect(history.match(/data-testid="order-tax"[^>]*>([^<]*)</g)).toEqual(['data-testid="order-tax">incl. Sales tax (Denver, CO 8.81%) $7.05<']);
    expect(history).toContain("$85.00");
  });

  it("the admin's order page shows each line's tax, rate and jurisdiction and the tax row", async () => {
    const page = await text(await server.fetch(`/admin/orders/${await orderId(denverOrder)}`, { headers: admin.headers }));
    expect(page).toMatch(/<th[^>]*>Tax<\/th>/);
    expect(page).toMatch(/data-testid="line-tax">\$7.05<span[^>]*>8.81% · Denver, CO<\/span>/);
    expect(page).toMatch(/data-testid="tax-row"><td colSpan="4">Sales tax \(Denver, CO 8.81%\)<\/td><td class="text-right">\$7.05<\/td>/i);
    expect(page).toContain("$92.05");
  });

  it("the JSON API answers the tax of the order and of each line", async () => {
    const order = (await (await shopper.get(`/api/orders/${denverOrder}`)).json()) as OrderJson & { shippingTaxCents: number };
    expect(order).toMatchObject({ taxCents: 705, shippingTaxCents: 0, totalCents: 9205 });
    expect(order.items).toEqual([expect.objectContaining({ paidCents: 8000, taxCents: 705, taxRate: "8.81%", taxJurisdiction: "Denver, CO" })]);
    const list = (await (await shopper.get("/api/orders")).json()) as { orderId: string; taxCents: number; totalCents: number }[];
    expect(list.map(({ orderId, taxCents, totalCents }) => ({ orderId, taxCents, totalCents }))).toEqual([
      { orderId: denverOrder, taxCents: 705, totalCents: 9205 },
      { orderId: untaxedOrder, taxCents: 0, totalCents: 8500 },
    ]);
  });

  it("an Oregon order carries no tax: no row on its page or in its e-mail", async () => {
    const oregon = await placeOrder({ address: "1 SW Main St", city: "Portland", state: "OR", zip: "97201" });
    const page = await text(await shopper.get(`/orders/${oregon}`));
    expect(page).not.toContain("Sales tax");
    expect(page).toMatch(/<dt>Total<\/dt><dd>\$85.00<\/dd>/);
    expect((await confirmationEmail(oregon)).textBody).not.toContain("Sales tax");
    expect(((await (await shopper.get(`/api/orders/${oregon}`)).json()) as OrderJson).taxCents).toBe(0);
  });

  it("the figures export counts revenue before tax and the day's tax in its own column", async () => {
    const csv = parseCsv(await text(await server.fetch("/admin/dashboard/figures.csv?period=today", { headers: admin.headers })));
    expect(csv[0]!.at(-1)).toBe("tax");
    // Three orders of $85.00 before tax; $7.05 of tax on the Denver one.
    expect(csv.at(-1)).toEqual(["Total", "3", "255.00", "255.00", "0.00", "0.00", "0.00", "6", "0", "7.05"]);
  });
});
