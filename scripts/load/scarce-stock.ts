// The load generator's scarce-stock phase (issue 34): many shoppers race for
// the last bottles of one fragrance through the shop's own forms, as a browser
// without JavaScript posts them (and follows the redirect to see the toast).
// Before the phase, the fragrance's 10 ml stock is set to exactly `bottles` by
// one 'counted' movement written straight into the database (never
// stock_levels: the trigger derives it). After it, the ledger, the orders and
// what each shopper was told are compared (accountScarceStock).
import { createClient } from "@libsql/client";
import { checkoutFormValues, expectStatus, formPost, pageMessages, raceShopper, timedStep, Unclear } from "./form-steps";
import type { PlacedOrder } from "./shopper-session";
import type { Stats } from "./stats";

export const SCARCE_STEPS = ["product", "add to cart", "cart change", "page after cart post", "checkout page", "place order", "order page"] as const;
type Step = (typeof SCARCE_STEPS)[number];

/** The size raced for: the spec's 10 ml roll-on. */
const SIZE = "10ml";
const TEST_CARD = { cardName: "Scarce Shopper", cardNumber: "4242 4242 4242 4242", cardExpiry: "12/39", cardCvv: "123" };
/** A shopper told "Only N left" (N > 0) looks at the updated cart and places the order again, this many times at most. */
const MAX_PLACE_ATTEMPTS = 5;

export type ScarceSetup = {
  fragranceId: number;
  name: string;
  bottles: number;
  /** What the shelf held before the phase's 'counted' movement. */
  before: number;
  /** The phase's movements and orders are the ones after these ids. */
  sinceMovementId: number;
  sinceOrderId: number;
};

/**
 * Sets the fragrance's 10 ml on hand to exactly `bottles` with one 'counted'
 * movement (delta = bottles − on hand), as an admin's stock count would.
 */
export async function setScarceStock(databaseUrl: string, fragranceId: number, bottles: number): Promise<ScarceSetup> {
  const client = createClient({ url: databaseUrl });
  try {
    const name = String((await client.execute({ sql: "select name from fragrances where id = ?", args: [fragranceId] })).rows[0]?.name ?? "");
    if (!name) throw new Error(`No fragrance ${fragranceId} to race for`);
    const before = Number(
      (await client.execute({ sql: "select on_hand from stock_levels where fragrance_id = ? and size = ?", args: [fragranceId, SIZE] })).rows[0]?.on_hand ?? 0,
    );
    const sinceOrderId = Number((await client.execute("select coalesce(max(id), 0) as id from orders")).rows[0]?.id ?? 0);
    const sinceMovementId = Number((await client.execute("select coalesce(max(id), 0) as id from stock_movements")).rows[0]?.id ?? 0);
    if (bottles !== before) {
      await client.execute({
        sql: "insert into stock_movements (fragrance_id, size, delta, reason, note) values (?, ?, ?, 'counted', 'Load generator: scarce-stock phase')",
        args: [fragranceId, SIZE, bottles - before],
      });
    }
    const after = Number(
      (await client.execute({ sql: "select on_hand from stock_levels where fragrance_id = ? and size = ?", args: [fragranceId, SIZE] })).rows[0]?.on_hand ?? -1,
    );
    if (after !== bottles) throw new Error(`Setting the stock left ${after} on hand, not ${bottles}`);
    // The counted movement itself is before the phase: its sales are the rows after it.
    const counted = Number((await client.execute("select coalesce(max(id), 0) as id from stock_movements")).rows[0]?.id ?? 0);
    return { fragranceId, name, bottles, before, sinceMovementId: Math.max(sinceMovementId, counted), sinceOrderId };
  } finally {
    client.close();
  }
}

export type ScarceOutcomes = {
  /** Orders the shoppers saw confirmed, with the units of the raced fragrance in each. */
  confirmed: (PlacedOrder & { units: number })[];
  /** Submits whose answer never came (a timeout, a dropped connection): the order may or may not exist. */
  uncertain: PlacedOrder[];
  soldOutAtAdd: number;
  /** Asked for more in the cart after it had sold out: the line was removed with "Only 0 left of …". */
  onlyZeroInCart: number;
  onlyZeroAtCheckout: number;
  /** "Only N left" with N > 0 at checkout: the cart was set to N and the shopper placed the order again. */
  retriedAfterOnlyN: number;
  /** Anything else: a 5xx, an unexpected status, a refusal without the stock message, no answer. */
  unclear: string[];
};

