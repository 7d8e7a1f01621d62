// The Workers build under `wrangler dev` (workerd, local and offline) over a
// local D1 database migrated with `wrangler d1 migrations apply` and seeded
// from the same data (part of `npm test`, through `npm run test:workers`).
// The steps depend on each other and run in order: the administrator is made
// by `admin:create --d1` before the server starts, the rate limits come last
// (they use up this address's API allowance), and the Cron Trigger gets a
// wrangler dev of its own once the first has stopped. The local D1 and R2 are
// read through wrangler's getPlatformProxy (tests/support/wrangler-dev.ts).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { photoKey, photoVariants } from "../../app/lib/photo";
import { NOT_AN_IMAGE, UNREADABLE_IMAGE } from "../../app/lib/photo-schema";
import { seedFragrances } from "../../db/seed/catalogue";
import { SHIPPED_MIGRATIONS } from "../../db/shipped-migrations";
import { freePort } from "../../scripts/production-server";
import { checkoutFields } from "../support/checkout-form";
import { startHttpRecorder } from "../support/http-recorder";
import { addedFragrance, CRAWLER_USER_AGENT, expectedLinkPreview, pngSize, readLinkPreview } from "../support/link-preview";
import { isNearColour, pixelAt, twoColourPhoto } from "../support/photo-images";
import { createShopper } from "../support/shopper";
import { totpCode } from "../support/two-factor";
import {
  openLocalBindings,
  prepareLocalD1,
  startWranglerDev,
  wranglerEnv,
  writeConfigWithoutAssets,
  type LocalBindings,
  type WranglerDev,
} from "../support/wrangler-dev";

const persist = mkdtempSync(join(tmpdir(), "onbrand-d1-"));
let local: LocalBindings;

beforeAll(async () => {
  // Seeding twice must not duplicate the catalogue.
  prepareLocalD1(persist, { seedTwice: true });
  local = await openLocalBindings(persist);
});

afterAll(async () => {
  await local?.dispose();
  rmSync(persist, { recursive: true, force: true });
});

/**
 * A wrangler dev for the tests of the enclosing describe block: started before
 * them, stopped after them, and what it printed (the first clue to a failure
 * that only Workers show) goes to stderr when one of them failed.
 */
function wranglerDevForBlock(start: () => Promise<WranglerDev>) {
  let dev: WranglerDev | undefined;
  const failed: string[] = [];
  beforeAll(async () => {
    dev = await start();
  });
  beforeEach(({ task, onTestFailed }) => {
    onTestFailed(() => {
      failed.push(task.name);
    });
  });
  afterAll(() => {
    if (failed.length && dev) {
      const tests = failed.map((name) => `  ✗ ${name}`).join("\n");
      console.error(`wrangler dev's output (last 6,000 characters), for the failed tests\n${tests}\n\n${dev.output().slice(-6000)}`);
    }
    dev?.stop();
  });
  return () => {
    if (!dev) throw new Error("wrangler dev did not start");
    return dev;
  };
}

// Admin bootstrap on D1: `npm run admin:create -- --d1` against the same local
// database, before the server starts, as an operator would before deploying.
const ADMIN = { email: "owner@example.com", password: "first admin password", newPassword: "second admin password" };

function adminCreate(...args: string[]) {
  return spawnSync(process.execPath, ["--import", "tsx", "scripts/create-admin.ts", "--d1", "DB", "--persist-to", persist, ...args], {
    env: wranglerEnv,
    encoding: "utf8",
  });
}

const d1Users = () => local.query<{ email: string; role: string }>("SELECT email, role FROM users ORDER BY id");

describe("admin:create --d1, before the server starts", () => {
  it("admin:create --d1 refuses a short password and a malformed e-mail, writing nothing", async () => {
    const short = adminCreate("--email", ADMIN.email, "--password", "short");
    expect(short.status, `short password: ${short.stderr}`).toBe(1);
    expect(short.stderr).toContain("Password must be at least 8 characters");
    const malformed = adminCreate("--email", "owner@", "--password", ADMIN.password);
    expect(malformed.status, `malformed e-mail: ${malformed.stderr}`).toBe(1);
    expect(malformed.stderr).toContain("Please enter a valid email address");
    expect(await d1Users()).toEqual([]);
  });

  it("admin:create --d1 creates the administrator, then promotes and re-passwords an existing user", async () => {
    const created = adminCreate("--email", "Owner@Example.com", "--password", ADMIN.password);
    expect(created.status, created.stdout + created.stderr).toBe(0);
    expect(created.stdout).toContain(`Created administrator ${ADMIN.email}.`);
    expect(created.stdout).toContain("You will be asked to set up two-factor authentication");
    const again = adminCreate("--email", ADMIN.email, "--password", ADMIN.newPassword);
    expect(again.status, again.stdout + again.stderr).toBe(0);
    expect(again.stdout).toContain(`${ADMIN.email} is now an administrator (password updated).`);
    expect(await d1Users()).toEqual([{ email: ADMIN.email, role: "admin" }]);
  });
});

// The browser id cookie the first login gave (issue 36): later logins come from
// the same browser, as an administrator's would, so they queue no "new sign-in"
// e-mail ahead of the ones the e-mail tests wait for.
const browserIds = new Map<string, string>();

/** Posts the login page's form as a browser without JavaScript would (keeping its browser id cookie). */
async function postLogin(base: string, fields: Record<string, string>, cookie?: string) {
  const cookies = [browserIds.get(base), cookie].filter(Boolean).join("; ");
  const response = await fetch(`${base}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base, ...(cookies ? { Cookie: cookies } : {}) },
    body: new URLSearchParams(fields).toString(),
  });
  const browser = response.headers.getSetCookie().find((set) => set.startsWith("__browser="));
  if (browser) browserIds.set(base, browser.split(";")[0]!);
  return response;
}

const cookieFrom = (response: Response, name: string) =>
  response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`))?.split(";")[0];

