// The current user is resolved once per request: the root loader, the page's
// loader, the cart lookup and the action all share one session lookup. Counted
// through the app's own database (drizzle's query log), nothing mocked.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createShopper, type Shopper } from "../support/shopper";
import { startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
let statements: string[] = [];
beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_MULTIPLIER: "1000" }, onQuery: (sql) => statements.push(sql) });
});
afterAll(async () => {
  await server.close();
});

/** The session lookups (reads of the sessions table) one request makes. */
async function sessionReads(send: () => Promise<Response>) {
  statements = [];
  const response = await send();
  const body = await response.text();
  const reads = statements.filter((sql) => /^select\b/i.test(sql) && /\bfrom "sessions"/i.test(sql)).length;
  return { response, body, reads };
}

async function signedInShopperWithCart(email: string): Promise<Shopper> {
  const shopper = createShopper(server);
  const registered = await shopper.postJson("/api/auth/register", {
    email,
    password: "quiet-lantern-4821",
    firstName: "Ana",
    lastName: "Lima",
  });
  expect(registered.status).toBe(201);
  await shopper.addToCart(1);
  return shopper;
}

describe("the current user, once per request", () => {
  it("renders /checkout for a signed-in shopper (root loader, page loader, cart) with one session lookup", async () => {
    const shopper = await signedInShopperWithCart("once@example.com");
    const { response, body, reads } = await sessionReads(() => shopper.get("/checkout"));
    expect(response.status).toBe(200);
    // What the user notices: their e-mail filled in and their cart's line on the page.
    expect(body).toMatch(/name="email"[^>]*value="once@example.com"/);
    expect(body).toContain("Open Range");
    expect(reads).toBe(1);

    // A client-side navigation fetches the same loaders' data in one request.
    const data = await sessionReads(() => shopper.get("/checkout.data"));
    expect(data.response.status).toBe(200);
    expect(data.body).toContain("once@example.com");
    expect(data.reads).toBe(1);
  });

  it("places nothing and looks the session up once when a plain form post is declined (action and loaders)", async () => {
    const shopper = await signedInShopperWithCart("declined@example.com");
    const page = await shopper.get("/checkout");
    const key = /name="idempotencyKey"[^>]*value="([^"]+)"/.exec(await page.text())![1]!;
    const { response, body, reads } = await sessionReads(() =>
      shopper.post("/checkout", {
        name: "Ana Lima",
        email: "declined@example.com",
        address: "1 Larimer St",
        city: "Denver",
        country: "United States",
        cardName: "Ana Lima",
        cardNumber: "4000 0000 0000 0002",
        cardExpiry: "12/39",
        cardCvv: "123",
        idempotencyKey: key,
        intent: "place-order",
      }),
    );
    expect(response.status).toBe(402);
    expect(body).toContain("Your card was declined.");
    expect(reads).toBe(1);
  });
});
