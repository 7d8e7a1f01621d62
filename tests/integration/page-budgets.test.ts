// Byte budgets (config/page-budgets.js) against the production build and the
// real server: JavaScript before the page has painted and loaded (the boot
// script, and no script file its HTML names; decisions 0040, 0041), the JavaScript a page loads when it boots, the stylesheet,
// and the HTML of each budgeted page, all gzip level 9. Deterministic counts,
// so a page that outgrows its budget fails here rather than in a Lighthouse run.
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { BOOT_SCRIPT_BUDGET, CSS_BUDGET, FONT_BUDGET, PAGE_BUDGETS } from "../../config/page-budgets.js";
import { DEFERRED_MODULE_TYPE } from "~/lib/boot-on-intent";
import { pageJavaScript, readBuildManifest, sharedCss } from "../../scripts/build-bytes";
import { startTestServer, type TestServer } from "../support/test-server";

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const pages = Object.entries(PAGE_BUDGETS);

/** The boot script's preload list and code, and the module script it runs, as the page's HTML has them. */
function bootParts(html: string) {
  const boot = html.match(/<script nonce="[^"]*" data-preload="([^"]*)">([\s\S]*?)<\/script>/);
  const deferred = html.match(new RegExp(`<script nonce="[^"]*" type="${DEFERRED_MODULE_TYPE}">([\\s\\S]*?)</script>`));
  return { preloads: boot?.[1]?.split(" ") ?? [], code: boot?.[2] ?? "", moduleScript: deferred?.[1] ?? "" };
}

describe("page budgets", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  const build = readBuildManifest();

  // Decisions 0040, 0041: until the page has loaded (or the visitor touches,
  // types or moves a mouse before that), it is its HTML and one small inline
  // script, so its first paint never shares the wire with script files.
  it.each(pages)("%s names no script file in its HTML, and its boot script is within budget", async (page) => {
    const html = await (await server.fetch(page)).text();
    expect(html).not.toMatch(/<link[^>]* rel="modulepreload"/);
    expect(html).not.toMatch(/<script[^>]* type="module"/);
    expect(html).not.toMatch(/<script[^>]* src=/);
    const { code, moduleScript } = bootParts(html);
    expect(moduleScript, "the module script is in the page, waiting").toContain("import(");
    const bytes = gzipSync(code, { level: 9 }).length;
    expect(bytes > 200, `${bytes} bytes: the boot script was not found`).toBe(true);
    expect(bytes, `${kib(bytes)} of boot script against a budget of ${kib(BOOT_SCRIPT_BUDGET)}`).toBeLessThanOrEqual(BOOT_SCRIPT_BUDGET);
  });

  it.each(pages)("%s loads no more JavaScript than its budget when it boots", (_page, budget) => {
    const { bytes } = pageJavaScript(budget.routes, build);
    expect(bytes > 30 * 1024, `React and Remix alone are over 30 KiB; ${kib(bytes)} means the page's scripts were not found`).toBe(true);
    expect(bytes, `${kib(bytes)} of JavaScript against a budget of ${kib(budget.js)}`).toBeLessThanOrEqual(budget.js);
  });

  // What the budget counts is what the page loads when it boots: the boot
  // script's preloads and the module script name exactly these files (and no
  // manifest file, decision 0035).
  it.each(pages)("%s loads exactly the scripts its budget counts", async (page, budget) => {
    const { preloads, moduleScript } = bootParts(await (await server.fetch(page)).text());
    const named = new Set([
      ...preloads,
      ...[...moduleScript.matchAll(/import(?:\s*\*\s*as\s+\w+\s+from\s*|\()"([^"]+)"/g)].map((match) => match[1]!),
    ]);
    expect([...named].sort()).toEqual(pageJavaScript(budget.routes, build).urls.sort());
  });

  it("keeps the stylesheet within its budget", () => {
    const { files, bytes } = sharedCss();
    expect(files).toBeGreaterThan(0);
    expect(bytes, `${kib(bytes)} of CSS against a budget of ${kib(CSS_BUDGET)}`).toBeLessThanOrEqual(CSS_BUDGET);
  });

  it("preloads one display font, within its budget, that the page's font face uses", async () => {
    const html = await (await server.fetch("/")).text();
    const preloads = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font" type="font\/woff2"/g)].map((match) => match[1]!);
    expect(preloads).toHaveLength(1);
    expect(html).toContain(`src:url(${preloads[0]}) format("woff2")`);
    const bytes = readFileSync(join("public", preloads[0]!)).length;
    expect(bytes, `${kib(bytes)} of fonts against a budget of ${kib(FONT_BUDGET)}`).toBeLessThanOrEqual(FONT_BUDGET);
  });

  it.each(pages)("%s sends no more HTML than its budget", async (page, budget) => {
    const response = await server.fetch(page);
    expect(response.status).toBe(200);
    const bytes = gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
    expect(bytes, `${kib(bytes)} of HTML against a budget of ${kib(budget.html)}`).toBeLessThanOrEqual(budget.html);
  });
});