/** Logs in with the password; returns the session cookie (none when the code step comes next). */
async function logIn(base: string, email: string, password: string, cookie?: string) {
  const response = await postLogin(base, { intent: "login", email, password }, cookie);
  return { status: response.status, cookie: cookieFrom(response, "__session"), html: await response.text() };
}

/**
 * The administrator's browser after enrolment (the first test): the secret
 * read from the page, and the trusted-browser cookie its first sign-in with a
 * code asked for, so later sign-ins spend no one-time code.
 */
let adminBrowser: { secret: string; trusted: string } | null = null;

/** The administrator's session cookie (after the re-password of admin:create and the enrolment). */
async function adminCookie(base: string) {
  const login = await logIn(base, ADMIN.email, ADMIN.newPassword, adminBrowser?.trusted);
  expect(login.cookie, `login answered ${login.status}`).toBeDefined();
  return login.cookie!;
}

/**
 * The "made to enrol" on Workers: /admin sends the new admin to
 * /account/two-factor; the secret shown there gives the first code; the
 * recovery codes appear once; then a sign-in with the password and the next
 * code (browser trusted from then on).
 */
async function enrolAdmin(base: string, session: string) {
  const gated = await fetch(`${base}/admin`, { headers: { Cookie: session }, redirect: "manual" });
  expect(gated.status, "/admin before enrolment").toBe(302);
  expect(gated.headers.get("location")).toBe("/account/two-factor?redirectTo=%2Fadmin");
  const page = await (await fetch(`${base}/account/two-factor?redirectTo=%2Fadmin`, { headers: { Cookie: session } })).text();
  expect(page).toContain("Administrators must set up two-factor authentication");
  expect(page).toContain("<svg");
  const secret = /data-testid="totp-secret"[^>]*>([A-Z2-7 ]+)</.exec(page)![1]!.replace(/ /g, "");
  const confirmed = await fetch(`${base}/account/two-factor`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base, Cookie: session },
    body: new URLSearchParams({ intent: "confirm", code: totpCode(secret), redirectTo: "/admin" }).toString(),
  });
  const shown = await confirmed.text();
  expect(confirmed.status, "the first code").toBe(200);
  expect(shown.match(/<li>[a-z2-9]{5}-[a-z2-9]{5}<\/li>/g), "ten recovery codes").toHaveLength(10);
  // Signing in now asks for a code after the password; the enrolment spent this step's, the next one is the app's next.
  const password = await logIn(base, ADMIN.email, ADMIN.newPassword);
  expect(password.status, "the password step").toBe(200);
  expect(password.html).toContain("Enter the 6-digit code from your authenticator app");
  const challenge = /name="challenge" value="([^"]+)"/.exec(password.html)![1]!;
  const code = await postLogin(base, { intent: "two-factor", challenge, code: totpCode(secret, Date.now() + 30_000), trustBrowser: "on" });
  expect(code.status, "the code step").toBe(302);
  adminBrowser = { secret, trusted: cookieFrom(code, "__trusted_browser")! };
  return cookieFrom(code, "__session")!;
}

type ApiFragrance = { id: number; name: string; description: string; price: number };

/** A share card as a crawler fetches it: a 1200x630 PNG with an ETag that answers 304. */
async function expectShareCard(base: string, id: number) {
  const started = performance.now();
  const response = await fetch(`${base}/images/fragrances/${id}/share.png`, { headers: { "User-Agent": CRAWLER_USER_AGENT }, redirect: "manual" });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const milliseconds = performance.now() - started;
  expect(
    { status: response.status, type: response.headers.get("content-type") },
    `share.png of ${id} (Location ${response.headers.get("location")})`,
  ).toEqual({ status: 200, type: "image/png" });
  expect(pngSize(bytes), `share.png of ${id}`).toEqual({ width: 1200, height: 630 });
  // A picture, not an empty canvas: a flat 1200x630 PNG compresses to a few KB.
  expect(bytes.byteLength, `bytes of share.png of ${id}`).toBeGreaterThanOrEqual(50_000);
  const etag = response.headers.get("etag");
  expect(etag, `ETag of share.png of ${id}`).toBeTruthy();
  const again = await fetch(`${base}/images/fragrances/${id}/share.png`, { headers: { "If-None-Match": etag! } });
  expect(again.status, `share.png of ${id} with If-None-Match`).toBe(304);
  return { bytes, milliseconds };
}

/** A product page read by a link-preview crawler announces the absolute PNG card, with its type and size. */
async function expectLinkPreview(base: string, id: number) {
  const fragrance = (await (await fetch(`${base}/api/fragrances/${id}`)).json()) as ApiFragrance;
  const page = await fetch(`${base}/product/${id}`, { headers: { "User-Agent": CRAWLER_USER_AGENT } });
  expect(page.status, `/product/${id}`).toBe(200);
  expect(readLinkPreview(await page.text()), `/product/${id}'s preview`).toEqual(expectedLinkPreview(fragrance, base));
}

const nonceOf = (html: string) => /<script nonce="([^"]+)"/.exec(html)?.[1];


