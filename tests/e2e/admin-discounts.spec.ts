import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signInAsAdmin } from "./sessions";
import { expectToast } from "./toast";
import { visit } from "./visit";

// Issue 35, the admin side: a discount code made with the plain form at
// /admin/discounts/new (a bad percentage is refused beside its field), listed
// with its uses against its limit, then disabled from the list. Codes are never
// deleted, so each run makes its own.

const uniqueCode = () => `E2E-${test.info().project.name}-${Date.now().toString(36)}`.toUpperCase();

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include("main").analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("an admin creates a discount code, sees it listed with its uses and disables it", { tag: "@core" }, async ({ page, context, baseURL }) => {
  await signInAsAdmin(context, baseURL!);
  const code = uniqueCode();
  await visit(page, "/admin/discounts");
  await page.getByRole("link", { name: "New discount code" }).click();

  await page.getByLabel("Code", { exact: true }).fill(code.toLowerCase());
  await expect(page.getByRole("radio", { name: "A percentage off the merchandise" })).toBeChecked();
  await page.getByLabel("Percent off").fill("150");
  await page.getByLabel(/^Minimum subtotal/).fill("60");
  await page.getByLabel(/^Ends on/).fill("2030-06-30");
  await page.getByLabel(/^Total uses/).fill("100");
  await page.getByRole("button", { name: "Create Discount Code" }).click();
  await expect(page.getByText("A percentage is a whole number from 1 to 100.")).toBeVisible();
  await expect(page.getByLabel("Percent off")).toBeFocused();

  await page.getByLabel("Percent off").fill("15");
  await page.getByRole("button", { name: "Create Discount Code" }).click();
  await expectToast(page, "Discount code created");
  await expect(page).toHaveURL(/\/admin\/discounts$/);
  const row = page.getByRole("row").filter({ hasText: code });
  await expect(row).toContainText("15% off");
  await expect(row).toContainText("Over $60.00");
  await expect(row).toContainText("Until 2030-06-30");
  await expect(row.getByTestId("discount-uses")).toHaveText("0 / 100");
  await expect(row.getByTestId("discount-status")).toHaveText("Enabled");

  await row.getByRole("button", { name: `Disable ${code}` }).click();
  await expectToast(page, "Discount code disabled");
  await expect(page.getByRole("row").filter({ hasText: code }).getByTestId("discount-status")).toHaveText("Disabled");
  await expect(page.getByRole("row").filter({ hasText: code }).getByRole("button", { name: `Enable ${code}` })).toBeVisible();
});

// axe runs inside the page, so this needs scripts.
test("the discount codes list and the form with a field message have no detectable accessibility violations @js", async ({ page, context, baseURL }) => {
  await signInAsAdmin(context, baseURL!);
  await visit(page, "/admin/discounts");
  await expect(page.getByRole("heading", { name: "Discount codes" })).toBeVisible();
  await expectNoAxeViolations(page);
  await visit(page, "/admin/discounts/new");
  await page.getByRole("button", { name: "Create Discount Code" }).click();
  await expect(page.getByText("Code is required")).toBeVisible();
  await expectNoAxeViolations(page);
});
