// Workers smoke test (part of `npm test`): the Cloudflare build, served by
// `wrangler dev` (workerd, local and offline) over a local D1 database that was
// migrated with `wrangler d1 migrations apply` and seeded from the same data.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { seedFragrances } from "../db/seed/catalogue";
import { checkoutFields } from "../tests/support/checkout-form";
import { startHttpRecorder } from "../tests/support/http-recorder";
import { createShopper } from "../tests/support/shopper";
import { addedFragrance, CRAWLER_USER_AGENT, expectedLinkPreview, pngSize, readLinkPreview } from "../tests/support/link-preview";
import { prepareLocalD1, queryLocalD1, startWranglerDev, wranglerEnv, type WranglerDev } from "../tests/support/wrangler-dev";
import sharp from "sharp";
import { NOT_AN_IMAGE, UNREADABLE_IMAGE } from "../app/lib/photo-schema";
import { freePort } from "./production-server";

const results: { name: string; ok: boolean; detail?: string }[] = [];
async function check(name: string, fn: () => Promise<void>) {
  try {
    await fn();
    results.push({ name, ok: true });
  } catch (error) {
    // fetch's own failures ("fetch failed") say what happened in their cause.
    const cause = error instanceof Error && error.cause ? ` (${String(error.cause)})` : "";
    results.push({ name, ok: false, detail: error instanceof Error ? `${error.message}${cause}` : String(error) });
  }
}

// Admin bootstrap on D1: `npm run admin:create -- --d1` against the same local
// database, before the server starts, as an operator would before deploying.
const ADMIN = { email: "owner@example.com", password: "first admin password", newPassword: "second admin password" };

function adminCreate(persist: string, ...args: string[]) {
  return spawnSync(process.execPath, ["--import", "tsx", "scripts/create-admin.ts", "--d1", "DB", "--persist-to", persist, ...args], {
    env: wranglerEnv,
    encoding: "utf8",
  });
}

function d1Users(persist: string) {
  return queryLocalD1<{ email: string; role: string }>(persist, "SELECT email, role FROM users ORDER BY id");
}

async function adminBootstrapChecks(persist: string) {
  await check("admin:create --d1 refuses a short password and a malformed e-mail, writing nothing", async () => {
    const short = adminCreate(persist, "--email", ADMIN.email, "--password", "short");
    if (short.status !== 1 || !short.stderr.includes("Password must be at least 8 characters")) {
      throw new Error(`short password: exit ${short.status}, ${short.stderr}`);
    }
    const malformed = adminCreate(persist, "--email", "owner@", "--password", ADMIN.password);
    if (malformed.status !== 1 || !malformed.stderr.includes("Please enter a valid email address")) {
      throw new Error(`malformed e-mail: exit ${malformed.status}, ${malformed.stderr}`);
    }
    const users = await d1Users(persist);
    if (users.length !== 0) throw new Error(`users written: ${JSON.stringify(users)}`);
  });
  await check("admin:create --d1 creates the administrator, then promotes and re-passwords an existing user", async () => {
    const created = adminCreate(persist, "--email", "Owner@Example.com", "--password", ADMIN.password);
    if (created.status !== 0 || !created.stdout.includes(`Created administrator ${ADMIN.email}.`)) {
      throw new Error(`exit ${created.status}: ${created.stdout}${created.stderr}`);
    }
    const again = adminCreate(persist, "--email", ADMIN.email, "--password", ADMIN.newPassword);
    if (again.status !== 0 || !again.stdout.includes(`${ADMIN.email} is now an administrator (password updated).`)) {
      throw new Error(`exit ${again.status}: ${again.stdout}${again.stderr}`);
    }
    const users = await d1Users(persist);
    if (JSON.stringify(users) !== JSON.stringify([{ email: ADMIN.email, role: "admin" }])) throw new Error(`users: ${JSON.stringify(users)}`);
  });
}