describe("wrangler dev over the local D1", () => {
  // Stands in for the HTTP e-mail API; started first, closed last.
  let api: Awaited<ReturnType<typeof startHttpRecorder>>;
  // Stands in for Sentry: records the envelopes the Worker's error reports arrive in.
  let tracker: Awaited<ReturnType<typeof startHttpRecorder>>;
  beforeAll(async () => {
    api = await startHttpRecorder();
    tracker = await startHttpRecorder();
  });
  afterAll(async () => {
    await api?.close();
    await tracker?.close();
  });
  const dev = wranglerDevForBlock(async () =>
    startWranglerDev({
      persist,
      port: await freePort(),
      // The admin's sign-ins (password, then the two-factor code step) all come from this address: room for them.
      vars: { EMAIL_API_URL: api.url, EMAIL_API_KEY: "workers-smoke-key", EMAIL_FROM: "Onbrand <orders@onbrand.example>", RATE_LIMIT_LOGIN: "30", SENTRY_DSN: `http://workerskey@127.0.0.1:${new URL(tracker.url).port}/7`, RELEASE: "workers-test-release" },
    }),
  );
  let base: string;
  beforeAll(() => {
    base = dev().base;
  });

  describe("pages and the shared request path", () => {
    it("/healthz reports the seeded catalogue", async () => {
      const health = (await (await fetch(`${base}/healthz`)).json()) as { status?: string; fragrances?: number };
      expect(health).toMatchObject({ status: "ok", fragrances: seedFragrances.length });
    });

    it("every answer names its request, and the Worker writes its one JSON log line", async () => {
      const response = await fetch(`${base}/product/3`);
      const bytes = (await response.arrayBuffer()).byteLength;
      const requestId = response.headers.get("x-request-id") ?? "";
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      const lineOf = () => dev().output().split("\n").find((line) => line.includes(`"requestId":"${requestId}"`) && line.includes('"msg":"request"'));
      await expect.poll(lineOf, { timeout: 10_000 }).toBeTruthy();
      const line = JSON.parse(lineOf()!.slice(lineOf()!.indexOf("{"))) as Record<string, unknown>;
      expect(line).toMatchObject({ level: "info", method: "GET", route: "routes/product.$id", status: 200, bytes, user: null, msg: "request" });
    });

    it("a loader that fails is reported to the error tracker once, with the id the shopper sees", async () => {
      // Made to fail on purpose, and put back: the product page's reviews have nowhere to come from.
      await local.query("ALTER TABLE reviews RENAME TO reviews_away");
      let response: Response;
      try {
        response = await fetch(`${base}/product/5`);
      } finally {
        await local.query("ALTER TABLE reviews_away RENAME TO reviews");
      }
      expect(response.status).toBe(500);
      const requestId = response.headers.get("x-request-id") ?? "";
      expect(await response.text()).toContain(`Reference: <code data-error-reference="">${requestId}</code>`);
      await expect.poll(() => tracker.requests.length, { timeout: 10_000 }).toBe(1);
      const envelope = String(tracker.requests[0]!.body);
      expect(envelope).toContain(`"request_id":"${requestId}"`);
      expect(envelope).toContain('"release":"workers-test-release"');
      expect(envelope).toContain('"runtime":"cloudflare"');
      expect(envelope).toContain("reviews");
    });

    it("/readyz answers 200 in JSON, with every migration wrangler applied to D1 counted", async () => {
      const response = await fetch(`${base}/readyz`);
      const body = (await response.json()) as { status?: string; checks?: Record<string, unknown> };
      expect(response.status, JSON.stringify(body)).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(body).toMatchObject({
        status: "ok",
        checks: {
          database: { ok: true },
          migrations: { ok: true, applied: SHIPPED_MIGRATIONS.length, expected: SHIPPED_MIGRATIONS.length },
          outbox: { ok: true },
          webhooks: { ok: true, failuresLastHour: 0 },
        },
      });
    });

    it("the home page renders with a CSP nonce", async () => {
      const response = await fetch(`${base}/`);
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(html, "home headline").toContain("Discover Your Signature Scent");
      expect(response.headers.get("content-security-policy") ?? "").toMatch(/script-src 'self' 'nonce-/);
    });

    it("a product page renders from D1", async () => {
      const response = await fetch(`${base}/product/1`);
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(html).toContain(seedFragrances[0]!.name.replaceAll("&", "&amp;"));
    });

    // The FTS5 index, its triggers (the seed above went through them) and the
    // vocabulary table are D1's too: a ranked, accent-folded and corrected search.
    it("search runs on the D1 full-text index", async () => {
      const ranked = (await (await fetch(`${base}/resources/search?q=tresor`)).json()) as { results: { name: string }[] };
      expect(ranked.results[0]?.name, `tresor gave ${JSON.stringify(ranked.results)}`).toBe("Apricot Rose");
      const html = await (await fetch(`${base}/shop?search=vanila`)).text();
      expect(html, "the corrected search for vanila").toContain('href="/shop?search=vanilla"');
      expect(html, "the corrected results for vanila").toContain("Moonlit Vanilla");
      const agarwood = await fetch(`${base}/api/fragrances?search=agarwood`);
      expect(((await agarwood.json()) as { name: string }[]).map((item) => item.name)).toContain("Violet Oud");
      // The JSON API corrects a typo as the shop does, and says so in a header.
      const typo = await fetch(`${base}/api/fragrances?search=vanila`);
      const corrected = ((await typo.json()) as { name: string }[]).map((item) => item.name);
      expect(typo.headers.get("x-search-corrected-to")).toBe("vanilla");
      expect(corrected).toContain("Moonlit Vanilla");
    });

    it("an unknown path answers 404", async () => {
      expect((await fetch(`${base}/no-such-page`)).status).toBe(404);
    });

    it("static client assets are served", async () => {
      expect((await fetch(`${base}/favicon.svg`)).status).toBe(200);
    });

    // The shared request path (app/http/app-request.server.ts) on workerd.
    it("a method a page does not answer gets the app's 405 page with Allow", async () => {
      const response = await fetch(`${base}/checkout`, { method: "PUT" });
      const html = await response.text();
      expect({ status: response.status, allow: response.headers.get("allow") }, "PUT /checkout").toEqual({ status: 405, allow: "GET, HEAD, POST" });
      expect(html).toContain("Error 405");
      const login = await fetch(`${base}/api/auth/login`);
      const body = (await login.json()) as { message?: string };
      expect({ status: login.status, allow: login.headers.get("allow") }, "GET /api/auth/login").toEqual({ status: 405, allow: "POST" });
      expect(body.message, `GET /api/auth/login answered ${JSON.stringify(body)}`).toBeTruthy();
    });

    it("HEAD answers wherever GET does", async () => {
      for (const path of ["/shop", "/healthz", "/api/fragrances/1"]) {
        expect((await fetch(`${base}${path}`, { method: "HEAD" })).status, `HEAD ${path}`).toBe(200);
      }
    });

    it("a malformed address gets the app's 400 page", async () => {
      for (const path of ["/product/%E0%A4%A", "/%", "/shop/%00"]) {
        const response = await fetch(`${base}${path}`);
        const html = await response.text();
        expect(response.status, path).toBe(400);
        expect(html, path).toContain("This address is not valid.");
      }
    });

    // The order pipeline on D1: prices from the catalogue, the amount check and
    // the order batch, with a retry by Idempotency-Key answering the same order.
    it("the payment API places one pending order per Idempotency-Key and refuses a wrong amount", async () => {
      const order = (amount: number) => ({
        amount,
        orderDetails: {
          customerName: "Ana Lima",
          customerEmail: "workers@example.com",
          shippingAddress: { name: "Ana Lima", address: "1 Larimer St", city: "Denver", zipCode: "80202", country: "US" },
          items: [{ fragranceId: 1, name: "Open Range", quantity: 2, price: 4000 }],
        },
      });
      const post = (amount: number) =>
        fetch(`${base}/api/create-payment-intent`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "Idempotency-Key": "workers-smoke-0001" },
          body: JSON.stringify(order(amount)),
        });
      const wrong = await post(100);
      const refused = (await wrong.json()) as { expectedAmount?: number };
      expect({ status: wrong.status, expectedAmount: refused.expectedAmount }, `a wrong amount answered ${JSON.stringify(refused)}`).toEqual({
        status: 422,
        expectedAmount: 8500,
      });
      const first = await post(8500);
      const placed = (await first.json()) as { orderId?: string; status?: string };
      expect({ status: first.status, order: placed.status }, `the order answered ${JSON.stringify(placed)}`).toEqual({ status: 201, order: "pending" });
      const retry = await post(8500);
      const again = (await retry.json()) as { orderId?: string };
      expect({ status: retry.status, orderId: again.orderId }, "the retry").toEqual({ status: 200, orderId: placed.orderId });
    });

    it("a form action refuses a body that is not a form with 415", async () => {
      const response = await fetch(`${base}/resources/theme`, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
      expect(response.status).toBe(415);
    });

    it("a hostile redirect target falls back to the home page", async () => {
      for (const redirectTo of ["//evil.example", "/%5Cevil.example", "/shop%0d%0aSet-Cookie:%20a=1"]) {
        const response = await fetch(`${base}/resources/theme`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ theme: "dark", redirectTo }),
          redirect: "manual",
        });
        const answer = { status: response.status, location: response.headers.get("location") };
        expect(answer, `${redirectTo}: ${answer.status === 302 ? "" : (await response.text()).slice(0, 300)}`).toEqual({ status: 302, location: "/" });
      }
    });

    it("private pages and cookie-setting answers are private, no-store", async () => {
      for (const path of ["/account", "/cart", "/api/auth/me"]) {
        expect((await fetch(`${base}${path}`)).headers.get("cache-control"), path).toBe("private, no-store");
      }
      const anonymous = await fetch(`${base}/shop`);
      expect(anonymous.headers.get("cache-control") ?? "", "anonymous /shop").not.toMatch(/private|no-store/);
      const personal = await fetch(`${base}/shop`, { headers: { Cookie: "onbrand-cart=abc" } });
      expect(personal.headers.get("cache-control"), "/shop rendered for a cart cookie").toBe("private, no-store");
      expect(personal.headers.get("x-cache"), "/shop with a cart cookie came from the page cache").toBeNull();
    });
  });

  describe("the administrator made by admin:create --d1", () => {
    it("the administrator made by admin:create --d1 logs in, is made to enrol in two-factor, then opens /admin and searches its fragrance table", async () => {
      const old = await logIn(base, ADMIN.email, ADMIN.password);
      expect(old.status, "the replaced password").toBe(400);
      const first = await logIn(base, ADMIN.email, ADMIN.newPassword);
      expect(first.status, "login").toBe(302);
      expect(first.cookie, "the session cookie").toBeDefined();
      const login = { cookie: await enrolAdmin(base, first.cookie!) };
      const admin = await fetch(`${base}/admin`, { headers: { Cookie: login.cookie }, redirect: "manual" });
      const html = await admin.text();
      expect(admin.status, "/admin").toBe(200);
      expect(html).toContain("Admin Panel");
      // The table's search (the FTS index on D1) and a sort with its id tie-breaker.
      const searched = await fetch(`${base}/admin?q=tom+ford&sort=price-desc`, { headers: { Cookie: login.cookie! }, redirect: "manual" });
      const found = /(\d+) fragrances matching &quot;tom ford&quot;/.exec(await searched.text());
      expect(searched.status, "/admin?q=tom+ford").toBe(200);
      expect(Number(found?.[1]), `/admin?q=tom+ford shows ${found?.[0] ?? "no count"}`).toBeGreaterThanOrEqual(1);
      const anonymous = await fetch(`${base}/admin`, { redirect: "manual" });
      expect(anonymous.status, "/admin without a session").not.toBe(200);
    });

    it("the administrator searches orders by a long e-mail address on D1 (its LIKE refuses patterns over 50 bytes)", async () => {
      const cookie = await adminCookie(base);
      const email = `${"a-very-long-shopper-address".repeat(2)}@example-fragrance-shop.com`;
      const searched = await fetch(`${base}/admin/orders?${new URLSearchParams({ email })}`, { headers: { Cookie: cookie }, redirect: "manual" });
      expect(searched.status, `/admin/orders?email=<${email.length} characters>`).toBe(200);
      expect(await searched.text()).toContain("No orders match these filters.");
    });

    it("the administrator opens /admin/system on D1: ready, the size D1 reports, and no Node processes", async () => {
      const cookie = await adminCookie(base);
      const page = await fetch(`${base}/admin/system`, { headers: { Cookie: cookie }, redirect: "manual" });
      const html = await page.text();
      expect(page.status, "/admin/system").toBe(200);
      expect(html).toContain("Readiness: ready");
      expect(html).toMatch(/Database size<\/dt><dd>[\d.]+ (KB|MB)/);
      expect(html).toContain("No process has reported in the last 10 minutes.");
      expect(html).toContain("No backup yet.");
    });

    // Sensitive admin actions (app/lib/reverification.ts) over D1: the full rules are tests/integration/admin-reverify.test.ts.
    it("a session verified 16 minutes ago is asked again, and the password lets it save settings and delete", async () => {
      const cookie = await adminCookie(base);
      const age = () => local.query("UPDATE sessions SET verified_at = ? WHERE user_id = (SELECT id FROM users WHERE email = ?)", Date.now() - 16 * 60_000, ADMIN.email);
      const send = (method: string, path: string, body: string, type: string) =>
        fetch(`${base}${path}`, { method, redirect: "manual", headers: { Cookie: cookie, Origin: base, "Content-Type": type }, body });
      const form = (path: string, fields: Record<string, string>) => send("POST", path, new URLSearchParams(fields).toString(), "application/x-www-form-urlencoded");
      const json = (method: string, path: string, body?: unknown) => send(method, path, JSON.stringify(body ?? {}), "application/json");
      await age();

      const refused = await json("DELETE", "/api/fragrances/100");
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ reverificationRequired: true });
      const settings = { standardPrice: "5.00", expressPrice: "15.00", freeStandardFrom: "" };
      const sent = await form("/admin/settings", settings);
      expect(sent.status).toBe(302);
      expect(sent.headers.get("location")).toBe("/admin/verify?redirectTo=%2Fadmin%2Fsettings");
      const wrong = await form("/admin/verify", { password: "not the password", redirectTo: "/admin/settings" });
      expect(wrong.status).toBe(400);
      expect(await wrong.text()).toContain("Incorrect password.");
      const confirmed = await form("/admin/verify", { password: ADMIN.newPassword, redirectTo: "/admin/settings" });
      expect(confirmed.headers.get("location")).toBe("/admin/settings");
      expect((await form("/admin/settings", settings)).headers.get("location")).toBe("/admin/settings");

      await age();
      expect((await json("DELETE", "/api/fragrances/100")).status).toBe(403);
      expect((await json("POST", "/api/auth/verify", { password: ADMIN.newPassword })).status).toBe(200);
      expect((await json("DELETE", "/api/fragrances/100")).status).toBe(200);
      expect(await local.query("SELECT id FROM fragrances WHERE id = 100")).toEqual([]);
    });

    it("a wrong password is refused; what one password check costs in workerd is printed", async () => {
      const timed = async (send: () => Promise<{ status: number }>) => {
        const started = performance.now();
        const { status } = await send();
        return { status, milliseconds: performance.now() - started };
      };
      const logins = [];
      const pings = [];
      for (let index = 0; index < 3; index++) {
        logins.push(await timed(() => logIn(base, ADMIN.email, "not-the-password")));
        pings.push(await timed(() => fetch(`${base}/healthz`)));
      }
      expect(logins.map((login) => login.status), "a wrong password").toEqual([400, 400, 400]);
      const ms = (list: { milliseconds: number }[]) => list.map((item) => item.milliseconds.toFixed(0)).join(", ");
      // Wall time on the local machine: an upper bound on the CPU a deployed Worker spends (decision 0020).
      console.log(`workers: a login with a wrong password (one Argon2id check) took ${ms(logins)} ms; /healthz took ${ms(pings)} ms`);
    });
  });

  // Share cards rendered by resvg inside workerd (decision 0010), for seeded fragrances and one an admin adds.
  describe("share cards and link previews", () => {
    it("share.png renders a 1200x630 PNG with an ETag, and 304 on If-None-Match", async () => {
      // The first render also instantiates the wasm; the later ones are one render each.
      const first = await expectShareCard(base, 1);
      const renders = [];
      for (const id of [3, 4, 5, 6, 7]) renders.push((await expectShareCard(base, id)).milliseconds);
      const other = await expectShareCard(base, 3);
      expect(Buffer.from(first.bytes).equals(Buffer.from(other.bytes)), "fragrances 1 and 3 got the same card").toBe(false);
      renders.sort((a, b) => a - b);
      console.log(
        `workers: share card, first request ${first.milliseconds.toFixed(0)} ms (wasm instantiation + render), then ${renders.map((ms) => ms.toFixed(0)).join(", ")} ms per card (wall time under wrangler dev, an upper bound on CPU)`,
      );
      const missing = await fetch(`${base}/images/fragrances/999999/share.png`, { redirect: "manual" });
      expect(missing.status, "an unknown id").toBe(404);
    });

    it("a link-preview crawler reads title, description, price and the absolute PNG card from a product page", async () => {
      await expectLinkPreview(base, 1);
    });

    it("a fragrance the admin adds gets its share card and preview", async () => {
      const admin = { Cookie: await adminCookie(base), Origin: base, "Content-Type": "application/json" };
      const created = await fetch(`${base}/api/fragrances`, {
        method: "POST",
        headers: admin,
        body: JSON.stringify(addedFragrance("Edge Saffron")),
      });
      const text = await created.text();
      expect(created.status, `POST /api/fragrances answered ${text}`).toBe(201);
      const { id } = JSON.parse(text) as ApiFragrance;
      await expectShareCard(base, id);
      // Its own generated bottle (an admin's photo stays the preview picture, decision 0010).
      const own = await fetch(`${base}/api/fragrances/${id}`, { method: "PATCH", headers: admin, body: JSON.stringify({ imageUrl: `/images/fragrances/${id}/bottle.svg` }) });
      expect(own.status, `PATCH answered ${await own.text()}`).toBe(200);
      await expectLinkPreview(base, id);
    });
  });

  // Admin photos on Workers (decision 0036): the Images binding re-encodes, the local R2 of `wrangler dev` stores.
  describe("admin photos", () => {
    const id = 11;
    // The upload: a 1600x1000 JPEG, red on the left half and blue on the right (twoColourPhoto).
    const RED = [0xc0, 0x39, 0x2b];
    const BLUE = [0x2e, 0x86, 0xc1];
    let cookie: string;
    let jpeg: Uint8Array;
    beforeAll(async () => {
      cookie = await adminCookie(base);
      jpeg = await twoColourPhoto("jpeg");
    });
    const post = (fields: Record<string, string | [Uint8Array, string, string]>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) {
        if (typeof value === "string") form.append(name, value);
        else form.append(name, new Blob([value[0] as Uint8Array<ArrayBuffer>], { type: value[2] }), value[1]);
      }
      return fetch(`${base}/admin/fragrances/${id}/photo`, { method: "POST", body: form, redirect: "manual", headers: { Cookie: cookie, Origin: base } });
    };
    // Read through the JSON API, as a client sees it.
    const imageUrl = async () => ((await (await fetch(`${base}/api/fragrances/${id}`)).json()) as { imageUrl: string }).imageUrl;
    /** The R2 objects of one upload, by key, as the local bucket holds them (null where none). */
    const storedFiles = (version: string) =>
      Promise.all(photoVariants(version).map(async (variant) => (await local.photos.head(photoKey(id, variant.name)))?.httpMetadata?.contentType ?? null));

    it("an admin's photo upload is re-encoded by the Images binding, kept in the local R2 and served immutable", async () => {
      const started = performance.now();
      const response = await post({ intent: "upload", photo: [jpeg, "photo.jpg", "image/jpeg"] });
      const milliseconds = performance.now() - started;
      expect(response.status, `upload answered ${response.status === 302 ? "" : (await response.text()).slice(0, 300)}`).toBe(302);
      const url = await imageUrl();
      const version = /^\/images\/fragrances\/11\/photo-([0-9a-z]+)-800\.webp$/.exec(url)?.[1];
      expect(version, `image_url is ${url}`).toBeDefined();
      for (const width of [400, 800]) {
        const file = await fetch(`${base}/images/fragrances/${id}/photo-${version}-${width}.webp`);
        const bytes = new Uint8Array(await file.arrayBuffer());
        const facts = file.status === 200 ? await sharp(bytes).metadata() : null;
        expect(
          { status: file.status, type: file.headers.get("content-type"), format: facts?.format, width: facts?.width, height: facts?.height },
          `the ${width} photo`,
        ).toEqual({ status: 200, type: "image/webp", format: "webp", width, height: width });
        expect(file.headers.get("cache-control"), `Cache-Control of the ${width} photo`).toBe("public, max-age=31536000, immutable");
        if (width === 800) {
          // The centre crop of the upload: red on the left, blue on the right.
          expect(isNearColour(await pixelAt(bytes, 100, 400), RED), "the 800 photo's left").toBe(true);
          expect(isNearColour(await pixelAt(bytes, 700, 400), BLUE), "the 800 photo's right").toBe(true);
        }
      }
      // The files are objects in the R2 bucket of wrangler dev's persist directory, under their keys.
      expect(await storedFiles(version!), "the upload's objects in the local R2").toEqual(photoVariants(version!).map((variant) => variant.contentType));
      console.log(`workers: a 1600x1000 JPEG upload (three re-encodings through the Images binding, three R2 puts) took ${milliseconds.toFixed(0)} ms`);
    });

    it("the photo replaces the bottle on the anonymous product page, its srcset and the share card", async () => {
      const url = await imageUrl();
      const html = await (await fetch(`${base}/product/${id}`)).text();
      expect(html, "the product page's photo").toContain(`src="${url}"`);
      expect(html, "the product page's srcset").toContain(`${url} 800w`);
      const card = new Uint8Array(await (await fetch(`${base}/images/fragrances/${id}/share.png`)).arrayBuffer());
      expect(pngSize(card), "share.png").toEqual({ width: 1200, height: 630 });
      expect(isNearColour(await pixelAt(card, 500, 315), RED), "the share card shows the photo's left").toBe(true);
      expect(isNearColour(await pixelAt(card, 700, 315), BLUE), "the share card shows the photo's right").toBe(true);
    });

    it("a text file named .jpg and a damaged JPEG get their messages with 400, and change nothing", async () => {
      const before = await imageUrl();
      const text = await post({ intent: "upload", photo: [new TextEncoder().encode("not a photo"), "photo.jpg", "image/jpeg"] });
      expect(text.status, "a text file").toBe(400);
      expect(await text.text()).toContain(NOT_AN_IMAGE);
      const damaged = await post({ intent: "upload", photo: [jpeg.subarray(0, Math.floor(jpeg.length / 3)), "photo.jpg", "image/jpeg"] });
      expect(damaged.status, "a damaged JPEG").toBe(400);
      expect(await damaged.text()).toContain(UNREADABLE_IMAGE);
      expect(await imageUrl(), "image_url").toBe(before);
    });

    it("Remove photo returns to the generated bottle and deletes the photo from R2", async () => {
      const old = await imageUrl();
      const response = await post({ intent: "remove" });
      expect(response.status, "remove").toBe(302);
      expect(await imageUrl(), "image_url").toBe(`/images/fragrances/${id}/bottle.svg`);
      const gone = await fetch(`${base}${old}`);
      expect(gone.status, "the removed photo").toBe(404);
      const version = /photo-([0-9a-z]+)-800\.webp$/.exec(old)![1]!;
      expect(await storedFiles(version), "the removed photo's objects in the local R2").toEqual([null, null, null]);
    });
  });

  // The anonymous page cache on the Cache API (decision 0025): a hit with a fresh nonce, and an edit seen at once.
  describe("the page cache", () => {
    it("an anonymous product page comes from the edge cache the second time, with its own nonce", async () => {
      const first = await fetch(`${base}/product/2`);
      const firstNonce = nonceOf(await first.text());
      const second = await fetch(`${base}/product/2`);
      const secondNonce = nonceOf(await second.text());
      expect([first.headers.get("x-cache"), second.headers.get("x-cache")], "x-cache").toEqual(["MISS", "HIT"]);
      expect(firstNonce, "the first nonce").toBeTruthy();
      expect(secondNonce, "the second nonce").toBeTruthy();
      expect(secondNonce, "the second nonce").not.toBe(firstNonce);
      expect(second.headers.get("content-security-policy"), "the policy's nonce").toContain(`'nonce-${secondNonce}'`);
      expect(second.headers.get("cache-control") ?? "").toMatch(/^public, max-age=0, s-maxage=\d+/);
      const revalidated = await fetch(`${base}/product/2`, { headers: { "If-None-Match": second.headers.get("etag") ?? "" } });
      expect(revalidated.status, "If-None-Match").toBe(304);
    });

    it("an admin's edit shows on the next anonymous product page and shop", async () => {
      const cookie = await adminCookie(base);
      await fetch(`${base}/shop`);
      const edit = await fetch(`${base}/api/fragrances/2`, {
        method: "PATCH",
        headers: { Cookie: cookie, Origin: base, "Content-Type": "application/json" },
        body: JSON.stringify({ name: "Edge Edited", price: 9876 }),
      });
      expect(edit.status, `PATCH answered ${await edit.text()}`).toBe(200);
      const page = await fetch(`${base}/product/2`);
      const html = await page.text();
      expect(page.headers.get("x-cache"), "x-cache after the edit").toBe("MISS");
      expect(html, "the product page after the edit").toContain("Edge Edited");
      expect(html, "the product page after the edit").toContain("98.76");
      const shop = await (await fetch(`${base}/shop?search=Edge`)).text();
      expect(shop, "the shop after the edit").toContain("Edge Edited");
    });

    it("a search's kept count (per isolate, under the catalogue version) follows an admin's rename", async () => {
      const cookie = await adminCookie(base);
      // A cookie the page cache does not know: a real search each time. "rose" fills more than a page, so it is counted.
      const roseTotal = async () => {
        const html = await (await fetch(`${base}/shop?search=rose`, { headers: { Cookie: "smoke=search" } })).text();
        return Number(/(\d+) fragrances?</.exec(html)?.[1] ?? Number.NaN);
      };
      const before = await roseTotal();
      expect(before, "rose's count").toBeGreaterThan(24);
      expect(await roseTotal(), "rose's count asked again").toBe(before);
      const roses = (await (await fetch(`${base}/api/fragrances?search=rose&limit=100`)).json()) as { id: number }[];
      const id = [...Array(200).keys()].map((n) => n + 1).find((n) => !roses.some((item) => item.id === n))!;
      const { name } = (await (await fetch(`${base}/api/fragrances/${id}`)).json()) as { name: string };
      const rename = (to: string) =>
        fetch(`${base}/api/fragrances/${id}`, {
          method: "PATCH",
          headers: { Cookie: cookie, Origin: base, "Content-Type": "application/json" },
          body: JSON.stringify({ name: to }),
        });
      expect((await rename(`${name} Rosewater`)).status, "the rename").toBe(200);
      const after = await roseTotal();
      expect((await rename(name)).status, "the rename back").toBe(200);
      const back = await roseTotal();
      expect({ after, back }, `rose counted ${before} before the rename`).toEqual({ after: before + 1, back: before });
    });
  });

  // The outbox sender on Workers: an order's confirmation reaches the HTTP e-mail API after the response (ctx.waitUntil).
  describe("e-mail", () => {
    it("an order placed with the checkout form is e-mailed through the HTTP e-mail API", async () => {
      const shopper = createShopper({ baseUrl: base, fetch: (path, init) => fetch(`${base}${path}`, { redirect: "manual", ...init }) });
      await shopper.addToCart(1);
      const placed = await shopper.post("/checkout", checkoutFields({ email: "workers.mail@example.com", expectedTotal: 4500 }));
      const publicId = placed.headers.get("location")?.split("/").pop();
      expect(placed.status, "checkout").toBe(302);
      expect(publicId, "the order's address").toBeTruthy();
      // The administrator's two-factor-on notice (the enrolment above) went out before it.
      const confirmation = () => api.requests.find((sent) => String(sent.headers["idempotency-key"]).startsWith("order-confirmation/"));
      await expect.poll(() => Boolean(confirmation()), { timeout: 20_000, interval: 100, message: "no confirmation reached the e-mail API" }).toBe(true);
      const notice = api.requests.find((sent) => (sent.body as { to?: string[] } | undefined)?.to?.[0] === ADMIN.email);
      expect((notice?.body as { subject?: string } | undefined)?.subject, "the two-factor-on notice").toMatch(/two-factor/i);
      const request = confirmation();
      const body = request?.body as { to?: string[]; subject?: string; text?: string } | undefined;
      expect(request?.headers["idempotency-key"], "the idempotency key").toBe(`order-confirmation/${publicId}`);
      expect(request?.headers.authorization, "the API key").toBe("Bearer workers-smoke-key");
      expect(body?.to?.[0], `body ${JSON.stringify(body).slice(0, 300)}`).toBe("workers.mail@example.com");
      expect(body?.text).toContain("Total: $45.00");
      // The row is marked sent just after the API answered: the order page says so once it is.
      await expect
        .poll(async () => (await shopper.get(`/orders/${publicId}`)).text(), { timeout: 10_000, interval: 250 })
        .toContain("Order details have been sent to workers.mail@example.com.");
    });

    it("the run's sales are on the dashboard over D1 (summed by shop day in SQL) and in its streamed orders export", async () => {
      const cookie = await adminCookie(base);
      const sales = "status IN ('paid', 'shipped', 'delivered', 'refunded')";
      const [rows] = await local.query<{ orders: number; gross: number; refunded: number; lines: number }>(
        `SELECT count(*) AS orders, sum(total_cents) AS gross,
           (SELECT coalesce(sum(r.amount_cents), 0) FROM refunds r JOIN orders o ON o.id = r.order_id WHERE r.status = 'succeeded' AND o.${sales}) AS refunded,
           (SELECT count(*) FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.${sales}) AS lines
         FROM orders WHERE ${sales}`,
      );
      expect(rows!.orders, "the checkout above placed a paid order").toBeGreaterThanOrEqual(1);
      const page = await fetch(`${base}/admin/dashboard?period=7d`, { headers: { Cookie: cookie }, redirect: "manual" });
      const html = await page.text();
      expect(page.status, "/admin/dashboard").toBe(200);
      const figure = (label: string) => new RegExp(`${label}</dt><dd[^>]*>([^<]+)<`).exec(html)?.[1];
      const dollars = ((rows!.gross - rows!.refunded) / 100).toLocaleString("en-US", { style: "currency", currency: "USD" });
      expect({ orders: figure("Orders"), revenue: figure("Revenue") }).toEqual({ orders: String(rows!.orders), revenue: dollars });
      const csv = await fetch(`${base}/admin/dashboard/orders.csv?period=7d`, { headers: { Cookie: cookie }, redirect: "manual" });
      const text = await csv.text();
      expect({ status: csv.status, type: csv.headers.get("content-type") }).toEqual({ status: 200, type: "text/csv; charset=utf-8" });
      expect(text.trim().split("\r\n"), "a header and one row per line sold").toHaveLength(rows!.lines + 1);
      expect(text).toContain("workers.mail@example.com");
    });
  });

  // Both rate-limit paths on workerd (decision 0032): the binding for the API, the D1 counter for the rest.
  // Last in this server's life: they use up this address's API allowance for the minute.
  describe("rate limits", () => {
    it("the API limit is counted by the rate-limiting binding: 429 JSON with Retry-After, no D1 row", async () => {
      // A new page size per request: the edge page cache answers a repeated anonymous read without counting it.
      // Ten at a time, so the burst takes seconds even on a busy machine: one at a time it once took
      // over a minute and the binding's 60-second window started again under it (310 answered 200).
      // Up to two windows' worth, so a window that ends during the burst still ends in a 429.
      // The first 429 is read from the burst itself: a request sent after it could fall in the next window.
      const statuses: number[] = [];
      let blocked: { status: number; retryAfter: string | null; message?: string } | undefined;
      for (let start = 1; start <= 620 && !blocked; start += 10) {
        const batch = Array.from({ length: 10 }, (_, i) => start + i);
        const answers = await Promise.all(batch.map((n) => fetch(`${base}/api/fragrances/newest?limit=${(n % 200) + 1}&offset=${n}`)));
        for (const answer of answers) {
          statuses.push(answer.status);
          if (answer.status === 429 && !blocked) {
            const body = (await answer.json()) as { message?: string };
            blocked = { status: answer.status, retryAfter: answer.headers.get("retry-after"), message: body.message };
          } else await answer.arrayBuffer();
        }
      }
      const allowed = statuses.filter((status) => status === 200).length;
      expect(statuses, "the burst's answers").toContain(429);
      // wrangler.toml allows 300 a minute; requests earlier in this run may have used a few.
      expect(allowed, "answered 200 before the limit").toBeGreaterThanOrEqual(250);
      expect(statuses.filter((status) => status !== 200 && status !== 429), "answers other than 200 and 429").toEqual([]);
      expect(blocked, "the first answer over the limit").toEqual({
        status: 429,
        retryAfter: "60",
        message: "Too many attempts. Please wait a little and try again.",
      });
      expect(await local.query<{ key: string }>("SELECT key FROM rate_limits WHERE key LIKE 'api:%'"), "D1 rows of the API limit").toEqual([]);
    });

    it("a limit a binding cannot hold (an hour) counts in D1 and answers the same 429 with Retry-After", async () => {
      const email = "limit@example.com";
      const ask = () => fetch(`${base}/api/auth/forgot-password`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email }) });
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await ask()).status);
      expect(statuses).toEqual([202, 202, 202, 429]);
      const blocked = await ask();
      const retryAfter = Number(blocked.headers.get("retry-after"));
      expect(blocked.status).toBe(429);
      expect(retryAfter, "Retry-After").toBeGreaterThan(3000);
      expect(retryAfter, "Retry-After").toBeLessThanOrEqual(3600);
      const rows = await local.query<{ key: string; count: number }>("SELECT key, count FROM rate_limits WHERE key LIKE 'forgotPasswordEmail:%'");
      expect(rows, "D1 rows of the e-mail's limit").toMatchObject([{ count: 5 }]);
    });
  });
});

