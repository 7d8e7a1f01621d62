import { expect, test } from "@playwright/test";
import { inArray } from "drizzle-orm";
import { deriveFragranceColumns } from "../../app/lib/fragrance-derived";
import { bumpCatalogueVersion } from "../../app/models/catalogue-version.server";
import { fragrances } from "../../db/schema";
import { fixtureBatch, signInAsAdmin } from "./sessions";
import { visit } from "./visit";
import { withJavaScript } from "./project";

// Three fragrances of a brand no other test uses (an unknown designer's brand
// is the inspiration's first word), so the search finds exactly these.
async function seedBrand() {
  const brand = `Maison${test.info().project.name.replace("-", "")}${Date.now().toString(36)}`;
  const rows = [
    { name: `Dune ${brand}`, price: 5500 },
    { name: `Ember ${brand}`, price: 1200 },
    { name: `Tide ${brand}`, price: 9900 },
  ].map(({ name, price }) => {
    const input = {
      name: name.replace(brand, "Study"),
      gender: "unisex" as const,
      description: "A fragrance for the admin search test.",
      price,
      imageUrl: "/images/fragrances/1/bottle.svg",
      topNotes: ["bergamot"],
      middleNotes: ["iris"],
      baseNotes: ["musk"],
      inspiration: `${brand} ${name.split(" ")[0]}`,
      inspirationReleaseYear: null,
      featured: false,
    };
    // Added long ago, so they never show as the home page's new arrivals while other tests run.
    const addedLongAgo = new Date("2001-01-01T00:00:00Z");
    return { ...input, name: `${input.name} ${Date.now().toString(36)}${price}`, ...deriveFragranceColumns(input), createdAt: addedLongAgo };
  });
  // Like an admin's write, with the catalogue version moved on, so the page cache never keeps a page listing them.
  await fixtureBatch((db) => [db.insert(fragrances).values(rows), bumpCatalogueVersion({ db })]);
  return { brand, names: rows.map((row) => row.name) };
}

let seeded: string[] = [];
test.afterEach(async () => {
  if (seeded.length) await fixtureBatch((db) => [db.delete(fragrances).where(inArray(fragrances.name, seeded)), bumpCatalogueVersion({ db })]);
  seeded = [];
});

test("an admin searches the fragrance table by brand and sorts it by price", async ({ page, context, baseURL }) => {
  const { brand, names } = await seedBrand();
  seeded = names;
  await signInAsAdmin(context, baseURL!);
  await visit(page, "/admin");
  const search = page.getByRole("search", { name: "Fragrances" });
  await search.getByLabel("Search fragrances").fill(brand);
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin\\?q=${brand}`));
  await expect(page.getByText(`3 fragrances matching "${brand}"`)).toBeVisible();
  const rows = page.getByRole("table").getByRole("row").filter({ hasText: "Study" });
  await expect(rows).toHaveCount(3);

  await search.getByLabel("Sort by").selectOption({ label: "Price (high to low)" });
  // Without JavaScript the choice applies with the button; with it, at once.
  if (!withJavaScript()) await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/sort=price-desc/);
  const [dune, ember, tide] = names;
  await expect(rows.nth(0)).toContainText(tide!);
  await expect(rows.nth(0)).toContainText("$99.00");
  await expect(rows.nth(1)).toContainText(dune!);
  await expect(rows.nth(2)).toContainText(ember!);
  await expect(rows.nth(2)).toContainText("$12.00");

  // The view is in the URL: a reload (or a shared link) shows the same.
  await page.reload();
  await expect(search.getByLabel("Search fragrances")).toHaveValue(brand);
  await expect(search.getByLabel("Sort by")).toHaveValue("price-desc");
  await expect(rows.nth(0)).toContainText(tide!);
});