/** The value of the checkout form's quantity field for the fragrance's 10 ml line (`line-<id>`). */
function lineQuantity(body: string, fragranceId: number) {
  const input = [...body.matchAll(/<input\b[^>]*>/g)].map((match) => match[0]).find((tag) => tag.includes(`name="line-${fragranceId}"`));
  return Number(/value="(\d+)"/.exec(input ?? "")?.[1] ?? NaN);
}

/**
 * Runs `shoppers` shoppers at once (each arrives within the first second).
 * Each opens the product page, adds the bottle, sometimes asks for 2 or 3 in
 * the cart, opens the checkout and places the order with the test card,
 * reading each page for `thinkMs` (uniform in min-max) before the next click.
 * Without reading time, 200 shoppers asking for a freshly rendered page in
 * the same second queue past the renderer's 6 s stream timeout on a busy
 * 2-core machine (docs/benchmarks/2026-11-27-load-scarce-stock.md).
 */
export async function runScarcePhase({
  baseUrl,
  setup,
  shoppers,
  random,
  stats,
  requestTimeoutMs,
  seed,
  thinkMs,
}: {
  baseUrl: string;
  setup: ScarceSetup;
  shoppers: number;
  random: () => number;
  stats: Stats;
  requestTimeoutMs: number;
  seed: number;
  thinkMs: { min: number; max: number };
}): Promise<ScarceOutcomes> {
  const outcomes: ScarceOutcomes = { confirmed: [], uncertain: [], soldOutAtAdd: 0, onlyZeroInCart: 0, onlyZeroAtCheckout: 0, retriedAfterOnlyN: 0, unclear: [] };
  const { fragranceId } = setup;
  const productPath = `/product/${fragranceId}`;
  const plan = Array.from({ length: shoppers }, () => ({
    startMs: random() * 1000,
    wants: random() < 0.7 ? 1 : 2 + Math.floor(random() * 2),
    thinks: Array.from({ length: 2 + 2 * MAX_PLACE_ATTEMPTS }, () => thinkMs.min + random() * (thinkMs.max - thinkMs.min)),
  }));

  async function shop(index: number) {
    const { startMs, wants, thinks } = plan[index]!;
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const think = () => pause(thinks.shift() ?? thinkMs.min);
    await pause(startMs);
    const shopper = raceShopper(baseUrl, requestTimeoutMs);
    const email = `scarce-${seed}-${index + 1}@example.com`;

    const step = (stepName: Step, send: () => Promise<Response>) => timedStep(stats, stepName, send);
    const expect = (stepName: Step, status: number, response: Response, body: string) => expectStatus(stats, stepName, status, response, body);
    /** A cart post, then the page it redirects to, as a browser follows it: the toast says what happened. */
    async function cartPost(stepName: Step, fields: Record<string, string>) {
      const posted = await step(stepName, () => shopper.request("/resources/cart", formPost(fields)));
      expect(stepName, 302, posted.response, posted.body);
      const location = posted.response.headers.get("Location") ?? "";
      const page = await step("page after cart post", () => shopper.get(location));
      expect("page after cart post", 200, page.response, page.body);
      return pageMessages(page.body).toast;
    }

    let order: PlacedOrder | null = null;
    try {
      const product = await step("product", () => shopper.get(productPath));
      expect("product", 200, product.response, product.body);
      await think();
      const added = await cartPost("add to cart", { intent: "add", fragranceId: String(fragranceId), redirectTo: productPath });
      if (/ is sold out\.$/.test(added)) {
        outcomes.soldOutAtAdd += 1;
        return;
      }
      if (!added.includes("Added to Cart") && !/^Cart updated Only \d+ left of /.test(added)) throw new Unclear(`add to cart: toast "${added}"`);
      if (wants > 1) {
        await think();
        const changed = await cartPost("cart change", { intent: "update", fragranceId: String(fragranceId), size: SIZE, quantity: String(wants), redirectTo: "/cart" });
        if (!changed.startsWith("Cart updated")) throw new Unclear(`cart change: toast "${changed}"`);
        // Sold out since the add: the line is gone, and the toast says so.
        if (/Only 0 left of .*: your cart was updated\.$/.test(changed)) {
          outcomes.onlyZeroInCart += 1;
          return;
        }
      }

      for (let attempt = 1; attempt <= MAX_PLACE_ATTEMPTS; attempt++) {
        await think();
        const checkout = await step("checkout page", () => shopper.get("/checkout"));
        expect("checkout page", 200, checkout.response, checkout.body);
        const form = checkoutFormValues(checkout.body);
        const units = lineQuantity(checkout.body, fragranceId);
        if (!form || !Number.isInteger(units)) {
          throw new Unclear(`checkout page: no order form (${/Your cart is empty/.test(checkout.body) ? "empty cart" : "unknown page"})`);
        }
        const fields = {
          intent: "place-order",
          name: "Scarce Shopper",
          email,
          address: "1 Larimer St",
          city: "Denver",
          state: "CO",
          zip: "80202",
          country: "United States",
          ...TEST_CARD,
          discountCode: "",
          ...form,
        };
        await think();
        order = { idempotencyKey: form.idempotencyKey, publicId: null, expectedTotalCents: Number(form.expectedTotal) };
        const placed = await step("place order", () => shopper.request("/checkout", formPost(fields)));
        const location = placed.response.headers.get("Location") ?? "";
        const publicId = /^\/orders\/([0-9a-f]{32})$/.exec(location)?.[1];
        if (placed.response.status === 302 && publicId) {
          outcomes.confirmed.push({ ...order, publicId, units });
          order = null;
          const page = await step("order page", () => shopper.get(location));
          expect("order page", 200, page.response, page.body);
          return;
        }
        order = null;
        const { alert } = pageMessages(placed.body);
        const left = /Only (\d+) left of /.exec(alert);
        if (placed.response.status !== 409 || !alert.includes("Not enough in stock") || !left) {
          expect("place order", 409, placed.response, placed.body);
          throw new Unclear(`place order: 409 without the stock message (${alert.slice(0, 120)})`);
        }
        if (Number(left[1]) === 0) {
          outcomes.onlyZeroAtCheckout += 1;
          return;
        }
        outcomes.retriedAfterOnlyN += 1;
      }
      throw new Unclear(`place order: still short after ${MAX_PLACE_ATTEMPTS} attempts`);
    } catch (error) {
      if (!(error instanceof Unclear)) throw error;
      if (order) outcomes.uncertain.push(order);
      outcomes.unclear.push(error.message);
    }
  }

  await Promise.all(Array.from({ length: shoppers }, (_, index) => shop(index)));
  return outcomes;
}