/**
 * The Cron Trigger (wrangler.toml, every minute) prunes rows nothing will read
 * again, on the hour only. Its trigger endpoint fails for a Worker with static
 * assets (see writeConfigWithoutAssets), so this starts the same build once
 * more, over the same local D1, with wrangler.toml minus its [assets] section,
 * after the first wrangler dev has stopped.
 */
describe("the Cron Trigger, under a wrangler dev without [assets]", () => {
  const dev = wranglerDevForBlock(async () => startWranglerDev({ persist, port: await freePort(), config: writeConfigWithoutAssets(persist) }));

  it("the cron prunes ended rate-limit windows on the hour, and leaves them at other minutes", async () => {
    const now = Date.now();
    await local.query("INSERT INTO rate_limits (key, count, reset_at) VALUES ('cron:ended', 1, ?), ('cron:running', 1, ?)", now - 60_000, now + 3_600_000);
    const keys = async () => (await local.query<{ key: string }>("SELECT key FROM rate_limits WHERE key LIKE 'cron:%' ORDER BY key")).map((row) => row.key);
    const trigger = async (time: number) => {
      const answer = await fetch(`${dev().base}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent("* * * * *")}&time=${time}`);
      expect(answer.ok, `the scheduled handler answered ${answer.status}: ${answer.ok ? "" : await answer.text()}`).toBe(true);
    };
    await trigger(Date.UTC(2026, 10, 26, 10, 30));
    expect(await keys(), "left at 10:30").toEqual(["cron:ended", "cron:running"]);
    await trigger(Date.UTC(2026, 10, 26, 11, 0));
    // The pruning runs in waitUntil and may end after the answer: read until it shows, up to 20 s.
    await expect.poll(keys, { timeout: 20_000, interval: 250, message: "left after 11:00" }).toEqual(["cron:running"]);
  });
});
