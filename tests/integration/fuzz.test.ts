// Property-based fuzzing of the real request handler: generated hostile
// methods, content types, bodies, query strings and path segments against
// every route. Whatever arrives, the answer is deliberate: no 5xx, no stack
// trace or framework page, and nothing written when the answer is a 4xx.
//
// FUZZ_RUNS sets the number of requests (default 250, about 10 s); run
// `FUZZ_RUNS=10000 npx vitest run tests/integration/fuzz.test.ts` for a long run.
import type { ServerBuild } from "@remix-run/node";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rewardMembers, rewardPoints } from "../../db/schema";
import { saveTaxRegistrations } from "../../app/models/shop-settings.server";
import { insertReturnRequest, userWithSession } from "../support/admin";
import { FOREIGN_PAGE, rawRequest } from "../support/raw-http";
import { rowCounts } from "../support/row-counts";
import { startTestServer, type TestServer } from "../support/test-server";

const RUNS = Number(process.env.FUZZ_RUNS) || 250;

let server: TestServer;
let templates: string[];
let adminCookie: string;
let customerCookie: string;
let sessionTokens: string[];

/** Every route's full path pattern, from the built route manifest (e.g. "/product/:id"). */
function routeTemplates(build: ServerBuild): string[] {
  const full = (id: string): string => {
    const route = build.routes[id]!;
    const own = route.path ?? "";
    return route.parentId ? `${full(route.parentId)}/${own}`.replace(/\/+/g, "/") : `/${own}`;
  };
  return [...new Set(Object.keys(build.routes).map((id) => full(id).replace(/\/$/, "") || "/"))];
}

beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_MULTIPLIER: "100000" } });
  // @ts-expect-error the server build is plain JS written by `remix build`.
  const build = (await import("../../build/server/index.js")) as ServerBuild;
  templates = routeTemplates(build);
  const admin = await userWithSession(server.db, "admin");
  const customer = await userWithSession(server.db, "customer");
  adminCookie = `__session=${admin.token}`;
  customerCookie = `__session=${customer.token}`;
  sessionTokens = [admin.token, customer.token];
  // Both are Scent Rewards members with points, so the admin's member page and adjustments (/admin/rewards/1, /2) are reached, not only their 404.
  await server.db.insert(rewardMembers).values([{ userId: admin.user.id }, { userId: customer.user.id }]);
  await server.db.insert(rewardPoints).values({ userId: customer.user.id, delta: 500, kind: "adjusted", note: "fuzz" });
  // The shop collects sales tax in Colorado, so the checkout's and the API's tax paths are reached.
  await saveTaxRegistrations({ db: server.db, states: ["CO"], adminId: admin.user.id });
  // Return requests 1 and 2 exist, so the admin's return steps are reached, not only their 404.
  await insertReturnRequest(server.db, { reason: "unopened" });
  await insertReturnRequest(server.db, { reason: "defective" });
});
afterAll(async () => {
  await server.close();
});

const hostileText = fc.oneof(
  fc.constantFrom(
    "",
    "0",
    "-1",
    "1.5",
    "1e309",
    "99999999999999999999",
    "NaN",
    "null",
    "[]",
    "{}",
    "true",
    "//evil.example",
    "/\\evil.example",
    "/%5Cevil.example",
    "/shop\r\nSet-Cookie: a=1",
    "javascript:alert(1)",
    "<script>alert(1)</script>",
    "' OR 1=1 --",
    "\u0000",
    "\uFFFF\uD800",
    "a".repeat(3000),
    "add",
    "update",
    "remove",
    "clear",
    "login",
    "register",
    "logout",
    "approve",
    "reject",
    "receive",
    "refund",
    "exchange",
    "delete",
    "json",
    "dark",
    "10ml",
    "2ml",
    "enable",
    "disable",
    "save",
    "percent",
    "fixed",
    "free-shipping",
    "on",
    "2026-03-31",
    "2026-02-30",
    "join-rewards",
    "rewards",
    "balance-desc",
    "-100000",
    "+500",
    "update-tax",
    "CO",
    "Colorado",
    "80202",
    "97201",
    "80202-1234",
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 20 }),
  fc.integer().map(String),
);

// Path segments: valid ids, hostile text (encoded, so it reaches the server as
// sent) and raw malformed escapes.
const segment = fc.oneof(
  fc.constantFrom("1", "2", "120", "0", "-1", "999999", "abc", "new", "male", "female", "unisex", "%", "%E0%A4%A", "%00", "%2e%2e", "%5C", "%0d%0a", ".."),
  // Lone surrogates cannot be percent-encoded; they become U+FFFD, as in a browser.
  hostileText.map((text) => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, "\uFFFD"))),
);