export type ScarceAccounting = {
  /** −(sold + cancelled) in the ledger for the fragrance and size since the count. */
  soldInLedger: number;
  /** Units of it in the phase's orders that hold their stock (not failed or cancelled). */
  unitsInOrders: number;
  /** Units of it in every order line of the phase, whatever its status. */
  unitsInAllLines: number;
  /** Units in the orders the shoppers saw confirmed. */
  unitsConfirmed: number;
  onHand: number;
  /** stock_levels rows below zero (the CHECK forbids them). */
  negativeLevels: number;
  /** Fragrance/size pairs whose on_hand is not the sum of their ledger. */
  ledgerMismatches: number;
  /** Order lines (any phase) whose stock is not in the ledger as the order's status says it should be. */
  linesWithoutTheirStock: number;
};

/** Read once the server has stopped, like the order accounting. */
export async function accountScarceStock(databaseUrl: string, setup: ScarceSetup, outcomes: ScarceOutcomes): Promise<ScarceAccounting> {
  const client = createClient({ url: databaseUrl });
  const one = async (sql: string, args: (string | number)[] = []) => Number((await client.execute({ sql, args })).rows[0]?.n ?? 0);
  const { fragranceId, sinceMovementId, sinceOrderId } = setup;
  try {
    const soldInLedger = -(await one(
      "select coalesce(sum(delta), 0) as n from stock_movements where fragrance_id = ? and size = ? and id > ? and reason in ('sold', 'cancelled')",
      [fragranceId, SIZE, sinceMovementId],
    ));
    const linesOf = (statusClause: string) =>
      one(
        `select coalesce(sum(oi.quantity), 0) as n from order_items oi join orders o on o.id = oi.order_id
         where o.id > ? and oi.fragrance_id = ? and oi.size = ? ${statusClause}`,
        [sinceOrderId, fragranceId, SIZE],
      );
    const unitsInOrders = await linesOf("and o.status not in ('failed', 'cancelled')");
    const unitsInAllLines = await linesOf("");
    const onHand = await one("select on_hand as n from stock_levels where fragrance_id = ? and size = ?", [fragranceId, SIZE]);
    const negativeLevels = await one("select count(*) as n from stock_levels where on_hand < 0");
    const ledgerMismatches = await one(
      `select count(*) as n from (
         select l.fragrance_id, l.size, l.on_hand, (select coalesce(sum(m.delta), 0) from stock_movements m where m.fragrance_id = l.fragrance_id and m.size = l.size) as ledger
         from stock_levels l
       ) where on_hand <> ledger`,
    );
    const levelsMissing = await one(
      "select count(*) as n from (select distinct fragrance_id, size from stock_movements) m where not exists (select 1 from stock_levels l where l.fragrance_id = m.fragrance_id and l.size = m.size)",
    );
    // Every order line holding stock has its sale in the ledger (net of what was given back);
    // a failed or cancelled order's lines have nothing left taken.
    const linesWithoutTheirStock = await one(
      `select count(*) as n from (
         select o.status, oi.quantity,
           -(select coalesce(sum(m.delta), 0) from stock_movements m
              where m.order_id = o.id and m.fragrance_id = oi.fragrance_id and m.size = oi.size and m.reason in ('sold', 'cancelled')) as taken
         from (select order_id, fragrance_id, size, sum(quantity) as quantity from order_items where fragrance_id is not null group by 1, 2, 3) oi
         join orders o on o.id = oi.order_id
       ) where taken <> case when status in ('failed', 'cancelled') then 0 else quantity end`,
    );
    return {
      soldInLedger,
      unitsInOrders,
      unitsInAllLines,
      unitsConfirmed: outcomes.confirmed.reduce((sum, order) => sum + order.units, 0),
      onHand,
      negativeLevels,
      ledgerMismatches: ledgerMismatches + levelsMissing,
      linesWithoutTheirStock,
    };
  } finally {
    client.close();
  }
}

