import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { placeOrderThroughCheckout } from "./checkout-form";
import { e2eDb, signInAsAdmin } from "./sessions";
import { uniqueEmail } from "./support-accounts";
import { expectToast } from "./toast";
import { visit } from "./visit";

/** A paid test-mode order placed through the checkout form, for a shopper with a unique e-mail. */
async function placedOrder(baseURL: string, email: string) {
  const publicId = await placeOrderThroughCheckout(baseURL, email);
  const order = await (await e2eDb()).query.orders.findFirst({ where: (o, { eq }) => eq(o.publicId, publicId) });
  return { orderId: order!.id, publicId, number: publicId.slice(0, 8).toUpperCase() };
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include("main").analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test.describe("admin fulfilment", () => {
  test("an admin finds an order by the shopper's e-mail, ships it with a tracking number and sees it in Activity; the shopper sees it shipped", { tag: "@core" }, async ({ page, context, baseURL }) => {
    await signInAsAdmin(context, baseURL!);
    const email = uniqueEmail("fulfil");
    const order = await placedOrder(baseURL!, email);
    const tracking = `1Z${Date.now().toString(36).toUpperCase()}`;

    await visit(page, "/admin/orders");
    const search = page.getByRole("search", { name: "Find orders" });
    await search.getByLabel("Email").fill(email.toUpperCase());
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/email=/);
    await expect(page.getByText("1 order", { exact: true })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText("Paid");
    await expect(row).toContainText(order.number);
    await row.getByRole("link", { name: `#${order.orderId}` }).click();

    await expect(page.getByRole("heading", { name: `Order #${order.orderId}` })).toBeVisible();
    await expect(page.getByTestId("order-status")).toContainText("Paid");
    const ship = page.getByRole("form", { name: "Ship" });
    // The field holds at most 100 characters; what it refuses is anything unprintable.
    await ship.getByLabel("Tracking number").fill("1Z\u2028999");
    await ship.getByRole("button", { name: "Mark as shipped" }).click();
    await expect(ship.getByText("Tracking number may only use letters, digits, spaces and punctuation")).toBeVisible();
    await expect(ship.getByLabel("Tracking number")).toBeFocused();
    await expect(page.getByTestId("order-status")).toContainText("Paid");
    await ship.getByLabel("Tracking number").fill(tracking);
    await ship.getByRole("button", { name: "Mark as shipped" }).click();
    await expectToast(page, "Order shipped", "The shopper has been sent the shipping e-mail.");
    await expect(page.getByTestId("order-status")).toContainText("Shipped");
    await expect(page.getByTestId("tracking-number")).toHaveText(tracking);
    await expect(page.getByRole("form", { name: "Ship" })).toHaveCount(0);
    await expect(page.getByRole("form", { name: "Deliver" })).toBeVisible();

    await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Activity" }).click();
    const entry = page.getByRole("row").filter({ hasText: `Order #${order.orderId}` });
    await expect(entry).toContainText("Shipped");
    await expect(entry).toContainText(`Paid → Shipped · Tracking ${tracking}`);

    await visit(page, `/orders/${order.publicId}`);
    await expect(page.getByTestId("order-status")).toHaveText("Shipped");
    await expect(page.getByTestId("tracking-number")).toHaveText(tracking);
  });

  test("cancelling asks for a ticked confirmation, then refunds and cancels", async ({ page, context, baseURL }) => {
    await signInAsAdmin(context, baseURL!);
    const order = await placedOrder(baseURL!, uniqueEmail("cancel"));
    await visit(page, `/admin/orders/${order.orderId}`);
    const cancel = page.getByRole("form", { name: "Cancel" });
    await cancel.getByRole("button", { name: "Cancel order" }).click();
    await expect(cancel.getByText("Please confirm that you want to cancel this order")).toBeVisible();
    await expect(cancel.getByRole("checkbox")).toBeFocused();
    await expect(page.getByTestId("order-status")).toContainText("Paid");
    await cancel.getByRole("checkbox", { name: "Yes, cancel this order and refund $85.00" }).check();
    await cancel.getByRole("button", { name: "Cancel order" }).click();
    await expectToast(page, "Order cancelled");
    await expect(page.getByTestId("order-status")).toContainText("Cancelled");
    await expect(page.getByText("No further changes are possible for this order.")).toBeVisible();
  });

  test("an admin refunds part of an order: a wrong amount is refused beside the field, the refund is made once, and admin and shopper see the order partly refunded", { tag: "@core" }, async ({ page, context, baseURL }) => {
    await signInAsAdmin(context, baseURL!);
    const order = await placedOrder(baseURL!, uniqueEmail("part-refund"));
    await visit(page, `/admin/orders/${order.orderId}`);
    const form = page.getByRole("form", { name: "Refund part of this order" });
    await expect(form).toContainText("Up to $85.00 can still be refunded.");

    await form.getByLabel("Amount ($)").fill("90");
    await form.getByRole("button", { name: "Refund amount" }).click();
    await expect(page.getByText("You can refund at most $85.00 more on this order.")).toBeVisible();
    await expect(form.getByLabel("Amount ($)")).toHaveAttribute("aria-invalid", "true");

    await form.getByLabel("Amount ($)").fill("10");
    await form.getByLabel(/^Note/).fill("One bottle arrived cracked");
    await form.getByRole("button", { name: "Refund amount" }).click();
    await expectToast(page, "Refund made", "$10.00 has been refunded.");
    await expect(page.getByTestId("order-status")).toContainText("Paid · Partially refunded ($10.00)");
    await expect(page.getByRole("region", { name: "Refunds" })).toContainText("One bottle arrived cracked");
    await expect(page.getByRole("form", { name: "Refund part of this order" })).toContainText("Up to $75.00 can still be refunded.");

    await expect(page.getByRole("region", { name: "Refunds" }).getByRole("listitem")).toHaveText([/^\$10\.00 · Partial refund · Refunded/]);

    await visit(page, `/orders/${order.publicId}`);
    await expect(page.getByTestId("order-status")).toHaveText("Paid · Partially refunded ($10.00)");
  });

  // axe runs inside the page, so this needs scripts.
  test("the orders search with a field message and the order page's forms have no detectable accessibility violations @js", async ({ page, context, baseURL }) => {
    await signInAsAdmin(context, baseURL!);
    const order = await placedOrder(baseURL!, uniqueEmail("axe"));
    const response = await visit(page, "/admin/orders?number=xyz&status=paid");
    expect(response?.status()).toBe(400);
    await expect(page.getByText("Enter an order number (digits and letters A–F) or #id")).toBeVisible();
    await expectNoAxeViolations(page);
    await visit(page, `/admin/orders/${order.orderId}`);
    await page.getByRole("form", { name: "Refund" }).getByRole("button", { name: "Refund order" }).click();
    await expect(page.getByText("Please confirm that you want to refund this order")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
