import { expect, request, test, type Page } from "@playwright/test";
import { reviews } from "../../db/schema";
import { e2eDb, signInAsAdmin, signInAsCustomer } from "./sessions";
import { visit } from "./visit";
import { withJavaScript } from "./project";

const unique = (label: string) => `${label} ${test.info().project.name} ${Date.now().toString(36)}`;

/** A shopper's review, posted with the review form as a browser without JavaScript does: it waits for approval. */
async function submitReview(baseURL: string, reviewer: string) {
  const shopper = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const response = await shopper.post("/reviews/new", {
    form: { name: reviewer, email: "r@example.com", rating: "5", comment: "Lasts all day, lovely." },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBe(302);
  await shopper.dispose();
}

async function expectToast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

async function fillFragrance(page: Page, name: string) {
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Gender").selectOption({ label: "For Her" });
  await page.getByLabel("Price (cents)").fill("4400");
  await page.getByLabel("Description").fill("Fig leaves and sea air.");
  await page.getByLabel("Image URL").fill("/images/fragrances/1/bottle.svg");
  await page.getByLabel("Top Notes").fill("fig, , sea salt");
  await page.getByLabel("Middle Notes").fill("jasmine");
  await page.getByLabel("Base Notes").fill("musk, cedar, amber, oud");
  await page.getByRole("checkbox", { name: "Featured" }).check();
}

test.describe("admin panel", () => {
  test("an admin adds, edits and deletes a fragrance", { tag: "@core" }, async ({ page, context, baseURL }) => {
    await signInAsAdmin(context, baseURL!);
    const name = unique("Fig Coast");
    await visit(page, "/admin?tab=female");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Panel" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Fragrance tabs" }).getByRole("link", { name: "For Her" })).toHaveAttribute("aria-current", "page");

    // Add
    await page.getByRole("link", { name: "Add New Fragrance" }).click();
    const scope = withJavaScript() ? page.getByRole("dialog", { name: "Add New Fragrance" }) : page.locator("main");
    if (!withJavaScript()) await expect(page.getByRole("heading", { name: "Add New Fragrance" })).toBeVisible();
    await expect(scope).toBeVisible();
    await fillFragrance(page, name);
    await scope.getByRole("button", { name: "Save Fragrance" }).click();
    await expectToast(page, "Fragrance has been created.");
    await expectToast(page, "Success!");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin\?tab=female$/);
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText("For Her");
    await expect(row).toContainText("fig, sea salt, jasmine...");
    await expect(row.getByRole("img", { name: "Featured", exact: true })).toBeVisible();

    // Edit
    await row.getByRole("link", { name: `Edit ${name}` }).click();
    if (withJavaScript()) await expect(page.getByRole("dialog", { name: "Edit Fragrance" })).toBeVisible();
    else await expect(page.getByRole("heading", { name: "Edit Fragrance" })).toBeVisible();
    await expect(page.getByLabel("Top Notes")).toHaveValue("fig, sea salt");
    const renamed = `${name} Nuit`;
    await page.getByLabel("Name", { exact: true }).fill(renamed);
    await page.getByRole("checkbox", { name: "Featured" }).uncheck();
    await page.getByRole("button", { name: "Save Fragrance" }).click();
    await expectToast(page, "Fragrance has been updated.");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const renamedRow = page.getByRole("row").filter({ hasText: renamed });
    await expect(renamedRow.getByRole("img", { name: "Not featured" })).toBeVisible();

    // The shop shows the change at once.
    const stored = await (await e2eDb()).query.fragrances.findFirst({ where: (f, { eq }) => eq(f.name, renamed) });
    expect(stored).toMatchObject({ featured: false, season: "summer", topNotes: ["fig", "sea salt"] });

    // Delete
    if (withJavaScript()) {
      page.once("dialog", (dialog) => {
        expect(dialog.message()).toBe("Are you sure you want to delete this fragrance?");
        void dialog.accept();
      });
      await renamedRow.getByRole("link", { name: `Delete ${renamed}` }).click();
    } else {
      await renamedRow.getByRole("link", { name: `Delete ${renamed}` }).click();
      await expect(page.getByText("Are you sure you want to delete this fragrance?")).toBeVisible();
      await page.getByRole("button", { name: "Delete" }).click();
    }
    await expectToast(page, "The fragrance has been successfully deleted.");
    await expectToast(page, "Fragrance deleted");
    await expect(page.getByRole("row").filter({ hasText: renamed })).toHaveCount(0);
    const response = await page.request.get(`/product/${stored!.id}`);
    expect(response.status()).toBe(404);
  });

  test("bad fields get a message beside them and nothing is saved", async ({ page, context, baseURL }) => {
    await signInAsAdmin(context, baseURL!);
    await visit(page, "/admin");
    await page.getByRole("link", { name: "Add New Fragrance" }).click();
    const name = unique("Half Written");
    await fillFragrance(page, name);
    await page.getByLabel("Price (cents)").fill("12.5");
    await page.getByLabel("Top Notes").fill(" , ");
    await page.getByRole("button", { name: "Save Fragrance" }).click();
    await expect(page.getByText("Price must be a whole number of cents")).toBeVisible();
    await expect(page.getByText("Enter at least one top note")).toBeVisible();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
    expect(await (await e2eDb()).query.fragrances.findFirst({ where: (f, { eq }) => eq(f.name, name) })).toBeUndefined();
  });

  test("an admin approves and unpublishes a review", { tag: "@core" }, async ({ page, context, baseURL }) => {
    await signInAsAdmin(context, baseURL!);
    const reviewer = unique("Reviewer");
    await submitReview(baseURL!, reviewer);
    await visit(page, "/admin/reviews");
    const card = page.getByRole("listitem", { name: `Review by ${reviewer}` });
    await expect(card).toContainText("Pending");
    await card.getByRole("button", { name: "Approve" }).click();
    await expectToast(page, "Review approved");
    await expect(page.getByRole("listitem", { name: `Review by ${reviewer}` })).toHaveCount(0);
    await visit(page, "/admin/reviews?status=published");
    const published = page.getByRole("listitem", { name: `Review by ${reviewer}` });
    await expect(published).toContainText("Published");
    await published.getByRole("button", { name: "Unpublish" }).click();
    await expectToast(page, "Review unpublished");
    const stored = await (await e2eDb()).query.reviews.findFirst({ where: (r, { eq }) => eq(r.name, reviewer) });
    expect(stored?.approved).toBe(false);
  });

  test("an admin deletes a review only after confirming, and finds it under Activity", async ({ page, context, baseURL }) => {
    await signInAsAdmin(context, baseURL!);
    const reviewer = unique("Doubter");
    const [review] = await (await e2eDb())
      .insert(reviews)
      .values({ name: reviewer, email: "d@example.com", rating: 1, comment: "Faded by noon." })
      .returning();
    await visit(page, "/admin/reviews");
    const card = page.getByRole("listitem", { name: `Review by ${reviewer}` });
    const stored = () => e2eDb().then((db) => db.query.reviews.findFirst({ where: (r, { eq }) => eq(r.id, review!.id) }));
    if (withJavaScript()) {
      // Dismissing the question keeps the review.
      page.once("dialog", (dialog) => void dialog.dismiss());
      await card.getByRole("link", { name: "Delete" }).click();
      await expect(card).toBeVisible();
      expect(await stored()).toBeTruthy();
      page.once("dialog", (dialog) => {
        expect(dialog.message()).toBe("Are you sure you want to delete this review?");
        void dialog.accept();
      });
      await card.getByRole("link", { name: "Delete" }).click();
    } else {
      await card.getByRole("link", { name: "Delete" }).click();
      await expect(page.getByRole("heading", { name: "Delete Review" })).toBeVisible();
      await expect(page.getByText("Are you sure you want to delete this review?")).toBeVisible();
      await expect(page.getByText(`Review by ${reviewer} (1/5)`)).toBeVisible();
      expect(await stored()).toBeTruthy();
      await page.getByRole("button", { name: "Delete" }).click();
    }
    await expectToast(page, "Review deleted");
    await expect(page).toHaveURL(/\/admin\/reviews$/);
    await expect(page.getByRole("listitem", { name: `Review by ${reviewer}` })).toHaveCount(0);
    expect(await stored()).toBeUndefined();

    await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Activity" }).click();
    await expect(page).toHaveURL(/\/admin\/activity$/);
    const row = page.getByRole("row").filter({ hasText: `Review #${review!.id}` }).first();
    await expect(row).toContainText("Deleted");
    await expect(row).toContainText(process.env.E2E_ADMIN_EMAIL!);
  });

  test("tabs are links and the table says 'Loading fragrances...' while the next tab loads @js", async ({ page, context, baseURL }) => {
    await signInAsAdmin(context, baseURL!);
    await visit(page, "/admin");
    // Hold the data request briefly so the loading row can be seen.
    await page.route(/\/admin\.data/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const tabs = page.getByRole("navigation", { name: "Fragrance tabs" });
    await tabs.getByRole("link", { name: "Unisex" }).click();
    await expect(page.getByText("Loading fragrances...")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\?tab=unisex$/);
    await expect(tabs.getByRole("link", { name: "Unisex" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByText("Loading fragrances...")).toHaveCount(0);
    const genders = await page.locator("tbody tr td:nth-child(4)").allTextContents();
    expect(genders.length).toBeGreaterThan(0);
    expect(new Set(genders)).toEqual(new Set(["Unisex"]));
  });

  test("a guest is sent to log in and a customer is refused", async ({ page, context, baseURL }) => {
    await visit(page, "/admin?tab=male");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%3Ftab%3Dmale$/);
    await signInAsCustomer(context, baseURL!);
    for (const path of ["/admin", "/admin/fragrances/new", "/admin/reviews", "/admin/orders", "/admin/subscribers", "/admin/activity"]) {
      const response = await visit(page, path);
      expect(response?.status(), path).toBe(403);
      await expect(page.getByText("You don't have access to this page.")).toBeVisible();
    }
  });
});
