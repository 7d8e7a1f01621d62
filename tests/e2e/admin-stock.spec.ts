import { expect, test, type Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { bumpCatalogueVersion } from "../../app/models/catalogue-version.server";
import { fragrances } from "../../db/schema";
import { fixtureBatch, signInAsAdmin } from "./sessions";
import { visit } from "./visit";
import { withJavaScript } from "./project";

// Issue 34, the admin side: quantities on hand set on the fragrance form
// (the page without JavaScript, the dialog with it) show in the table, and
// the Stock filter finds a size that has sold out.

const stockGroup = (page: Page, size: "10 ml roll-on" | "2 ml sample") => page.getByRole("group", { name: `Stock: ${size}` });

let created: string | null = null;
test.afterEach(async () => {
  if (!created) return;
  const name = created;
  await fixtureBatch((db) => [db.delete(fragrances).where(eq(fragrances.name, name)), bumpCatalogueVersion({ db })]);
  created = null;
});

test("an admin sets the quantities on hand and the table shows and filters them", async ({ page, context, baseURL }) => {
  await signInAsAdmin(context, baseURL!);
  const name = `Quokka Shelf ${test.info().project.name} ${Date.now().toString(36)}`;
  created = name;
  await visit(page, "/admin");

  // A new fragrance starts with the quantities chosen.
  await page.getByRole("link", { name: "Add New Fragrance" }).click();
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Description").fill("Eucalyptus after rain.");
  await page.getByLabel("Image URL").fill("/images/fragrances/1/bottle.svg");
  await page.getByLabel("Top Notes").fill("eucalyptus");
  await page.getByLabel("Middle Notes").fill("mint");
  await page.getByLabel("Base Notes").fill("moss");
  await expect(page.getByLabel("Sample price ($)")).toHaveValue("5.00");
  await expect(page.getByRole("checkbox", { name: "Offer 2 ml samples" })).toBeChecked();
  await expect(stockGroup(page, "10 ml roll-on").getByLabel("Reason for a change")).toHaveCount(0);
  await stockGroup(page, "10 ml roll-on").getByLabel("Quantity on hand").fill("3");
  await stockGroup(page, "2 ml sample").getByLabel("Quantity on hand").fill("0");
  await page.getByRole("button", { name: "Save Fragrance" }).click();
  await expect(page.getByText("Fragrance has been created.").first()).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row.getByTestId("stock-10ml")).toHaveText("10 ml: 3Low");
  await expect(row.getByTestId("stock-2ml")).toHaveText("2 ml: 0Sold out");

  // A received delivery: the quantity changes with its reason.
  await row.getByRole("link", { name: `Edit ${name}` }).click();
  const tenMl = stockGroup(page, "10 ml roll-on");
  await expect(tenMl.getByLabel("Quantity on hand")).toHaveValue("3");
  await tenMl.getByLabel("Quantity on hand").fill("12");
  await page.getByRole("button", { name: "Save Fragrance" }).click();
  // Without a reason the form says so beside the field and saves nothing.
  await expect(tenMl.getByText("Choose why the quantity changed: Received, Counted or Damaged")).toBeVisible();
  await tenMl.getByLabel("Reason for a change").selectOption({ label: "Received" });
  await tenMl.getByLabel(/^Note/).fill("Delivery 42");
  await page.getByRole("button", { name: "Save Fragrance" }).click();
  await expect(page.getByText("Fragrance has been updated.").first()).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("row").filter({ hasText: name }).getByTestId("stock-10ml")).toHaveText("10 ml: 12");

  // The Stock filter lists it under Sold out (its 2 ml), not under Low.
  const search = page.getByRole("search", { name: "Fragrances" });
  await search.getByLabel("Search fragrances").fill(name.split(" ").slice(0, 3).join(" "));
  await search.getByLabel("Stock").selectOption({ label: "Sold out" });
  if (!withJavaScript()) await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/stock=sold-out/);
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(1);
  await search.getByLabel("Stock").selectOption({ label: "Low (5 or fewer)" });
  if (!withJavaScript()) await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/stock=low/);
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
});