/** Logs in through the login form as a browser without JavaScript would; returns the session cookie. */
async function logIn(base: string, email: string, password: string) {
  const response = await fetch(`${base}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
    body: new URLSearchParams({ intent: "login", email, password }).toString(),
  });
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith("__session="));
  return { status: response.status, cookie: session?.split(";")[0] };
}

async function adminLoginChecks(base: string) {
  await check("the administrator made by admin:create --d1 logs in to /admin and searches its fragrance table", async () => {
    const old = await logIn(base, ADMIN.email, ADMIN.password);
    if (old.status !== 400) throw new Error(`the replaced password answered ${old.status}`);
    const login = await logIn(base, ADMIN.email, ADMIN.newPassword);
    if (login.status !== 302 || !login.cookie) throw new Error(`login answered ${login.status}`);
    const admin = await fetch(`${base}/admin`, { headers: { Cookie: login.cookie }, redirect: "manual" });
    const html = await admin.text();
    if (admin.status !== 200 || !html.includes("Admin Panel")) throw new Error(`/admin answered ${admin.status}`);
    // The table's search (the FTS index on D1) and a sort with its id tie-breaker.
    const searched = await fetch(`${base}/admin?q=tom+ford&sort=price-desc`, { headers: { Cookie: login.cookie }, redirect: "manual" });
    const found = /(\d+) fragrances matching &quot;tom ford&quot;/.exec(await searched.text());
    if (searched.status !== 200 || !found || Number(found[1]) < 1) throw new Error(`/admin?q=tom+ford answered ${searched.status}, ${found?.[0] ?? "no count"}`);
    const anonymous = await fetch(`${base}/admin`, { redirect: "manual" });
    if (anonymous.status === 200) throw new Error("/admin answered 200 without a session");
  });
  await check("a wrong password is refused; what one password check costs in workerd is printed", async () => {
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
    const refused = logins.find((login) => login.status !== 400);
    if (refused) throw new Error(`a wrong password answered ${refused.status}`);
    const ms = (list: { milliseconds: number }[]) => list.map((item) => item.milliseconds.toFixed(0)).join(", ");
    // Wall time on the local machine: an upper bound on the CPU a deployed Worker spends (decision 0020).
    console.log(`workers: a login with a wrong password (one Argon2id check) took ${ms(logins)} ms; /healthz took ${ms(pings)} ms`);
  });
}

type ApiFragrance = { id: number; name: string; description: string; price: number };

/** A share card as a crawler fetches it: a 1200x630 PNG with an ETag that answers 304. */
async function expectShareCard(base: string, id: number) {
  const started = performance.now();
  const response = await fetch(`${base}/images/fragrances/${id}/share.png`, { headers: { "User-Agent": CRAWLER_USER_AGENT }, redirect: "manual" });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const milliseconds = performance.now() - started;
  if (response.status !== 200 || response.headers.get("content-type") !== "image/png") {
    throw new Error(`share.png of ${id} answered ${response.status} ${response.headers.get("content-type")} ${response.headers.get("location") ?? ""}`);
  }
  const size = pngSize(bytes);
  if (size?.width !== 1200 || size.height !== 630) throw new Error(`share.png of ${id} is not a 1200x630 PNG: ${JSON.stringify(size)}`);
  // A picture, not an empty canvas: a flat 1200x630 PNG compresses to a few KB.
  if (bytes.byteLength < 50_000) throw new Error(`share.png of ${id} has only ${bytes.byteLength} bytes`);
  const etag = response.headers.get("etag");
  if (!etag) throw new Error(`share.png of ${id} has no ETag`);
  const again = await fetch(`${base}/images/fragrances/${id}/share.png`, { headers: { "If-None-Match": etag } });
  if (again.status !== 304) throw new Error(`share.png of ${id} with If-None-Match answered ${again.status}`);
  return { bytes, milliseconds };
}

/** A product page read by a link-preview crawler announces the absolute PNG card, with its type and size. */
async function expectLinkPreview(base: string, id: number) {
  const fragrance = (await (await fetch(`${base}/api/fragrances/${id}`)).json()) as ApiFragrance;
  const page = await fetch(`${base}/product/${id}`, { headers: { "User-Agent": CRAWLER_USER_AGENT } });
  if (page.status !== 200) throw new Error(`/product/${id} answered ${page.status}`);
  const preview = readLinkPreview(await page.text());
  const expected = expectedLinkPreview(fragrance, base);
  if (JSON.stringify(preview) !== JSON.stringify(expected)) {
    throw new Error(`/product/${id} preview ${JSON.stringify(preview)}, expected ${JSON.stringify(expected)}`);
  }
}

/** Share cards rendered by resvg inside workerd (decision 0010), for seeded fragrances and one an admin adds. */
async function shareCardChecks(base: string) {
  await check("share.png renders a 1200x630 PNG with an ETag, and 304 on If-None-Match", async () => {
    // The first render also instantiates the wasm; the later ones are one render each.
    const first = await expectShareCard(base, 1);
    const renders = [];
    for (const id of [3, 4, 5, 6, 7]) renders.push((await expectShareCard(base, id)).milliseconds);
    const other = await expectShareCard(base, 3);
    if (Buffer.from(first.bytes).equals(Buffer.from(other.bytes))) throw new Error("fragrances 1 and 3 got the same card");
    renders.sort((a, b) => a - b);
    console.log(`workers: share card, first request ${first.milliseconds.toFixed(0)} ms (wasm instantiation + render), then ${renders.map((ms) => ms.toFixed(0)).join(", ")} ms per card (wall time under wrangler dev, an upper bound on CPU)`);
    const missing = await fetch(`${base}/images/fragrances/999999/share.png`, { redirect: "manual" });
    if (missing.status !== 404) throw new Error(`unknown id answered ${missing.status}`);
  });
  await check("a link-preview crawler reads title, description, price and the absolute PNG card from a product page", async () => {
    await expectLinkPreview(base, 1);
  });
  await check("a fragrance the admin adds gets its share card and preview", async () => {
    const login = await logIn(base, ADMIN.email, ADMIN.newPassword);
    if (!login.cookie) throw new Error(`login answered ${login.status}`);
    const admin = { Cookie: login.cookie, Origin: base, "Content-Type": "application/json" };
    const created = await fetch(`${base}/api/fragrances`, {
      method: "POST",
      headers: admin,
      body: JSON.stringify(addedFragrance("Edge Saffron")),
    });
    if (created.status !== 201) throw new Error(`POST /api/fragrances answered ${created.status} ${await created.text()}`);
    const { id } = (await created.json()) as ApiFragrance;
    await expectShareCard(base, id);
    // Its own generated bottle (an admin's photo stays the preview picture, decision 0010).
    const own = await fetch(`${base}/api/fragrances/${id}`, { method: "PATCH", headers: admin, body: JSON.stringify({ imageUrl: `/images/fragrances/${id}/bottle.svg` }) });
    if (own.status !== 200) throw new Error(`PATCH answered ${own.status} ${await own.text()}`);
    await expectLinkPreview(base, id);
  });
}

const nonceOf = (html: string) => /<script nonce="([^"]+)"/.exec(html)?.[1];

/** The anonymous page cache on the Cache API (decision 0025): a hit with a fresh nonce, and an edit seen at once. */
async function pageCacheChecks(base: string) {
  await check("an anonymous product page comes from the edge cache the second time, with its own nonce", async () => {
    const first = await fetch(`${base}/product/2`);
    const firstNonce = nonceOf(await first.text());
    const second = await fetch(`${base}/product/2`);
    const secondNonce = nonceOf(await second.text());
    if (first.headers.get("x-cache") !== "MISS" || second.headers.get("x-cache") !== "HIT") {
      throw new Error(`x-cache ${first.headers.get("x-cache")} then ${second.headers.get("x-cache")}`);
    }
    if (!firstNonce || !secondNonce || firstNonce === secondNonce) throw new Error(`nonces ${firstNonce} and ${secondNonce}`);
    if (!second.headers.get("content-security-policy")?.includes(`'nonce-${secondNonce}'`)) throw new Error("the policy names another nonce");
    if (!/^public, max-age=0, s-maxage=\d+/.test(second.headers.get("cache-control") ?? "")) throw new Error(`cache-control ${second.headers.get("cache-control")}`);
    const revalidated = await fetch(`${base}/product/2`, { headers: { "If-None-Match": second.headers.get("etag") ?? "" } });
    if (revalidated.status !== 304) throw new Error(`If-None-Match answered ${revalidated.status}`);
  });
  await check("an admin's edit shows on the next anonymous product page and shop", async () => {
    const login = await logIn(base, ADMIN.email, ADMIN.newPassword);
    if (!login.cookie) throw new Error(`login answered ${login.status}`);
    await fetch(`${base}/shop`);
    const edit = await fetch(`${base}/api/fragrances/2`, {
      method: "PATCH",
      headers: { Cookie: login.cookie, Origin: base, "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Edge Edited", price: 9876 }),
    });
    if (edit.status !== 200) throw new Error(`PATCH answered ${edit.status} ${await edit.text()}`);
    const page = await fetch(`${base}/product/2`);
    const html = await page.text();
    if (page.headers.get("x-cache") !== "MISS" || !html.includes("Edge Edited") || !html.includes("98.76")) {
      throw new Error(`after the edit: x-cache ${page.headers.get("x-cache")}, name shown ${html.includes("Edge Edited")}`);
    }
    const shop = await (await fetch(`${base}/shop?search=Edge`)).text();
    if (!shop.includes("Edge Edited")) throw new Error("the shop still shows the old name");
  });
  await check("a search's kept count (per isolate, under the catalogue version) follows an admin's rename", async () => {
    const login = await logIn(base, ADMIN.email, ADMIN.newPassword);
    if (!login.cookie) throw new Error(`login answered ${login.status}`);
    // A cookie the page cache does not know: a real search each time. "rose" fills more than a page, so it is counted.
    const roseTotal = async () => {
      const html = await (await fetch(`${base}/shop?search=rose`, { headers: { Cookie: "smoke=search" } })).text();
      return Number(/(\d+) fragrances?</.exec(html)?.[1] ?? Number.NaN);
    };
    const before = await roseTotal();
    if (!(before > 24) || (await roseTotal()) !== before) throw new Error(`rose counted ${before}`);
    const roses = (await (await fetch(`${base}/api/fragrances?search=rose&limit=100`)).json()) as { id: number }[];
    const id = [...Array(200).keys()].map((n) => n + 1).find((n) => !roses.some((item) => item.id === n))!;
    const { name } = (await (await fetch(`${base}/api/fragrances/${id}`)).json()) as { name: string };
    const rename = (to: string) =>
      fetch(`${base}/api/fragrances/${id}`, {
        method: "PATCH",
        headers: { Cookie: login.cookie!, Origin: base, "Content-Type": "application/json" },
        body: JSON.stringify({ name: to }),
      });
    if ((await rename(`${name} Rosewater`)).status !== 200) throw new Error("rename refused");
    const after = await roseTotal();
    if ((await rename(name)).status !== 200) throw new Error("rename back refused");
    const back = await roseTotal();
    if (after !== before + 1 || back !== before) throw new Error(`rose counted ${before}, ${after} after the rename, ${back} after renaming back`);
  });
}

/** Resolves with `promise`, or fails after `ms` with `what` (the worker's background work has no other signal). */
function within<T>(promise: Promise<T>, ms: number, what: string) {
  return Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} within ${ms} ms`)), ms).unref())]);
}

