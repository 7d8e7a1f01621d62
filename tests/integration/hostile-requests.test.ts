// Hostile and malformed requests against the real server: every answer is
// deliberate (the app's own page or JSON, a 4xx with a clear message), and a
// refused request writes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FOREIGN_PAGE, rawRequest } from "../support/raw-http";
import { rowCounts } from "../support/row-counts";
import { startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_MULTIPLIER: "1000" } });
});
afterAll(async () => {
  await server.close();
});

const FORM = "application/x-www-form-urlencoded";

/** The app's own error page: its shell, the status and the message. */
function expectAppErrorPage(body: string, status: number, message: string) {
  expect(body).toContain(`Error ${status}`);
  expect(body).toContain(message);
  expect(body).toContain("Back to Home");
  expect(body).not.toMatch(FOREIGN_PAGE);
}

/** A POST whose body is sent byte for byte ("\xff" stays one byte that is not UTF-8). */
const postBytes = (path: string, headers: Record<string, string>, body: string) =>
  rawRequest(server, { method: "POST", path, headers, body: Buffer.from(body, "latin1") });

describe("methods", () => {
  it.each([
    ["PUT", "/", "GET, HEAD"],
    ["DELETE", "/shop", "GET, HEAD"],
    ["PATCH", "/reviews/new", "GET, HEAD, POST"],
    ["OPTIONS", "/faq", "GET, HEAD"],
    ["TRACE", "/cart", "GET, HEAD"],
    ["PUT", "/checkout", "GET, HEAD, POST"],
    ["DELETE", "/login", "GET, HEAD, POST"],
    ["PATCH", "/no-such-page", "GET, HEAD, POST"],
    // Action-only routes a form posts to.
    ["GET", "/resources/theme", "POST"],
    ["GET", "/resources/newsletter", "POST"],
    ["GET", "/resources/favorites", "POST"],
    // The JSON API answers in JSON.
    ["GET", "/api/auth/login", "POST"],
    ["GET", "/api/reviews", "POST"],
    ["GET", "/api/create-payment-intent", "POST"],
    ["GET", "/api/favorites/1", "DELETE"],
    ["POST", "/api/auth/me", "GET, HEAD"],
    ["PUT", "/api/fragrances/1", "GET, HEAD, PATCH, DELETE"],
    ["OPTIONS", "/api/fragrances", "GET, HEAD, POST"],
  ])("answers %s %s with 405 and Allow: %s", async (method, path, allow) => {
    const response = await rawRequest(server, { method, path });
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe(allow);
    const message = `This address does not answer ${method} requests.`;
    if (path.startsWith("/api/")) {
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(JSON.parse(response.body)).toEqual({ message });
    } else {
      expectAppErrorPage(response.body, 405, message);
    }
  });

  it("refuses PUT and DELETE on a page with an action before the action runs", async () => {
    const before = await rowCounts(server.db);
    const fields = new URLSearchParams({ intent: "register", email: "put@example.com", password: "long enough 1", confirmPassword: "long enough 1" });
    for (const method of ["PUT", "DELETE", "PATCH"]) {
      const response = await rawRequest(server, { method, path: "/login", headers: { "Content-Type": FORM }, body: fields.toString() });
      expect(response.status).toBe(405);
    }
    expect(await rowCounts(server.db)).toEqual(before);
  });

  it.each(["/", "/shop", "/product/1", "/faq", "/healthz", "/api/fragrances/1", "/images/fragrances/1/bottle.svg", "/sitemap.xml", "/favicon.svg"])(
    "answers HEAD %s like GET, without a body",
    async (path) => {
      const get = await rawRequest(server, { path });
      const head = await rawRequest(server, { method: "HEAD", path });
      expect(head.status).toBe(get.status);
      expect(head.headers["content-type"]).toBe(get.headers["content-type"]);
      expect(head.body).toBe("");
    },
  );
});

