// The load generator's limited-code phase (issue 35, decision 0051): a code
// limited to `uses` uses, raced for by many shoppers through the checkout form
// as a browser without JavaScript posts it (Apply, then Place Order). Then the
// release part: pending orders of the payment API take a small code's every
// use, fail unpaid, and the uses come back. The code rows are written straight
// into the database; `uses` is what the triggers derived.
import { createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { BUSY_TIMEOUT_MS, schema } from "../../db/client";
import { expireUnpaidOrders, UNPAID_ORDER_EXPIRY_MS } from "../../app/models/order-payment.server";
import { PROMOTION_MESSAGES } from "../../app/lib/promotion-rules";
import { checkoutFormValues, expectStatus, fieldError, formPost, raceShopper, timedStep, Unclear } from "./form-steps";
import type { PlacedOrder } from "./shopper-session";
import type { Stats } from "./stats";

export const CODE_STEPS = ["product", "add to cart", "checkout page", "apply code", "place order", "order page", "payment intent"] as const;
type Step = (typeof CODE_STEPS)[number];

const PERCENT = 15;
/** The release part's code: this many uses, all taken by pending orders that then fail. */
const RELEASE_USES = 5;
const TEST_CARD = { cardName: "Code Shopper", cardNumber: "4242 4242 4242 4242", cardExpiry: "12/39", cardCvv: "123" };
const ADDRESS = { address: "1 Larimer St", city: "Denver", state: "CO", zip: "80202", country: "United States" };

export type CodeSetup = { code: string; uses: number; releaseCode: string; sinceOrderId: number };

/** Inserts the raced code (LOAD50 for 50 uses) and the release part's code, no per-customer limit. */
export async function insertLimitedCodes(databaseUrl: string, uses: number): Promise<CodeSetup> {
  const client = createClient({ url: databaseUrl });
  const setup = { code: `LOAD${uses}`, uses, releaseCode: `RELEASE${RELEASE_USES}`, sinceOrderId: 0 };
  try {
    setup.sinceOrderId = Number((await client.execute("select coalesce(max(id), 0) as id from orders")).rows[0]?.id ?? 0);
    for (const [code, limit] of [[setup.code, uses], [setup.releaseCode, RELEASE_USES]] as const) {
      await client.execute({ sql: "insert into promotions (code, kind, value, total_use_limit) values (?, 'percent', ?, ?)", args: [code, PERCENT, limit] });
    }
    return setup;
  } finally {
    client.close();
  }
}

export type CodeOutcomes = {
  /** Every order confirmed, the release part's payment-API orders too (for the order accounting). */
  confirmed: PlacedOrder[];
  /** Checkout orders confirmed with the raced code. */
  codeOrders: number;
  uncertain: PlacedOrder[];
  /** The answers to Apply and to Place Order by status, and where the used-up message came. */
  statuses: { apply: Record<number, number>; place: Record<number, number> };
  usedUpAtApply: number;
  usedUpAtPlace: number;
  unclear: string[];
  release: { taken: number; refusedWhileTaken: boolean; expired: number; retaken: number; refusedAfter: boolean };
};

/**
 * `shoppers` shoppers, each with a fresh e-mail, arrive within one second:
 * a product page, add to cart (a bottle, sometimes a sample too), the
 * checkout page, Apply the code, Place Order with the test card, reading each
 * page for `thinkMs`. A shopper refused ("used up") does not order without it.
 */
export async function runLimitedCodePhase(options: {
  baseUrl: string;
  databaseUrl: string;
  setup: CodeSetup;
  shoppers: number;
  fragranceIds: readonly number[];
  random: () => number;
  stats: Stats;
  requestTimeoutMs: number;
  seed: number;
  thinkMs: { min: number; max: number };
}): Promise<CodeOutcomes> {
  const { baseUrl, setup, random, stats, thinkMs, fragranceIds } = options;
  const outcomes: CodeOutcomes = { confirmed: [], codeOrders: 0, uncertain: [], statuses: { apply: {}, place: {} }, usedUpAtApply: 0, usedUpAtPlace: 0, unclear: [], release: { taken: 0, refusedWhileTaken: false, expired: 0, retaken: 0, refusedAfter: false } };
  const pick = () => fragranceIds[Math.floor(random() * fragranceIds.length)]!;
  const plan = Array.from({ length: options.shoppers }, () => ({
    startMs: random() * 1000,
    lines: [{ fragranceId: pick(), size: "10ml" }, ...(random() < 0.4 ? [{ fragranceId: pick(), size: "2ml" }] : [])],
    thinks: Array.from({ length: 6 }, () => thinkMs.min + random() * (thinkMs.max - thinkMs.min)),
  }));

  async function shop(index: number) {
    const { startMs, lines, thinks } = plan[index]!;
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const think = () => pause(thinks.shift() ?? thinkMs.min);
    const shopper = raceShopper(baseUrl, options.requestTimeoutMs);
    const step = (name: Step, send: () => Promise<Response>) => timedStep(stats, name, send);
    const expect = (name: Step, status: number, response: Response, body: string) => expectStatus(stats, name, status, response, body);
    const usedUp = (body: string) => fieldError(body, "discountCode") === PROMOTION_MESSAGES.usedUp;
    const email = `code-${options.seed}-${index + 1}@example.com`;
    let order: PlacedOrder | null = null;
    try {
      await pause(startMs);
      const product = await step("product", () => shopper.get(`/product/${lines[0]!.fragranceId}`));
      expect("product", 200, product.response, product.body);
      for (const line of lines) {
        await think();
        const added = await step("add to cart", () => shopper.request("/resources/cart", formPost({ intent: "add", fragranceId: String(line.fragranceId), size: line.size, redirectTo: "/cart" })));
        expect("add to cart", 302, added.response, added.body);
      }
      await think();
      const checkout = await step("checkout page", () => shopper.get("/checkout"));
      expect("checkout page", 200, checkout.response, checkout.body);
      const blank = checkoutFormValues(checkout.body);
      if (!blank) throw new Unclear("checkout page: no order form");
      const fields = { name: "Code Shopper", email, ...ADDRESS, ...TEST_CARD, discountCode: setup.code.toLowerCase(), idempotencyKey: blank.idempotencyKey };
      await think();
      const applied = await step("apply code", () => shopper.request("/checkout", formPost({ ...fields, intent: "apply-discount" })));
      outcomes.statuses.apply[applied.response.status] = (outcomes.statuses.apply[applied.response.status] ?? 0) + 1;
      if (applied.response.status === 400 && usedUp(applied.body)) {
        outcomes.usedUpAtApply += 1;
        return;
      }
      expect("apply code", 200, applied.response, applied.body);
      const form = checkoutFormValues(applied.body);
      if (!form || Number(form.expectedTotal) >= Number(blank.expectedTotal)) throw new Unclear(`apply code: no discounted total (${form?.expectedTotal} of ${blank.expectedTotal})`);
      await think();
      order = { idempotencyKey: form.idempotencyKey, publicId: null, expectedTotalCents: Number(form.expectedTotal) };
      const placed = await step("place order", () => shopper.request("/checkout", formPost({ ...fields, ...form, intent: "place-order" })));
      outcomes.statuses.place[placed.response.status] = (outcomes.statuses.place[placed.response.status] ?? 0) + 1;
      const location = placed.response.headers.get("Location") ?? "";
      const publicId = /^\/orders\/([0-9a-f]{32})$/.exec(location)?.[1];
      if (placed.response.status === 302 && publicId) {
        outcomes.confirmed.push({ ...order, publicId });
        outcomes.codeOrders += 1;
        order = null;
        const page = await step("order page", () => shopper.get(location));
        expect("order page", 200, page.response, page.body);
        return;
      }
      order = null;
      if (placed.response.status === 400 && usedUp(placed.body)) {
        outcomes.usedUpAtPlace += 1;
        return;
      }
      expect("place order", 302, placed.response, placed.body);
      throw new Unclear(`place order: ${placed.response.status} to ${location || "nowhere"}`);
    } catch (error) {
      if (!(error instanceof Unclear)) throw error;
      if (order) outcomes.uncertain.push(order);
      outcomes.unclear.push(error.message);
    }
  }
  await Promise.all(plan.map((_, index) => shop(index)));

  // The release part. The payment API's orders wait for a payment; the test-mode
  // server has no provider to fail one, so the harness runs the server's own
  // hourly expiry (expireUnpaidOrders) as of a day later: unpaid, they fail.
  const intent = async (n: number) => {
    const key = `release-${options.seed}-${n}`;
    const body = {
      amount: 3900,
      orderDetails: {
        customerName: "Release Shopper",
        customerEmail: `release-${options.seed}-${n}@example.com`,
        shippingAddress: { name: "Release Shopper", address: ADDRESS.address, city: ADDRESS.city, state: ADDRESS.state, zipCode: ADDRESS.zip, country: ADDRESS.country },
        items: [{ fragranceId: fragranceIds[0]!, name: "x", quantity: 1, price: 4000 }],
        discountCode: setup.releaseCode,
      },
    };
    const shopper = raceShopper(baseUrl, options.requestTimeoutMs);
    const { response, body: text } = await timedStep(stats, "payment intent", () => shopper.postJson("/api/create-payment-intent", body, { "Idempotency-Key": key }));
    if (response.status === 201) {
      outcomes.confirmed.push({ idempotencyKey: key, publicId: (JSON.parse(text) as { orderId: string }).orderId, expectedTotalCents: body.amount });
      return "ordered";
    }
    return response.status === 422 && text.includes(PROMOTION_MESSAGES.usedUp) ? "used up" : `status ${response.status}`;
  };
  let n = 0;
  const round = async () => (await Promise.all(Array.from({ length: RELEASE_USES + 1 }, () => intent((n += 1))))).sort();
  const expected = [...Array<string>(RELEASE_USES).fill("ordered"), "used up"].sort();
  const first = await round();
  outcomes.release.taken = first.filter((answer) => answer === "ordered").length;
  outcomes.release.refusedWhileTaken = first.join() === expected.join();
  const direct = createClient({ url: options.databaseUrl, timeout: BUSY_TIMEOUT_MS });
  try {
    outcomes.release.expired = await expireUnpaidOrders({ db: drizzle(direct, { schema }), now: Date.now() + UNPAID_ORDER_EXPIRY_MS + 60_000 });
  } finally {
    direct.close();
  }
  const second = await round();
  outcomes.release.retaken = second.filter((answer) => answer === "ordered").length;
  outcomes.release.refusedAfter = second.join() === expected.join();
  for (const answer of [...first, ...second]) if (answer !== "ordered" && answer !== "used up") outcomes.unclear.push(`payment intent: ${answer}`);
  return outcomes;
}

export type CodeAccounting = { ordersWithCode: number; uses: number; inForce: number; wrongAmounts: string[]; release: { uses: number; inForce: number; released: number } };

/** Read once the server has stopped. */
export async function accountLimitedCode(databaseUrl: string, setup: CodeSetup): Promise<CodeAccounting> {
  const client = createClient({ url: databaseUrl });
  const rows = async (sql: string, args: (string | number)[] = []) => (await client.execute({ sql, args })).rows;
  const n = async (sql: string, args: (string | number)[] = []) => Number((await rows(sql, args))[0]?.n ?? 0);
  const inForce = "select count(*) as n from promotion_redemptions r join promotions p on p.id = r.promotion_id where p.code = ? and r.released_at is null";
  try {
    const orders = await rows(
      `select o.id, o.subtotal_cents, o.shipping_cents, o.discount_cents, o.total_cents, o.status,
         (select coalesce(sum(i.discount_cents), 0) from order_items i where i.order_id = o.id) as shares,
         (select r.discount_cents from promotion_redemptions r where r.order_id = o.id and r.released_at is null) as redeemed
       from orders o where o.id > ? and o.discount_code = ?`,
      [setup.sinceOrderId, setup.code],
    );
    const wrongAmounts = orders.flatMap((o) => {
      const [subtotal, shipping, discount, total] = [o.subtotal_cents, o.shipping_cents, o.discount_cents, o.total_cents].map(Number) as [number, number, number, number];
      const problems = [
        total !== subtotal + shipping - discount && `total ${total} ≠ ${subtotal} + ${shipping} − ${discount}`,
        discount !== Math.round((subtotal * PERCENT) / 100) && `discount ${discount} ≠ ${PERCENT}% of ${subtotal}`,
        Number(o.shares) !== discount && `line shares ${o.shares} ≠ discount ${discount}`,
        Number(o.redeemed) !== discount && `redemption ${o.redeemed} ≠ discount ${discount}`,
        o.status !== "paid" && `status ${o.status}`,
      ].filter(Boolean);
      return problems.length ? [`order ${o.id}: ${problems.join(", ")}`] : [];
    });
    const usesOf = (code: string) => n("select uses as n from promotions where code = ?", [code]);
    return {
      ordersWithCode: orders.length,
      uses: await usesOf(setup.code),
      inForce: await n(inForce, [setup.code]),
      wrongAmounts,
      release: {
        uses: await usesOf(setup.releaseCode),
        inForce: await n(inForce, [setup.releaseCode]),
        released: await n(inForce.replace("is null", "is not null"), [setup.releaseCode]),
      },
    };
  } finally {
    client.close();
  }
}

/** Each thing the phase must show; an empty list is a pass. */
export function codeViolations(setup: CodeSetup, shoppers: number, outcomes: CodeOutcomes, accounting: CodeAccounting): string[] {
  const { uses } = setup;
  const violations: string[] = [];
  const must = (ok: boolean, what: string) => ok || violations.push(what);
  const winners = Math.min(uses, shoppers);
  must(outcomes.codeOrders === winners, `${outcomes.codeOrders} shoppers were confirmed an order with ${setup.code}, not ${winners}`);
  must(accounting.ordersWithCode === winners, `${accounting.ordersWithCode} orders carry ${setup.code}, not ${winners}`);
  must(accounting.uses === winners && accounting.inForce === winners, `${setup.code}: uses ${accounting.uses}, ${accounting.inForce} redemptions in force, not ${winners}`);
  must(outcomes.usedUpAtApply + outcomes.usedUpAtPlace === shoppers - winners, `${outcomes.usedUpAtApply + outcomes.usedUpAtPlace} shoppers told "used up", not ${shoppers - winners}`);
  must(accounting.wrongAmounts.length === 0, `amounts: ${accounting.wrongAmounts.slice(0, 3).join("; ")}`);
  const { release } = outcomes;
  must(release.taken === RELEASE_USES && release.refusedWhileTaken, `release: ${release.taken} pending orders took ${setup.releaseCode}, the one more was${release.refusedWhileTaken ? "" : " not"} refused`);
  must(release.expired === RELEASE_USES, `release: ${release.expired} unpaid orders failed, not ${RELEASE_USES}`);
  must(release.retaken === RELEASE_USES && release.refusedAfter, `release: ${release.retaken} uses taken again after the failures, not ${RELEASE_USES}`);
  const r = accounting.release;
  must(r.uses === RELEASE_USES && r.inForce === RELEASE_USES && r.released === RELEASE_USES, `release: uses ${r.uses}, ${r.inForce} in force, ${r.released} released`);
  must(outcomes.unclear.length === 0, `${outcomes.unclear.length} shoppers got no clear answer`);
  return violations;
}