const FIELDS = ["intent", "redirectTo", "fragranceId", "quantity", "email", "password", "confirmPassword", "theme", "respond", "rating", "comment", "name", "price", "id", "reviewId", "code", "discountCode", "idempotencyKey", "cardNumber", "gender", "source", "index", "shippingMethod", "expectedTotals.express", "standardPrice", "expressPrice", "freeStandardFrom", "reason", "status", "samplePrice", "samplesOffered", "stock10ml", "stockShown10ml", "stockReason10ml", "stockNote10ml", "stock2ml", "stockShown2ml", "stockReason2ml", "stockNote2ml", "size", "kind", "percentOff", "amountOff", "minimumSubtotal", "startsOn", "endsOn", "totalUseLimit", "perCustomerLimit", "firstOrderOnly", "fragranceIds", "genders", "sizes", "enabled", "points", "aromaFrom", "elixirFrom", "rewardPoints", "state", "zip", "city", "address", "states"];
const fields = fc.dictionary(fc.constantFrom(...FIELDS), hostileText, { maxKeys: 8 });

const query = fc.oneof(
  fc.constant(""),
  fc.constant("?index"),
  fc.constant("?%"),
  fields.map((values) => `?${new URLSearchParams(values)}`),
  fc.tuple(fc.constantFrom("_data", "_routes", "page", "sort", "q", "search", "limit", "offset", "redirectTo", "stock", "view", "email"), hostileText).map(
    ([key, value]) => `?${new URLSearchParams({ [key]: value })}`,
  ),
);

/** A URL from a route template: each parameter becomes a generated segment; sometimes extra segments or a .data suffix. */
const templatePath = fc
  .tuple(fc.integer({ min: 0, max: 10_000 }), fc.array(segment, { minLength: 3, maxLength: 3 }), fc.constantFrom("", "", "", "/x", ".data", "/"), query)
  .map(([pick, [a, b, c], suffix, search]) => {
    const template = templates[pick % templates.length]!;
    const values = [a, b, c];
    const filled = template.replace(/:\w+\??|\*/g, () => values.shift() ?? "1");
    return `${filled === "/" && suffix === ".data" ? "/_root" : filled}${suffix}${search}`;
  });

// The two order forms one time in ten, so the order payload and the checkout's fields (discountCode, rewardPoints) reach the pipeline.
const path = fc.oneof({ arbitrary: templatePath, weight: 9 }, { arbitrary: fc.constantFrom("/api/create-payment-intent", "/checkout"), weight: 1 });

const FORM = "application/x-www-form-urlencoded";
const BOUNDARY = "----fuzzBoundary7MA4YWxk";

/**
 * The payment API's order payload, well-formed but for the generated parts, so
 * requests reach the order pipeline: the code and the points to spend
 * (orderDetails.rewardPoints) are hostile, as is the amount now and then.
 */
const hostileNumber = fc.oneof(fc.integer(), fc.constantFrom(0, 100, 150, -100, 1e21, 0.5, Number.MAX_SAFE_INTEGER), hostileText, fc.constant(null));
const orderPayload = fc.record({
  amount: fc.oneof(fc.constantFrom(4500, 4050), hostileNumber),
  orderDetails: fc.record(
    {
      customerName: fc.constant("Fuzz Shopper"),
      customerEmail: fc.constantFrom("fuzz@example.com", "not-an-email"),
      // The state and ZIP that decide the sales tax (Colorado is registered): real ones, ones that disagree, hostile ones.
      shippingAddress: fc.record({
        name: fc.constant("Fuzz Shopper"),
        address: fc.constant("1 Larimer St"),
        city: fc.constant("Denver"),
        state: fc.oneof(fc.constantFrom("CO", "Colorado", "co", "OR", "XX", ""), hostileText),
        zipCode: fc.oneof(fc.constantFrom("80202", "97201", "80202-1234", "00601", ""), hostileText),
        country: fc.constant("United States"),
      }),
      items: fc.constant([{ fragranceId: 1, name: "x", quantity: 1, price: 4000 }]),
      discountCode: fc.oneof(fc.constantFrom("WELCOME10", "welcome10"), hostileText),
      rewardPoints: hostileNumber,
    },
    { requiredKeys: ["customerName", "customerEmail", "shippingAddress", "items"] },
  ),
});

