// One simulated shopper's visit, as a browser without JavaScript makes it:
// pages by GET, forms by POST with the page's Origin and an empty honeypot.
import { createShopper } from "../../tests/support/shopper";
import type { Stats } from "./stats";

export const STEPS = [
  "home",
  "shop",
  "search",
  "product",
  "add to cart",
  "register",
  "login",
  "cart",
  "checkout page",
  "apply discount",
  "place order",
  "order page",
] as const;
type Step = (typeof STEPS)[number];

const SEARCH_WORDS = ["rose", "oud", "vanilla", "citrus", "amber", "musk", "fresh", "sweet", "wood", "night"];
const TEST_CARD = { cardName: "Load Shopper", cardNumber: "4242 4242 4242 4242", cardExpiry: "12/39", cardCvv: "123" };
const PASSWORD = "load-test-password";

/** An order the shopper saw confirmed (or could not tell), for the accounting. */
export type PlacedOrder = { idempotencyKey: string; publicId: string | null; expectedTotalCents: number };

export type SessionShared = {
  baseUrl: string;
  stats: Stats;
  fragranceCount: number;
  /** Accounts made during the run, which later visits log in with. */
  accounts: string[];
  confirmed: PlacedOrder[];
  /** Orders whose outcome the shopper never learned (timeouts, errors): may or may not exist. */
  uncertain: PlacedOrder[];
  requestTimeoutMs: number;
  nextEmail: () => string;
};

class StepFailed extends Error {}

/**
 * A visit: home, shop, a search, a product, add to cart (sometimes twice),
 * sometimes register or log in, cart, checkout with the test card, the order
 * page. `think` waits between steps like a person reading. Stops early when
 * `shouldStop` says the run is over; a failed step ends the visit.
 */