/** Each thing the phase must show; an empty list is a pass. */
export function scarceViolations(setup: ScarceSetup, outcomes: ScarceOutcomes, accounting: ScarceAccounting, lostOrders: number): string[] {
  const { bottles } = setup;
  const violations: string[] = [];
  const must = (ok: boolean, what: string) => ok || violations.push(what);
  must(accounting.soldInLedger === bottles, `the ledger sold ${accounting.soldInLedger}, not ${bottles}`);
  must(accounting.unitsInOrders === bottles, `the orders hold ${accounting.unitsInOrders} units, not ${bottles}`);
  must(accounting.unitsConfirmed === bottles, `the shoppers were confirmed ${accounting.unitsConfirmed} units, not ${bottles}`);
  must(accounting.onHand === 0, `${accounting.onHand} left on hand, not 0`);
  must(accounting.unitsInAllLines <= bottles && accounting.negativeLevels === 0, `oversold: ${accounting.unitsInAllLines} units in order lines, ${accounting.negativeLevels} levels below zero`);
  must(accounting.ledgerMismatches === 0, `${accounting.ledgerMismatches} fragrance/size on_hand values differ from the sum of their ledger`);
  must(lostOrders === 0 && accounting.linesWithoutTheirStock === 0, `lost: ${lostOrders} confirmed orders missing, ${accounting.linesWithoutTheirStock} order lines without their stock in the ledger`);
  must(outcomes.unclear.length === 0, `${outcomes.unclear.length} shoppers got no clear answer`);
  return violations;
}
