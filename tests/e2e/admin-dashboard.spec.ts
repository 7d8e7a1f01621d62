import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { orderItems, orders } from "../../db/schema";
import { shopDayBounds } from "../../app/lib/shop-time";
import { e2eDb, signInAsAdmin } from "./sessions";
import { visit } from "./visit";
import { withJavaScript } from "./project";

// The admin dashboard (issue 38) as an admin uses it, with scripts and without:
// the period in the URL, the figures, the charts' tables, the attention list's
// links and the orders export.

const MINUTE = 60_000;

/** Orders of the test's own, in a past month no other test writes to (one per project, so parallel runs do not add up). */
async function ordersInAQuietMonth(year: number) {
  const db = await e2eDb();
  const placed = [
    // Either side of Denver's midnight, and on the day the clocks went forward.
    { at: shopDayBounds(`${year}-03-07`)!.end - MINUTE, fragranceId: 3, quantity: 2, status: "delivered" as const },
    { at: shopDayBounds(`${year}-03-08`)!.start + 3 * 60 * MINUTE, fragranceId: 3, quantity: 1, status: "paid" as const },
    { at: shopDayBounds(`${year}-03-09`)!.start + MINUTE, fragranceId: 5, quantity: 1, status: "shipped" as const },
  ];
  for (const [index, order] of placed.entries()) {
    const tag = `dash-e2e-${year}-${index}-${Date.now()}`;
    const [row] = await db
      .insert(orders)
      .values({
        publicId: tag,
        idempotencyKey: tag,
        customerName: "Dana Dashboard",
        customerEmail: `dana-${year}@example.com`,
        shippingAddress: "1 Main St",
        shippingCity: "Denver",
        shippingCountry: "US",
        subtotalCents: 4000 * order.quantity,
        shippingCents: 500,
        totalBeforeTaxCents: 4000 * order.quantity + 500,
        status: order.status,
        createdAt: new Date(order.at),
      })
      .returning({ id: orders.id });
    await db.insert(orderItems).values({ orderId: row!.id, fragranceId: order.fragranceId, name: `Fragrance ${order.fragranceId}`, unitPriceCents: 4000, quantity: order.quantity });
  }
}

async function showCustomPeriod(page: Page, from: string, to: string) {
  await page.getByLabel("From", { exact: true }).fill(from);
  await page.getByLabel("To", { exact: true }).fill(to);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`period=custom&from=${from}&to=${to}`));
}

const figure = (page: Page, label: string) => page.locator("dl > div").filter({ has: page.locator("dt", { hasText: label }) }).locator("dd").first();

test.describe("admin dashboard", () => {
  test("an admin opens the dashboard from the admin nav, changes the period and reads each chart as a table", { tag: "@core" }, async ({ page, context, baseURL }) => {
    // A hydration mismatch in the charts' markup would show here (React reports it as a console error).
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(String(error)));
    await signInAsAdmin(context, baseURL!);
    await visit(page, "/admin");
    await expect(page.getByText(/Needs attention:|Nothing needs attention today\./)).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Admin sections" });
    await expect(nav.getByRole("link").first()).toHaveText("Dashboard");
    await nav.getByRole("link", { name: "Dashboard" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole("heading", { name: "What needs attention today" })).toBeVisible();
    await expect(page.getByRole("heading", { name: /^Last 30 days: / })).toBeVisible();

    await page.getByRole("navigation", { name: "Period" }).getByRole("link", { name: "Last 7 days" }).click();
    await expect(page).toHaveURL(/period=7d/);
    await expect(page.getByRole("heading", { name: /^Last 7 days: / })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Period" }).getByRole("link", { name: "Last 7 days" })).toHaveAttribute("aria-current", "page");
    await expect(figure(page, "Revenue")).toHaveText(/^\$[\d,]+\.\d\d$/);

    const revenueChart = page.getByRole("figure", { name: "Revenue per day" });
    await revenueChart.getByText("Show as a table").click();
    // Seven days, each a row with this period's figure and the previous period's.
    await expect(revenueChart.getByRole("row")).toHaveCount(8);
    for (const title of ["Orders per day", "Top 10 fragrances by units", "Top 10 fragrances by revenue", "Sales by gender", "Sales by note family"]) {
      await expect(page.getByRole("figure", { name: title })).toBeVisible();
    }
    expect(problems).toEqual([]);
  });

  test("an admin compares a custom period, finds the figures and the tables the rows make, and exports its lines", async ({ page, context, baseURL }) => {
    const year = withJavaScript() ? 2020 : 2021;
    await ordersInAQuietMonth(year);
    await signInAsAdmin(context, baseURL!);
    await visit(page, "/admin/dashboard");
    await showCustomPeriod(page, `${year}-03-08`, `${year}-03-09`);

    // Two orders in the period ($45.00 each); the one the minute before its first midnight is the previous period's.
    await expect(figure(page, "Revenue")).toHaveText("$90.00");
    await expect(figure(page, "Orders")).toHaveText("2");
    await expect(page.getByText(`Compared with ${year}-03-06 to ${year}-03-07.`, { exact: false })).toBeVisible();
    await expect(figure(page, "Units sold")).toHaveText("2");

    const revenueChart = page.getByRole("figure", { name: "Revenue per day" });
    await revenueChart.getByText("Show as a table").click();
    await expect(revenueChart.getByRole("row").filter({ hasText: `${year}-03-08` })).toContainText("$45.00");
    const top = page.getByRole("figure", { name: "Top 10 fragrances by units" });
    await top.getByText("Show as a table").click();
    await expect(top.getByRole("row")).toHaveCount(3);

    // A day's figures show on focus, drawn by CSS: the same with scripts and without.
    const day = revenueChart.getByRole("img", { name: /^Mar 8: \$45\.00 · previous period Mar 6: \$0\.00$/ });
    const label = day.locator("g");
    await expect(label).toHaveCSS("opacity", "0");
    await day.focus();
    await expect(label).toHaveCSS("opacity", "1");
    await expect(label.locator("text")).toHaveText(/^Mar 8: \$45\.00/);

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download the period's orders (CSV)" }).click();
    const file = readFileSync((await (await download).path())!, "utf8").trim().split("\r\n");
    expect(file).toHaveLength(3);
    // Each order's total is on its first (here its only) line.
    expect(file.slice(1).map((line) => line.split(",").at(-2))).toEqual(["45.00", "45.00"]);
  });

  test("the dashboard has no detectable accessibility violations @js", async ({ page, context, baseURL }) => {
    await signInAsAdmin(context, baseURL!);
    await visit(page, "/admin/dashboard?period=7d");
    for (const summary of await page.getByText("Show as a table").all()) await summary.click();
    const results = await new AxeBuilder({ page }).include("main").analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });

  test("'not yet shipped' leads to the paid orders, oldest first", async ({ page, context, baseURL }) => {
    await ordersInAQuietMonth(withJavaScript() ? 2018 : 2019);
    await signInAsAdmin(context, baseURL!);
    await visit(page, "/admin/dashboard");
    await page.getByRole("link", { name: /paid orders? not yet shipped/ }).click();
    await expect(page).toHaveURL(/\/admin\/orders\?status=paid&sort=oldest/);
    const firstDate = page.getByRole("row").nth(1).getByRole("cell").nth(1);
    await expect(firstDate).toHaveText(/^201[89]-03-08 /);
  });
});
