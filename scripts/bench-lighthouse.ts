// The Lighthouse part of `npm run bench` (decisions 0013 and 0037): mobile
// scores, the five metrics that make up the performance score (value and
// score each, so a lost point can be traced to its metric), and the bytes a
// page loads, for /, /shop, /product/1 and /checkout. /checkout is audited with
// the cookie of a cart that holds one line, made the way a shopper makes it
// (the shop card's add-to-cart form, posted without JavaScript), so Lighthouse
// sees the real checkout form and not the empty-cart page. `--why` also prints,
// per page, the audits that explain a slow metric: the LCP element, render-
// blocking resources, the longest critical request chain, layout shifts and
// long tasks.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { freePort, waitForServer } from "./production-server";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** A page to audit; `cart` sends the cookie of a one-line cart with every request of that page only. */
export type AuditedPage = { path: string; cart?: boolean };

export const LIGHTHOUSE_PAGES: AuditedPage[] = [{ path: "/" }, { path: "/shop" }, { path: "/product/1" }, { path: "/checkout", cart: true }];

// The metrics of Lighthouse 12's performance score, with their short names.
const METRICS = [
  ["first-contentful-paint", "FCP"],
  ["largest-contentful-paint", "LCP"],
  ["speed-index", "SI"],
  ["total-blocking-time", "TBT"],
  ["cumulative-layout-shift", "CLS"],
] as const;

type Audits = Record<string, { score: number | null; numericValue?: number; displayValue?: string; details?: unknown } | undefined>;

type PageFigures = {
  path: string;
  scores: Record<"performance" | "accessibility" | "best-practices" | "seo", number>;
  metrics: Record<(typeof METRICS)[number][1], { value: number; score: number }>;
  scripts: number;
  jsBytes: number;
  jsTransferBytes: number;
  htmlBytes: number;
  why: string[];
};

/**
 * Adds fragrance 1 to a new cart as the shop page's card does without
 * JavaScript (a form POST with the page's Origin) and returns the Cookie header
 * the browser would send afterwards, to a later page: the cart cookie only. The
 * post also sets the "Added to Cart" flash toast, which the page it redirects to
 * (/shop) shows and clears; sent on to /checkout, it showed there on every audit,
 * and its focus (the server toast takes focus) booted the app under Lighthouse.
 */