describe("content types and bodies", () => {
  const FORM_ACTIONS = ["/resources/newsletter", "/resources/cart", "/resources/theme", "/login", "/checkout", "/reviews/new?fragranceId=1", "/admin/reviews"];
  const WRONG_BODIES: [string, Record<string, string>, string, number, string][] = [
    ["JSON", { "Content-Type": "application/json" }, '{"email":"a@example.com"}', 415, "This form must be sent as"],
    ["XML", { "Content-Type": "application/xml" }, "<email>a@example.com</email>", 415, "This form must be sent as"],
    ["text/plain", { "Content-Type": "text/plain" }, "email=a@example.com", 415, "This form must be sent as"],
    ["no content type", {}, "email=a@example.com", 415, "This form must be sent as"],
    ["an empty content type", { "Content-Type": "" }, "email=a@example.com", 415, "This form must be sent as"],
    ["multipart without a boundary", { "Content-Type": "multipart/form-data" }, "email=a", 400, "no valid multipart boundary"],
    ["multipart with a bad boundary", { "Content-Type": "multipart/form-data; boundary=" }, "--\r\n", 400, "no valid multipart boundary"],
    ["multipart whose body does not match", { "Content-Type": "multipart/form-data; boundary=xyz" }, "--abc\r\nnonsense", 400, "The form data could not be read."],
    ["a Latin-1 charset", { "Content-Type": `${FORM}; charset=iso-8859-1` }, "email=a@example.com", 415, "Send form data encoded as UTF-8."],
    ["bytes that are not UTF-8", { "Content-Type": FORM }, "email=\xff\xfe@example.com", 400, "The form data is not valid UTF-8."],
  ];

  it.each(FORM_ACTIONS)("refuses every non-form body posted to %s, writing nothing", async (path) => {
    const before = await rowCounts(server.db);
    for (const [, headers, body, status, message] of WRONG_BODIES) {
      const response = await postBytes(path, headers, body);
      expect(response.status).toBe(status);
      expectAppErrorPage(response.body, status, message);
    }
    expect(await rowCounts(server.db)).toEqual(before);
  });

  it("accepts the same form as urlencoded and as multipart", async () => {
    const urlencoded = await server.fetch("/resources/newsletter", {
      method: "POST",
      headers: { "Content-Type": FORM },
      body: new URLSearchParams({ email: "urlencoded@example.com", redirectTo: "/faq" }),
    });
    const multipartForm = new FormData();
    multipartForm.set("email", "multipart@example.com");
    multipartForm.set("redirectTo", "/faq");
    const multipart = await server.fetch("/resources/newsletter", { method: "POST", body: multipartForm });
    for (const response of [urlencoded, multipart]) {
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/faq");
    }
    const list = await server.db.query.newsletterSubscribers.findMany();
    expect(list.map((row) => row.email)).toEqual(expect.arrayContaining(["urlencoded@example.com", "multipart@example.com"]));
  });

  it.each([
    ["text/plain", { "Content-Type": "text/plain" }, '{"email":"a@example.com","password":"x"}', 415, "Send the request body as application/json."],
    ["a form", { "Content-Type": FORM }, "email=a@example.com&password=x", 415, "Send the request body as application/json."],
    ["XML", { "Content-Type": "application/xml" }, "<a/>", 415, "Send the request body as application/json."],
    ["no content type", {}, '{"email":"a@example.com"}', 415, "Send the request body as application/json."],
    ["a Latin-1 charset", { "Content-Type": "application/json; charset=latin1" }, "{}", 415, "Send JSON encoded as UTF-8."],
    ["malformed JSON", { "Content-Type": "application/json" }, '{"email":', 400, "The request body must be valid JSON."],
    ["bytes that are not UTF-8", { "Content-Type": "application/json" }, '{"email":"\xff"}', 400, "The request body must be valid JSON."],
  ])("answers a JSON API call with %s as JSON %i", async (_label, headers, body, status, message) => {
    const before = await rowCounts(server.db);
    for (const path of ["/api/auth/register", "/api/reviews", "/api/create-payment-intent", "/api/favorites"]) {
      const response = await postBytes(path, headers, body);
      expect(response.status).toBe(status);
      expect(JSON.parse(response.body)).toEqual({ message });
    }
    expect(await rowCounts(server.db)).toEqual(before);
  });

  it("answers oversized bodies with 413, whether their length is declared or streamed", async () => {
    const before = await rowCounts(server.db);
    const bigForm = `email=big@example.com&redirectTo=/&pad=${"x".repeat(70 * 1024)}`;
    const declared = await rawRequest(server, { method: "POST", path: "/resources/newsletter", headers: { "Content-Type": FORM }, body: bigForm });
    expect(declared.status).toBe(413);
    expectAppErrorPage(declared.body, 413, "The request body is larger than 64 KiB.");

    const streamed = await rawRequest(server, {
      method: "POST",
      path: "/api/auth/register",
      headers: { "Content-Type": "application/json", "Transfer-Encoding": "chunked" },
      body: JSON.stringify({ email: "big@example.com", password: "x".repeat(70 * 1024) }),
    });
    expect(streamed.status).toBe(413);
    expect(JSON.parse(streamed.body)).toEqual({ message: "The request body is larger than 64 KiB." });

    const multipartForm = new FormData();
    multipartForm.set("email", "big@example.com");
    multipartForm.set("pad", "x".repeat(130 * 1024));
    const multipart = await server.fetch("/resources/newsletter", { method: "POST", body: multipartForm });
    expect(multipart.status).toBe(413);
    expect(await multipart.text()).toContain("The request body is larger than 128 KiB.");
    expect(await rowCounts(server.db)).toEqual(before);
  });
});