type Body = { contentType: string | undefined; body: string | undefined };
const body: fc.Arbitrary<Body> = fc.oneof(
  fields.map((values) => ({ contentType: FORM, body: new URLSearchParams(values).toString() })),
  fields.map((values) => ({
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body:
      Object.entries(values)
        .map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
        .join("") + `--${BOUNDARY}--\r\n`,
  })),
  fc.jsonValue({ maxDepth: 3 }).map((value) => ({ contentType: "application/json", body: JSON.stringify(value) })),
  fields.map((values) => ({ contentType: "application/json", body: JSON.stringify(values) })),
  orderPayload.map((payload) => ({ contentType: "application/json", body: JSON.stringify(payload) })),
  fc.tuple(
    fc.constantFrom(
      undefined,
      "",
      FORM,
      `${FORM}; charset=iso-8859-1`,
      "multipart/form-data",
      "multipart/form-data; boundary=",
      `multipart/form-data; boundary=${BOUNDARY}`,
      "application/json",
      "application/json; charset=utf-16",
      "text/plain",
      "application/xml",
      "*/*",
      ";;;=",
    ),
    fc.oneof(fc.constant(undefined), hostileText, fc.constant("{\"a\":"), fc.constant("x".repeat(70 * 1024))),
  ).map(([contentType, text]) => ({ contentType, body: text })),
);

// Mostly what routes answer, so requests get past the method check and into loaders and actions.
const METHODS = ["GET", "GET", "GET", "HEAD", "POST", "POST", "POST", "POST", "POST", "PUT", "PATCH", "DELETE", "DELETE", "OPTIONS", "TRACE", "PROPFIND"];

const request = fc.record({
  method: fc.constantFrom(...METHODS),
  path,
  body,
  who: fc.constantFrom("anonymous", "customer", "admin", "forged"),
  accept: fc.constantFrom(undefined, "application/json", "text/html", "*/*"),
});

describe("fuzzing the request handler", () => {
  it(`answers ${RUNS} generated hostile requests deliberately`, { timeout: 60_000 + RUNS * 500 }, async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(request, async ({ method, path: target, body: { contentType, body: text }, who, accept }) => {
        const headers: Record<string, string> = {};
        if (contentType !== undefined) headers["Content-Type"] = contentType;
        if (accept) headers.Accept = accept;
        if (who === "admin") headers.Cookie = adminCookie;
        if (who === "customer") headers.Cookie = customerCookie;
        if (who === "forged") headers.Cookie = "__session=forged; theme=%3Cscript%3E; cart=nope";
        const before = await rowCounts(server.db);
        const response = await rawRequest(server, { method, path: target, headers, body: method === "GET" || method === "HEAD" ? undefined : text });
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        const what = `${method} ${target.slice(0, 200)} [${contentType}] -> ${response.status}`;
        expect(response.status, what).toBeLessThan(500);
        expect(response.body, what).not.toMatch(FOREIGN_PAGE);
        if (response.status >= 400) expect(await rowCounts(server.db), what).toEqual(before);
      }),
      { numRuns: RUNS },
    );
    console.log(`fuzz: ${RUNS} requests, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`);
  });

  // The request log (issue 37) after every body above and a sweep of every
  // route with a form and a JSON body full of what must never be logged.
  it("logs one line per request with only its fields, and nothing a request carried", { timeout: 60_000 }, async () => {
    const email = "log.leak.check@example.com";
    const secrets = [email, "Leaky-Password-93817", "4000056655665556", "log-leak-code-7731", ...sessionTokens];
    for (const template of templates) {
      const target = template.replace(/:\w+\??|\*/g, "1");
      const headers = { Cookie: `${customerCookie}; theme=log-leak-code-7731`, Authorization: `Bearer ${sessionTokens[1]}` };
      const form = new URLSearchParams({ email, password: "Leaky-Password-93817", cardNumber: "4000056655665556", code: "log-leak-code-7731" }).toString();
      await rawRequest(server, { method: "POST", path: `${target}?email=${encodeURIComponent(email)}`, headers: { ...headers, "Content-Type": FORM }, body: form });
      await rawRequest(server, { method: "POST", path: target, headers: { ...headers, "Content-Type": "application/json" }, body: JSON.stringify({ email, password: "Leaky-Password-93817" }) });
    }
    const requestLines = server.logs.filter((line) => line.msg === "request");
    expect(requestLines.length).toBeGreaterThan(RUNS + templates.length);
    const allowed = ["level", "time", "pid", "requestId", "method", "route", "status", "durationMs", "bytes", "cache", "user", "client", "aborted", "msg"];
    for (const line of requestLines) expect(Object.keys(line).filter((key) => !allowed.includes(key))).toEqual([]);
    const text = server.logText();
    for (const secret of [...secrets, "fuzz@example.com", "<script>"]) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/[^\s"@]+@[^\s"@]+\.[a-z]{2,}/i);
  });
});