export async function oneLineCartCookie(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/resources/cart`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: baseUrl, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "add", fragranceId: "1", redirectTo: "/shop" }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .find((pair) => pair.startsWith("onbrand-cart=") && !pair.endsWith("="));
  if (response.status !== 302 || !cookie) {
    throw new Error(`Adding to the cart answered ${response.status} without a cart cookie`);
  }
  // The audit must see the form, not "Your cart is empty": check once before spending a Lighthouse run on it.
  const checkout = await (await fetch(`${baseUrl}/checkout`, { headers: { Cookie: cookie } })).text();
  if (!/Place Order/i.test(checkout)) throw new Error("/checkout with the new cart shows no order form");
  return cookie;
}

/** The gzip body of a response, as the server sends it (headers not counted). */
function gzipBodyBytes(url: string, cookie: string | undefined): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { "accept-encoding": "gzip", ...(cookie ? { cookie } : {}) };
    const req = httpRequest(url, { headers }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => (bytes += chunk.length));
      res.on("end", () => resolve(bytes));
    });
    req.on("error", reject);
    req.end();
  });
}

const ms = (value: number | undefined) => `${Math.round(value ?? 0)} ms`;

/** One line per audit that explains a slow FCP, LCP or layout shift. */
function explain(audits: Audits, baseUrl: string): string[] {
  const short = (url: string) => url.replace(baseUrl, "");
  const lines: string[] = [];
  const lcpElement = audits["largest-contentful-paint-element"]?.details as { items?: { items?: { node?: { snippet?: string }; phase?: string; timing?: number }[] }[] } | undefined;
  const [element, phases] = lcpElement?.items ?? [];
  const snippet = element?.items?.[0]?.node?.snippet;
  if (snippet) lines.push(`LCP element: ${snippet.slice(0, 160)}`);
  if (phases?.items?.length) lines.push(`LCP phases: ${phases.items.map((p) => `${p.phase} ${ms(p.timing)}`).join(", ")}`);
  const blocking = (audits["render-blocking-resources"]?.details as { items?: { url: string; wastedMs?: number; totalBytes?: number }[] })?.items ?? [];
  lines.push(`render-blocking: ${blocking.map((b) => `${short(b.url)} (${ms(b.wastedMs)}, ${((b.totalBytes ?? 0) / 1024).toFixed(1)} KiB)`).join(", ") || "none"}`);
  // The longest chain the page waited on before it could paint, request by request.
  type Chain = Record<string, { request: { url: string; endTime: number }; children?: Chain }>;
  const chains = (audits["critical-request-chains"]?.details as { chains?: Chain })?.chains ?? {};
  let longest: string[] = [];
  const walk = (chain: Chain, path: string[]) => {
    for (const node of Object.values(chain)) {
      const next = [...path, short(node.request.url)];
      if (next.length > longest.length) longest = next;
      if (node.children) walk(node.children, next);
    }
  };
  walk(chains, []);
  lines.push(`critical chain (${longest.length}): ${longest.join(" -> ")}`);
  const shifts = (audits["layout-shifts"]?.details as { items?: { node?: { snippet?: string }; score?: number }[] })?.items ?? [];
  for (const shift of shifts.slice(0, 3)) lines.push(`layout shift ${shift.score?.toFixed(3)}: ${shift.node?.snippet?.slice(0, 120) ?? "?"}`);
  const longTasks = (audits["long-tasks"]?.details as { items?: { url: string; duration: number; startTime: number }[] })?.items ?? [];
  if (longTasks.length) lines.push(`long tasks: ${longTasks.map((t) => `${short(t.url)} ${ms(t.duration)} at ${ms(t.startTime)}`).join(", ")}`);
  return lines;
}

async function auditPage(baseUrl: string, debugPort: number, page: AuditedPage, cookie: string | undefined): Promise<PageFigures> {
  // Lighthouse's default config is the mobile one (Moto G Power, simulated slow 4G, 4x CPU slowdown).
  const flags = { port: debugPort, output: "json" as const, logLevel: "error" as const, ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}) };
  let lhr = (await lighthouse(`${baseUrl}${page.path}`, flags))!.lhr;
  // Headless Chromium now and then loses the first trace of a fresh browser
  // (NO_NAVSTART): Lighthouse then reports no metrics and a score of 0. One retry;
  // a second failure is reported, not hidden.
  if (lhr.runtimeError) lhr = (await lighthouse(`${baseUrl}${page.path}`, flags))!.lhr;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${page.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audits = lhr.audits as Audits;
  const requests = (audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number; url: string }[] })?.items ?? [];
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  // Every script the page loaded while Lighthouse watched, lazy chunks included.
  const scripts = requests.filter((r) => r.resourceType === "Script");
  const jsBodies = await Promise.all(scripts.map((r) => gzipBodyBytes(r.url, cookie)));
  const metrics = Object.fromEntries(
    METRICS.map(([id, name]) => [name, { value: audits[id]?.numericValue ?? 0, score: Math.round((audits[id]?.score ?? 0) * 100) }]),
  ) as PageFigures["metrics"];
  return {
    path: page.path,
    scores: { performance: score("performance"), accessibility: score("accessibility"), "best-practices": score("best-practices"), seo: score("seo") },
    metrics,
    scripts: scripts.length,
    jsBytes: jsBodies.reduce((sum, bytes) => sum + bytes, 0),
    jsTransferBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    htmlBytes: requests.filter((r) => r.resourceType === "Document").reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    why: explain(audits, baseUrl),
  };
}

/** Audits every page once in a fresh headless Chromium. */
async function auditPages(baseUrl: string, pages: AuditedPage[]): Promise<PageFigures[]> {
  // Debian's Chromium with a debugging port; Lighthouse drives it over CDP.
  const debugPort = await freePort();
  const profile = mkdtempSync(join(tmpdir(), "onbrand-bench-chrome-"));
  const chrome = spawn(
    CHROMIUM,
    ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--no-first-run", `--user-data-dir=${profile}`, `--remote-debugging-port=${debugPort}`, "about:blank"],
    { stdio: "ignore" },
  );
  const exited = new Promise((resolve) => chrome.once("exit", resolve));
  try {
    await waitForServer(`http://127.0.0.1:${debugPort}/json/version`, chrome);
    const figures: PageFigures[] = [];
    for (const page of pages) {
      // A new cart per run: an audit never sees a cart another run changed.
      const cookie = page.cart ? await oneLineCartCookie(baseUrl) : undefined;
      figures.push(await auditPage(baseUrl, debugPort, page, cookie));
    }
    return figures;
  } finally {
    chrome.kill("SIGTERM");
    await exited;
    // Chromium's helper processes can still be writing to the profile for a moment after
    // the browser process exits (ENOTEMPTY): Node's own bounded retries cover that.
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Runs the audit `runs` times and prints each run's tables, with the machine's load average beside it. */
export async function benchLighthouse(baseUrl: string, { runs = 1, why = false, pages = LIGHTHOUSE_PAGES } = {}) {
  const performance: Record<string, number[]> = {};
  const loads: string[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const before = loadavg()[0]!.toFixed(2);
    const figures = await auditPages(baseUrl, pages);
    const after = loadavg()[0]!.toFixed(2);
    loads.push(`${before}-${after}`);
    for (const p of figures) (performance[p.path] ??= []).push(p.scores.performance);
    console.log(`\nLighthouse, mobile, run ${run} of ${runs} (1-minute load average ${before} before, ${after} after; targets: performance 100, accessibility 100)`);
    console.table(
      figures.map((p) => ({
        page: p.path,
        ...p.scores,
        "LCP (ms)": Math.round(p.metrics.LCP.value),
        "TBT (ms)": Math.round(p.metrics.TBT.value),
        scripts: p.scripts,
        "JS (gzip)": kb(p.jsBytes),
        "JS + headers": kb(p.jsTransferBytes),
        "HTML (gzip)": kb(p.htmlBytes),
      })),
    );
    console.log("Metrics (value / metric score out of 100):");
    console.table(
      figures.map((p) => ({
        page: p.path,
        ...Object.fromEntries(
          Object.entries(p.metrics).map(([name, m]) => [name, `${name === "CLS" ? m.value.toFixed(3) : `${Math.round(m.value)} ms`} / ${m.score}`]),
        ),
      })),
    );
    if (why) for (const p of figures) console.log(`\n${p.path}\n  ${p.why.join("\n  ")}`);
  }
  // Scores move between runs (CPU contention is multiplied by Lighthouse's 4x slowdown): the runs side by side.
  if (runs > 1) {
    console.log(`\nPerformance per run (1-minute load average per run: ${loads.join(", ")})`);
    console.table(Object.entries(performance).map(([page, scores]) => ({ page, ...Object.fromEntries(scores.map((score, i) => [`run ${i + 1}`, score])) })));
  }
}