/** The outbox sender on Workers: an order's confirmation reaches the HTTP e-mail API after the response (ctx.waitUntil). */
async function emailChecks(base: string, api: Awaited<ReturnType<typeof startHttpRecorder>>) {
  await check("an order placed with the checkout form is e-mailed through the HTTP e-mail API", async () => {
    const shopper = createShopper({ baseUrl: base, fetch: (path, init) => fetch(`${base}${path}`, { redirect: "manual", ...init }) });
    await shopper.addToCart(1);
    const placed = await shopper.post("/checkout", checkoutFields({ email: "workers.mail@example.com", expectedTotal: 4500 }));
    const publicId = placed.headers.get("location")?.split("/").pop();
    if (placed.status !== 302 || !publicId) throw new Error(`checkout answered ${placed.status}`);
    await within(api.waitForCount(1), 20_000, "no request reached the e-mail API");
    const [request] = api.requests;
    const body = request?.body as { to?: string[]; subject?: string; text?: string } | undefined;
    if (request?.headers["idempotency-key"] !== `order-confirmation/${publicId}`) throw new Error(`idempotency key ${request?.headers["idempotency-key"]}`);
    if (request.headers.authorization !== "Bearer workers-smoke-key") throw new Error("no API key sent");
    if (body?.to?.[0] !== "workers.mail@example.com" || !body.text?.includes("Total: $45.00")) throw new Error(`body ${JSON.stringify(body).slice(0, 300)}`);
    // The row is marked sent just after the API answered: look again for a few seconds, as for /healthz.
    let said = "";
    for (let tries = 0; tries < 20 && !said.includes("Order details have been sent to workers.mail@example.com."); tries++) {
      if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 250));
      said = await (await shopper.get(`/orders/${publicId}`)).text();
    }
    if (!said.includes("Order details have been sent to workers.mail@example.com.")) throw new Error("the order page does not say the e-mail was sent");
  });
}