describe("malformed addresses", () => {
  it.each([
    ["/%", "This address is not valid."],
    ["/product/%E0%A4%A", "This address is not valid."],
    ["/product/%E0%A4%A?x=1", "This address is not valid."],
    ["/build/%", "This address is not valid."],
    ["/build/%E0%A4%A.js", "This address is not valid."],
    ["/favicon.ico%", "This address is not valid."],
    ["/shop/%00", "This address is not valid."],
    ["/%5C", "This address is not valid."],
    ["/%5Cevil.example", "This address is not valid."],
    ["/product/1%0d%0aSet-Cookie:%20a=1", "This address is not valid."],
    [`/shop/${"a".repeat(5000)}`, "This address is too long."],
    [`/shop?q=${"a".repeat(5000)}`, "This address is too long."],
  ])("answers %s with the app's 400 page", async (path, message) => {
    const response = await rawRequest(server, { path });
    expect(response.status).toBe(400);
    expect(response.headers["set-cookie"]).toBeUndefined();
    expectAppErrorPage(response.body, 400, message);
  });

  it.each(["/build/%2e%2e", "/orders/%2e%2e", "/build/", "/build/_shared"])("answers the directory address %s with an app page, not a static-file redirect", async (path) => {
    const response = await rawRequest(server, { path });
    expect([200, 404]).toContain(response.status);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toContain(`<html lang="en"`);
    expect(response.body).not.toMatch(FOREIGN_PAGE);
  });

  it("answers a malformed address with JSON under /api, and for other methods too", async () => {
    const response = await rawRequest(server, { method: "POST", path: "/api/favorites/%E0%A4%A", headers: { "Content-Type": "application/json" }, body: "{}" });
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({ message: "This address is not valid." });
  });
});

