import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { visit } from "./visit";

// axe runs as a script in the page, so these checks live in the js project.
// A full-page axe run over the shop (24 cards, ~100 brands) took over 90 s on the
// shared 2-core machine at load 20, so these get a generous limit.
test.describe.configure({ timeout: 180_000 });
for (const path of ["/", "/shop", "/shop/female?notes=vanilla&view=list", "/product/1", "/product/999999"]) {
  test(`has no axe violations on ${path} @js`, async ({ page }) => {
    await visit(page, path);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}

test("has no axe violations on the mobile filter modal and share dialog @js", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, "/shop");
  await page.getByRole("link", { name: "Filters" }).click();
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
  await visit(page, "/product/1");
  await page.getByText("Share", { exact: true }).click();
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
});