/** Both rate-limit paths on workerd (decision 0032): the binding for the API, the D1 counter for the rest. */
async function rateLimitChecks(base: string, persist: string) {
  await check("the API limit is counted by the rate-limiting binding: 429 JSON with Retry-After, no D1 row", async () => {
    // A new page size per request: the edge page cache answers a repeated anonymous read without counting it.
    // Ten at a time, so the burst takes seconds even on a busy machine: one at a time it once took
    // over a minute and the binding's 60-second window started again under it (310 answered 200).
    // Up to two windows' worth, so a window that ends during the burst still ends in a 429.
    const statuses: number[] = [];
    for (let start = 1; start <= 620 && !statuses.includes(429); start += 10) {
      const batch = Array.from({ length: 10 }, (_, i) => start + i);
      const answers = await Promise.all(batch.map((n) => fetch(`${base}/api/fragrances/newest?limit=${(n % 200) + 1}&offset=${n}`)));
      for (const answer of answers) {
        statuses.push(answer.status);
        await answer.arrayBuffer();
      }
    }
    const allowed = statuses.filter((status) => status === 200).length;
    const other = statuses.filter((status) => status !== 200 && status !== 429);
    // wrangler.toml allows 300 a minute; requests earlier in this run may have used a few.
    if (!statuses.includes(429) || allowed < 250 || other.length) throw new Error(`${allowed} answered 200, then ${statuses.at(-1)}; other answers: ${other.join(", ") || "none"}`);
    const blocked = await fetch(`${base}/api/fragrances/newest?limit=7&offset=999`);
    const body = (await blocked.json()) as { message?: string };
    if (blocked.status !== 429 || blocked.headers.get("retry-after") !== "60" || body.message !== "Too many attempts. Please wait a little and try again.") {
      throw new Error(`after the limit: ${blocked.status}, Retry-After ${blocked.headers.get("retry-after")}, ${JSON.stringify(body)}`);
    }
    const rows = await queryLocalD1<{ key: string }>(persist, "SELECT key FROM rate_limits WHERE key LIKE 'api:%'");
    if (rows.length) throw new Error(`the API limit wrote D1 rows: ${JSON.stringify(rows)}`);
  });
  await check("a limit a binding cannot hold (an hour) counts in D1 and answers the same 429 with Retry-After", async () => {
    const email = "limit@example.com";
    const ask = () => fetch(`${base}/api/auth/forgot-password`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email }) });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await ask()).status);
    if (JSON.stringify(statuses) !== JSON.stringify([202, 202, 202, 429])) throw new Error(`statuses ${statuses.join(", ")}`);
    const blocked = await ask();
    const retryAfter = Number(blocked.headers.get("retry-after"));
    if (blocked.status !== 429 || !(retryAfter > 3000 && retryAfter <= 3600)) throw new Error(`${blocked.status}, Retry-After ${retryAfter}`);
    const rows = await queryLocalD1<{ key: string; count: number }>(persist, "SELECT key, count FROM rate_limits WHERE key LIKE 'forgotPasswordEmail:%'");
    if (rows.length !== 1 || rows[0]!.count !== 5) throw new Error(`D1 rows ${JSON.stringify(rows)}`);
  });
}