describe("redirect targets", () => {
  const HOSTILE = [
    "//evil.example",
    "/\\evil.example",
    "/%5Cevil.example",
    "/%2F%2Fevil.example",
    "/\tevil",
    "/shop%0d%0aSet-Cookie:%20stolen=1",
    "/shop\r\nSet-Cookie: stolen=1",
    "javascript:alert(1)",
    "https://evil.example/",
  ];

  it.each(HOSTILE)("sends a theme change with redirectTo %j back home, with no injected header", async (redirectTo) => {
    const response = await rawRequest(server, {
      method: "POST",
      path: "/resources/theme",
      headers: { "Content-Type": FORM },
      body: new URLSearchParams({ theme: "dark", redirectTo }).toString(),
    });
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe("/");
    expect(JSON.stringify(response.headers["set-cookie"] ?? [])).not.toContain("stolen");
  });

  it.each(HOSTILE)("logs a shopper in and lands on /account for redirectTo %j", async (redirectTo) => {
    const email = `redirect-${Math.random().toString(36).slice(2)}@example.com`;
    const register = await server.fetch(`/login?${new URLSearchParams({ redirectTo })}`, {
      method: "POST",
      headers: { "Content-Type": FORM },
      body: new URLSearchParams({ intent: "register", email, password: "a long password 1", confirmPassword: "a long password 1", redirectTo }),
    });
    expect(register.status).toBe(302);
    expect(register.headers.get("Location")).toBe("/account");
  });

  it("shows the login page for a hostile redirectTo in its address, never a 500", async () => {
    for (const redirectTo of HOSTILE) {
      const response = await server.fetch(`/login?${new URLSearchParams({ redirectTo })}`);
      expect(response.status).toBe(200);
      // The forms carry the safe target; the hostile value only ever appears
      // percent-encoded inside this page's own address.
      const html = await response.text();
      expect(html).toContain('name="redirectTo" value="/account"');
      expect(html).not.toMatch(/(?:href|action|value)="(?:\/\/|\/\\|javascript:|https:)/);
    }
  });
});

describe("caching", () => {
  it.each(["/account", "/login", "/cart", "/checkout", "/admin", "/orders/nope", "/reviews/new?fragranceId=1", "/api/auth/me", "/resources/cart"])(
    "marks %s private, no-store",
    async (path) => {
      const response = await server.fetch(path);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    },
  );

  it("marks every response that sets a cookie private, no-store", async () => {
    const response = await server.fetch("/resources/theme", {
      method: "POST",
      headers: { "Content-Type": FORM },
      body: new URLSearchParams({ theme: "dark", redirectTo: "/shop" }),
    });
    expect(response.headers.getSetCookie().length).toBeGreaterThan(0);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("marks a catalogue page or API answer rendered for someone's cookie private, and never sets a cookie on an anonymous one", async () => {
    for (const path of ["/", "/shop", "/product/1", "/faq", "/api/fragrances"]) {
      // A cart cookie makes the page that shopper's (the theme alone does not: decision 0025).
      const withCookie = await server.fetch(path, { headers: { Cookie: "onbrand-cart=abc" } });
      expect(withCookie.headers.get("Cache-Control")).toBe("private, no-store");
      const anonymous = await server.fetch(path);
      expect(anonymous.status).toBe(200);
      expect(anonymous.headers.getSetCookie()).toEqual([]);
      expect(anonymous.headers.get("Cache-Control") ?? "").not.toMatch(/private|no-store/);
    }
  });

  it("sends Strict-Transport-Security in production, on pages and static files", async () => {
    for (const path of ["/", "/api/fragrances", "/favicon.svg", "/%"]) {
      const response = await rawRequest(server, { path });
      expect(response.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    }
  });
});

describe("HSTS outside production", () => {
  it("is not sent by a development server (plain HTTP on a laptop)", async () => {
    const development = await startTestServer({ env: { NODE_ENV: "development" } });
    try {
      const response = await development.fetch("/faq");
      expect(response.status).toBe(200);
      expect(response.headers.get("Strict-Transport-Security")).toBeNull();
    } finally {
      await development.close();
    }
  });
});

describe("host headers", () => {
  it("builds absolute links from the Host, not from an X-Forwarded-Host no proxy vouches for", async () => {
    const response = await rawRequest(server, { path: "/product/1", headers: { "X-Forwarded-Host": "evil.example" } });
    expect(response.status).toBe(200);
    expect(response.body).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/product\/1"/);
    expect(response.body).not.toContain("evil.example");
  });
});
