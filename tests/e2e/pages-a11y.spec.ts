import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { visit } from "./visit";

// axe runs inside the page, so these need scripts.
for (const path of ["/reviews/new", "/summer-mood-board?items=1-m,2-l", "/faq", "/about"]) {
  test(`${path} has no detectable accessibility violations @js`, async ({ page }) => {
    await visit(page, path);
    const results = await new AxeBuilder({ page }).include("main").analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}
