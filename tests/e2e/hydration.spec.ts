// Hydration must take over the server's elements, not build the page again:
// React rebuilds a part whose server HTML does not match (and reports it), and
// a browser renderer that cannot hydrate a whole document builds a second page
// under the first (seen with Preact, decision 0038). Checked on the pages with
// the most markup, on both runtimes.
import { expect, test } from "@playwright/test";
import { visit } from "./visit";

for (const path of ["/", "/shop", "/product/1", "/login"]) {
  test(`the browser takes over the server's page at ${path} without building it again @js`, { tag: "@core" }, async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(String(error)));
    // Remember the server's elements before any script of ours runs.
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        (window as unknown as { serverElements: Element[] }).serverElements = [...document.querySelectorAll("header, main, footer, h1, form")];
      });
    });
    await visit(page, path);
    const afterHydration = await page.evaluate(() => {
      const server = (window as unknown as { serverElements: Element[] }).serverElements;
      return {
        kept: server.filter((element) => element.isConnected).length,
        server: server.length,
        html: document.querySelectorAll("html").length,
        bodies: document.querySelectorAll("body").length,
        mains: document.querySelectorAll("main").length,
      };
    });
    expect(afterHydration.server).toBeGreaterThan(3);
    expect(afterHydration).toEqual({ kept: afterHydration.server, server: afterHydration.server, html: 1, bodies: 1, mains: 1 });
    expect(problems).toEqual([]);
  });
}