/**
 * The Cron Trigger (wrangler.toml, every minute) prunes rows nothing will read again, on the hour
 * only. wrangler dev's trigger endpoint (`/cdn-cgi/handler/scheduled?time=`) answers 500 for any
 * Worker that has static assets (a DataCloneError in the local assets router; a four-line Worker
 * with [assets] fails the same way, without [assets] it runs), so this starts the same build
 * once more, over the same local D1, with wrangler.toml minus its [assets] section.
 */
async function cronChecks(persist: string, port: number) {
  // Beside the database, with the Worker's path made absolute (a config's paths are its own directory's).
  const config = join(persist, "wrangler.cron-check.toml");
  const withoutAssets = readFileSync("wrangler.toml", "utf8")
    .replace(/^\[assets\]\n(?:(?!\[).*\n)*/m, "")
    .replace(/^main = "(.+)"$/m, (_line, main: string) => `main = ${JSON.stringify(resolve(main))}`);
  if (withoutAssets.includes("[assets]") || !withoutAssets.includes(`main = "${resolve("build/worker/index.js")}"`)) throw new Error("could not adapt wrangler.toml for the cron check");
  writeFileSync(config, withoutAssets);
  let dev: WranglerDev | undefined;
  try {
    dev = await startWranglerDev({ persist, port, config });
    const base = dev.base;
    await check("the cron prunes ended rate-limit windows on the hour, and leaves them at other minutes", async () => {
      const now = Date.now();
      await queryLocalD1(persist, `INSERT INTO rate_limits (key, count, reset_at) VALUES ('cron:ended', 1, ${now - 60_000}), ('cron:running', 1, ${now + 3_600_000})`);
      const keys = async () => (await queryLocalD1<{ key: string }>(persist, "SELECT key FROM rate_limits WHERE key LIKE 'cron:%' ORDER BY key")).map((row) => row.key);
      const trigger = async (time: number) => {
        const answer = await fetch(`${base}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent("* * * * *")}&time=${time}`);
        if (!answer.ok) throw new Error(`the scheduled handler answered ${answer.status}: ${await answer.text()}`);
      };
      await trigger(Date.UTC(2026, 10, 26, 10, 30));
      const afterHalfPast = await keys();
      if (JSON.stringify(afterHalfPast) !== JSON.stringify(["cron:ended", "cron:running"])) throw new Error(`pruned at 10:30: ${JSON.stringify(afterHalfPast)}`);
      await trigger(Date.UTC(2026, 10, 26, 11, 0));
      // The pruning runs in waitUntil and may end after the answer: read until it shows, up to 20 s.
      const deadline = Date.now() + 20_000;
      let left = await keys();
      while (left.includes("cron:ended") && Date.now() < deadline) left = await keys();
      if (JSON.stringify(left) !== JSON.stringify(["cron:running"])) throw new Error(`after 11:00: ${JSON.stringify(left)}`);
    });
  } finally {
    dev?.stop();
  }
}

/** A 1600x1000 JPEG, red on the left half and blue on the right, so the square crop shows both. */
async function twoColourJpeg() {
  const half = await sharp({ create: { width: 800, height: 1000, channels: 3, background: "#2e86c1" } }).png().toBuffer();
  const image = sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#c0392b" } }).composite([{ input: half, left: 800, top: 0 }]);
  return new Uint8Array(await image.jpeg().toBuffer());
}

async function rgbAt(bytes: Uint8Array, x: number, y: number) {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 3;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}
const isNear = (actual: number[], expected: number[]) => actual.every((value, index) => Math.abs(value - expected[index]!) < 24);

/** Admin photos on Workers (decision 0036): the Images binding re-encodes, the local R2 of `wrangler dev` stores. */
async function photoChecks(base: string, persist: string) {
  const id = 11;
  const login = await logIn(base, ADMIN.email, ADMIN.newPassword);
  const post = (fields: Record<string, string | [Uint8Array, string, string]>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) {
      if (typeof value === "string") form.append(name, value);
      else form.append(name, new Blob([value[0] as Uint8Array<ArrayBuffer>], { type: value[2] }), value[1]);
    }
    return fetch(`${base}/admin/fragrances/${id}/photo`, { method: "POST", body: form, redirect: "manual", headers: { Cookie: login.cookie!, Origin: base } });
  };
  // Read through the JSON API, as a client sees it. (Spawning wrangler to read D1 leaves the
  // connection idle for seconds, and workerd may close it under the next post: EPIPE.)
  const imageUrl = async () => ((await (await fetch(`${base}/api/fragrances/${id}`)).json()) as { imageUrl: string }).imageUrl;
  const jpeg = await twoColourJpeg();

  await check("an admin's photo upload is re-encoded by the Images binding, kept in the local R2 and served immutable", async () => {
    const started = performance.now();
    const response = await post({ intent: "upload", photo: [jpeg, "photo.jpg", "image/jpeg"] });
    const milliseconds = performance.now() - started;
    if (response.status !== 302) throw new Error(`upload answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
    const url = await imageUrl();
    const version = /^\/images\/fragrances\/11\/photo-([0-9a-z]+)-800\.webp$/.exec(url)?.[1];
    if (!version) throw new Error(`image_url is ${url}`);
    for (const width of [400, 800]) {
      const file = await fetch(`${base}/images/fragrances/${id}/photo-${version}-${width}.webp`);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const facts = file.status === 200 ? await sharp(bytes).metadata() : null;
      if (file.headers.get("content-type") !== "image/webp" || facts?.format !== "webp" || facts.width !== width || facts.height !== width) {
        throw new Error(`${width}: ${file.status} ${file.headers.get("content-type")} ${facts?.format} ${facts?.width}x${facts?.height}`);
      }
      if (file.headers.get("cache-control") !== "public, max-age=31536000, immutable") throw new Error(`${width}: Cache-Control ${file.headers.get("cache-control")}`);
      if (width === 800 && (!isNear(await rgbAt(bytes, 100, 400), [0xc0, 0x39, 0x2b]) || !isNear(await rgbAt(bytes, 700, 400), [0x2e, 0x86, 0xc1]))) {
        throw new Error("the 800 photo is not the centre crop of the upload");
      }
    }
    // The files are R2 objects in wrangler dev's persist directory, not anywhere else.
    const r2 = join(persist, "v3", "r2");
    if (!existsSync(r2) || !readdirSync(r2).some((name) => name.includes("onbrand-photos") || name.startsWith("miniflare-R2"))) {
      throw new Error(`no local R2 data in ${r2}: ${existsSync(r2) ? readdirSync(r2).join(", ") : "missing"}`);
    }
    console.log(`workers: a 1600x1000 JPEG upload (three re-encodings through the Images binding, three R2 puts) took ${milliseconds.toFixed(0)} ms`);
  });
  await check("the photo replaces the bottle on the anonymous product page, its srcset and the share card", async () => {
    const url = await imageUrl();
    const html = await (await fetch(`${base}/product/${id}`)).text();
    if (!html.includes(`src="${url}"`) || !html.includes(`${url} 800w`)) throw new Error("the product page does not show the photo");
    const card = new Uint8Array(await (await fetch(`${base}/images/fragrances/${id}/share.png`)).arrayBuffer());
    const size = pngSize(card);
    if (size?.width !== 1200 || size.height !== 630) throw new Error(`share.png is ${JSON.stringify(size)}`);
    if (!isNear(await rgbAt(card, 500, 315), [0xc0, 0x39, 0x2b]) || !isNear(await rgbAt(card, 700, 315), [0x2e, 0x86, 0xc1])) {
      throw new Error("the share card does not show the photo");
    }
  });
  await check("a text file named .jpg and a damaged JPEG get their messages with 400, and change nothing", async () => {
    const before = await imageUrl();
    const text = await post({ intent: "upload", photo: [new TextEncoder().encode("not a photo"), "photo.jpg", "image/jpeg"] });
    if (text.status !== 400 || !(await text.text()).includes(NOT_AN_IMAGE)) throw new Error(`a text file answered ${text.status}`);
    const damaged = await post({ intent: "upload", photo: [jpeg.subarray(0, Math.floor(jpeg.length / 3)), "photo.jpg", "image/jpeg"] });
    if (damaged.status !== 400 || !(await damaged.text()).includes(UNREADABLE_IMAGE)) throw new Error(`a damaged JPEG answered ${damaged.status}`);
    if ((await imageUrl()) !== before) throw new Error("image_url changed");
  });
  await check("Remove photo returns to the generated bottle and deletes the photo from R2", async () => {
    const old = await imageUrl();
    const response = await post({ intent: "remove" });
    if (response.status !== 302) throw new Error(`remove answered ${response.status}`);
    const now = await imageUrl();
    if (now !== `/images/fragrances/${id}/bottle.svg`) throw new Error(`image_url is ${now}`);
    const gone = await fetch(`${base}${old}`);
    if (gone.status !== 404) throw new Error(`the removed photo answered ${gone.status}`);
  });
}

async function main() {
  const persist = mkdtempSync(join(tmpdir(), "onbrand-d1-"));
  // Seeding twice must not duplicate the catalogue.
  prepareLocalD1(persist, { seedTwice: true });
  await adminBootstrapChecks(persist);

  const api = await startHttpRecorder();
  let dev: WranglerDev | undefined;
  try {
    dev = await startWranglerDev({
      persist,
      port: await freePort(),
      vars: { EMAIL_API_URL: api.url, EMAIL_API_KEY: "workers-smoke-key", EMAIL_FROM: "Onbrand <orders@onbrand.example>" },
    });
    const { base } = dev;
    const health = (await (await fetch(`${base}/healthz`)).json()) as { status?: string; fragrances?: number };

    await check("/healthz reports the seeded catalogue", async () => {
      if (health?.status !== "ok" || health.fragrances !== seedFragrances.length) {
        throw new Error(`got ${JSON.stringify(health)}, expected ${seedFragrances.length} fragrances`);
      }
    });
    await check("the home page renders with a CSP nonce", async () => {
      const response = await fetch(`${base}/`);
      const html = await response.text();
      if (response.status !== 200) throw new Error(`status ${response.status}`);
      if (!html.includes("Discover Your Signature Scent")) throw new Error("home headline missing");
      if (!/script-src 'self' 'nonce-/.test(response.headers.get("content-security-policy") ?? "")) {
        throw new Error("CSP header missing");
      }
    });
    await check("a product page renders from D1", async () => {
      const response = await fetch(`${base}/product/1`);
      const html = await response.text();
      if (response.status !== 200 || !html.includes(seedFragrances[0]!.name.replaceAll("&", "&amp;"))) {
        throw new Error(`status ${response.status}`);
      }
    });
    // The FTS5 index, its triggers (the seed above went through them) and the
    // vocabulary table are D1's too: a ranked, accent-folded and corrected search.
    await check("search runs on the D1 full-text index", async () => {
      const ranked = await (await fetch(`${base}/resources/search?q=tresor`)).json() as { results: { name: string }[] };
      if (ranked.results[0]?.name !== "Apricot Rose") throw new Error(`tresor gave ${JSON.stringify(ranked.results)}`);
      const html = await (await fetch(`${base}/shop?search=vanila`)).text();
      if (!html.includes('href="/shop?search=vanilla"') || !html.includes("Moonlit Vanilla")) throw new Error("no corrected results for vanila");
      const api = await fetch(`${base}/api/fragrances?search=agarwood`);
      const names = ((await api.json()) as { name: string }[]).map((item) => item.name);
      if (!names.includes("Violet Oud")) throw new Error(`agarwood gave ${names.join(", ")}`);
      // The JSON API corrects a typo as the shop does, and says so in a header.
      const typo = await fetch(`${base}/api/fragrances?search=vanila`);
      const corrected = ((await typo.json()) as { name: string }[]).map((item) => item.name);
      if (typo.headers.get("x-search-corrected-to") !== "vanilla" || !corrected.includes("Moonlit Vanilla")) {
        throw new Error(`vanila gave ${corrected.join(", ")} with X-Search-Corrected-To ${typo.headers.get("x-search-corrected-to")}`);
      }
    });
    await check("an unknown path answers 404", async () => {
      const response = await fetch(`${base}/no-such-page`);
      if (response.status !== 404) throw new Error(`status ${response.status}`);
    });
    await check("static client assets are served", async () => {
      const response = await fetch(`${base}/favicon.svg`);
      if (response.status !== 200) throw new Error(`status ${response.status}`);
    });
    // The shared request path (app/http/app-request.server.ts) on workerd.
    await check("a method a page does not answer gets the app's 405 page with Allow", async () => {
      const response = await fetch(`${base}/checkout`, { method: "PUT" });
      const html = await response.text();
      if (response.status !== 405 || response.headers.get("allow") !== "GET, HEAD, POST" || !html.includes("Error 405")) {
        throw new Error(`PUT /checkout answered ${response.status} Allow ${response.headers.get("allow")}`);
      }
      const api = await fetch(`${base}/api/auth/login`);
      const body = (await api.json()) as { message?: string };
      if (api.status !== 405 || api.headers.get("allow") !== "POST" || !body.message) {
        throw new Error(`GET /api/auth/login answered ${api.status} ${JSON.stringify(body)}`);
      }
    });
    await check("HEAD answers wherever GET does", async () => {
      for (const path of ["/shop", "/healthz", "/api/fragrances/1"]) {
        const response = await fetch(`${base}${path}`, { method: "HEAD" });
        if (response.status !== 200) throw new Error(`HEAD ${path} answered ${response.status}`);
      }
    });
    await check("a malformed address gets the app's 400 page", async () => {
      for (const path of ["/product/%E0%A4%A", "/%", "/shop/%00"]) {
        const response = await fetch(`${base}${path}`);
        const html = await response.text();
        if (response.status !== 400 || !html.includes("This address is not valid.")) throw new Error(`${path} answered ${response.status}`);
      }
    });
    // The order pipeline on D1: prices from the catalogue, the amount check and
    // the order batch, with a retry by Idempotency-Key answering the same order.
    await check("the payment API places one pending order per Idempotency-Key and refuses a wrong amount", async () => {
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
      if (wrong.status !== 422 || refused.expectedAmount !== 8500) throw new Error(`a wrong amount answered ${wrong.status} ${JSON.stringify(refused)}`);
      const first = await post(8500);
      const placed = (await first.json()) as { orderId?: string; status?: string };
      if (first.status !== 201 || placed.status !== "pending") throw new Error(`the order answered ${first.status} ${JSON.stringify(placed)}`);
      const retry = await post(8500);
      const again = (await retry.json()) as { orderId?: string };
      if (retry.status !== 200 || again.orderId !== placed.orderId) throw new Error(`the retry answered ${retry.status} ${JSON.stringify(again)}`);
    });
    await check("a form action refuses a body that is not a form with 415", async () => {
      const response = await fetch(`${base}/resources/theme`, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
      if (response.status !== 415) throw new Error(`status ${response.status}`);
    });
    await check("a hostile redirect target falls back to the home page", async () => {
      for (const redirectTo of ["//evil.example", "/%5Cevil.example", "/shop%0d%0aSet-Cookie:%20a=1"]) {
        const response = await fetch(`${base}/resources/theme`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ theme: "dark", redirectTo }),
          redirect: "manual",
        });
        if (response.status !== 302 || response.headers.get("location") !== "/") {
          throw new Error(`${redirectTo} answered ${response.status} ${response.headers.get("location")} ${(await response.text()).slice(0, 300)}`);
        }
      }
    });
    await check("private pages and cookie-setting answers are private, no-store", async () => {
      for (const path of ["/account", "/cart", "/api/auth/me"]) {
        const response = await fetch(`${base}${path}`);
        if (response.headers.get("cache-control") !== "private, no-store") throw new Error(`${path}: ${response.headers.get("cache-control")}`);
      }
      const anonymous = await fetch(`${base}/shop`);
      if (/private|no-store/.test(anonymous.headers.get("cache-control") ?? "")) throw new Error("anonymous /shop is marked private");
      const personal = await fetch(`${base}/shop`, { headers: { Cookie: "onbrand-cart=abc" } });
      if (personal.headers.get("cache-control") !== "private, no-store") throw new Error("/shop rendered for a cart cookie is cacheable");
      if (personal.headers.get("x-cache")) throw new Error(`/shop with a cart cookie came from the page cache (${personal.headers.get("x-cache")})`);
    });
    await adminLoginChecks(base);
    await shareCardChecks(base);
    await photoChecks(base, persist);
    await pageCacheChecks(base);
    await emailChecks(base, api);
    // Last: it uses up this address's API allowance for the minute.
    await rateLimitChecks(base, persist);
    // The cron check starts its own wrangler dev over this database (see cronChecks).
    dev.stop();
    await cronChecks(persist, await freePort());
  } finally {
    await api.close();
    dev?.stop();
    rmSync(persist, { recursive: true, force: true });
  }

  for (const result of results) {
    console.log(`${result.ok ? "✓" : "✗"} workers: ${result.name}${result.detail ? ` — ${result.detail}` : ""}`);
  }
  const failed = results.filter((result) => !result.ok).length;
  console.log(`workers: ${results.length - failed} passed, ${failed} failed`);
  if (failed) {
    // What workerd said is the first clue to a failure that only Workers show.
    console.log(`wrangler dev's output (last 6,000 characters):\n${dev?.output().slice(-6000) ?? ""}`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