export async function runSession(shared: SessionShared, random: () => number, think: () => Promise<void>, shouldStop: () => boolean) {
  const { stats } = shared;
  const shopper = createShopper({
    baseUrl: shared.baseUrl,
    fetch: (path, init) =>
      fetch(`${shared.baseUrl}${path}`, { redirect: "manual", signal: AbortSignal.timeout(shared.requestTimeoutMs), ...init }),
  });
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const fragranceId = () => 1 + Math.floor(random() * shared.fragranceCount);

  /** Times one request; a status other than `expected` (or a network failure) is an error. */
  async function step(name: Step, expected: number, send: () => Promise<Response>) {
    // Once the run is over no visit starts another request; the ones in flight finish.
    if (shouldStop()) throw new StepFailed("the run is over");
    const started = performance.now();
    let response: Response;
    let body: string;
    try {
      response = await send();
      body = await response.text();
    } catch (error) {
      stats.error(name, error instanceof Error ? error.name + ": " + error.message : String(error));
      throw new StepFailed(name);
    }
    stats.record(name, performance.now() - started, started, response.headers.get("X-Cache"));
    if (response.status !== expected) {
      // The page's own alert says what went wrong (an empty cart, a changed total...).
      const alert = /role="alert"[^>]*>(.*?)<\/div>/s.exec(body)?.[1]?.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();
      stats.error(name, `status ${response.status}${alert ? ` (${alert.slice(0, 120)})` : ""}`);
      throw new StepFailed(name);
    }
    return { response, body };
  }

  const form = (fields: Record<string, string>) => ({
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ website: "", ...fields }).toString(),
  });

  let held: string | undefined;
  try {
    await step("home", 200, () => shopper.get("/"));
    await think();
    await step("shop", 200, () => shopper.get("/shop"));
    await think();
    await step("search", 200, () => shopper.get(`/shop?search=${pick(SEARCH_WORDS)}`));
    await think();
    const first = fragranceId();
    await step("product", 200, () => shopper.get(`/product/${first}`));
    await think();
    await step("add to cart", 302, () =>
      shopper.request("/resources/cart", form({ intent: "add", fragranceId: String(first), redirectTo: `/product/${first}` })),
    );
    if (random() < 0.4) {
      const second = fragranceId();
      await think();
      await step("product", 200, () => shopper.get(`/product/${second}`));
      await step("add to cart", 302, () =>
        shopper.request("/resources/cart", form({ intent: "add", fragranceId: String(second), redirectTo: `/product/${second}` })),
      );
    }
    if (shouldStop()) return;

    // Some visitors make an account, some come back to one (their cart moves into it).
    let email = shared.nextEmail();
    let returning = false;
    const account = random();
    // A returning account is taken out of the pool for the visit: two visits
    // in one account would share (and empty) one cart.
    const returningAccount = account >= 0.2 && account < 0.3 ? shared.accounts.shift() : undefined;
    held = returningAccount;
    if (account < 0.2) {
      await think();
      await step("register", 302, () => shopper.request("/login", form({ intent: "register", email, password: PASSWORD, firstName: "Load" })));
      // Others may log in to it once this visit is over (the finally below).
      held = email;
    } else if (returningAccount) {
      email = returningAccount;
      returning = true;
      await think();
      await step("login", 302, () => shopper.request("/login", form({ intent: "login", email, password: PASSWORD })));
    }

    await think();
    await step("cart", 200, () => shopper.get("/cart"));
    await think();
    const { body: checkoutHtml } = await step("checkout page", 200, () => shopper.get("/checkout"));
    const idempotencyKey = /name="idempotencyKey"[^>]*value="([^"]+)"/.exec(checkoutHtml)?.[1];
    let expectedTotal = /name="expectedTotals.standard"[^>]*value="(\d+)"/.exec(checkoutHtml)?.[1];
    if (!idempotencyKey || !expectedTotal) {
      stats.error("checkout page", `no order form (${/Your cart is empty/.test(checkoutHtml) ? "empty cart" : "unknown page"}) after ${returning ? "login" : account < 0.2 ? "registration" : "a guest visit"}`);
      return;
    }
    if (shouldStop()) return;
    const address = { name: "Load Shopper", email, address: "1 Larimer St", city: "Denver", state: "CO", zip: "80202", country: "United States" };
    // A first-time buyer (a fresh e-mail) applies the welcome code now and then;
    // the page answers with the discounted total, and the redemption becomes part of the order.
    let discountCode = "";
    if (!returning && random() < 0.2) {
      await think();
      const { body } = await step("apply discount", 200, () =>
        shopper.request("/checkout", form({ ...address, ...TEST_CARD, idempotencyKey, discountCode: "WELCOME10", intent: "apply-discount" })),
      );
      discountCode = "WELCOME10";
      expectedTotal = /name="expectedTotals.standard"[^>]*value="(\d+)"/.exec(body)?.[1] ?? expectedTotal;
    }
    await think();
    const fields = { intent: "place-order", ...address, ...TEST_CARD, discountCode, idempotencyKey, expectedTotal };
    const order: PlacedOrder = { idempotencyKey, publicId: null, expectedTotalCents: Number(expectedTotal) };
    let placed: Response | null = null;
    // A shopper whose submit fails presses the button once more: same form, same key.
    for (let attempt = 0; attempt < 2 && !placed; attempt++) {
      try {
        placed = (await step("place order", 302, () => shopper.request("/checkout", form(fields)))).response;
      } catch (error) {
        if (!(error instanceof StepFailed)) throw error;
      }
    }
    const location = placed?.headers.get("Location") ?? "";
    const publicId = /^\/orders\/([0-9a-f]{32})$/.exec(location)?.[1] ?? null;
    if (!publicId) {
      shared.uncertain.push(order);
      if (placed) stats.error("place order", `redirect to ${location || "nowhere"}`);
      return;
    }
    shared.confirmed.push({ ...order, publicId });
    await step("order page", 200, () => shopper.get(location));
  } catch (error) {
    if (!(error instanceof StepFailed)) throw error;
  } finally {
    if (held) shared.accounts.push(held);
  }
}
