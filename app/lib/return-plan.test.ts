import { describe, expect, it } from "vitest";
import { allocateLargestRemainder, discountCents } from "./cart-totals";
import { lineDiscounts, quoteRefund, unitPaidCents } from "./return-plan";
import { eligibleQuantities, type EarlierReturn, type ReturnableLine } from "./returns";

// The order of app/lib/returns.test.ts: two bottles at $40.00 and one at $35.00.
const LINES: ReturnableLine[] = [
  { orderItemId: 11, unitPriceCents: 4000, quantity: 2 },
  { orderItemId: 12, unitPriceCents: 3500, quantity: 1 },
];

describe("refund amounts", () => {
  it("splits cents by largest remainder, exactly, ties to the earlier part", () => {
    expect(allocateLargestRemainder(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(allocateLargestRemainder(100, [8000, 3500])).toEqual([70, 30]);
    expect(allocateLargestRemainder(1, [5, 5])).toEqual([1, 0]);
    expect(allocateLargestRemainder(0, [5, 5])).toEqual([0, 0]);
    expect(allocateLargestRemainder(7, [0, 3])).toEqual([0, 7]);
  });

  it("spreads the order's discount over its lines by line total", () => {
    // 10% of $115.00: $8.00 on the $80.00 line, $3.50 on the $35.00 one.
    expect(lineDiscounts(LINES, discountCents(11500, 10))).toEqual([800, 350]);
    // 15% of $89.96 is $13.49 (rounded); 899.28… and 449.71… give the odd cent to the larger remainder.
    const odd: ReturnableLine[] = [
      { orderItemId: 1, unitPriceCents: 1999, quantity: 3 },
      { orderItemId: 2, unitPriceCents: 2999, quantity: 1 },
    ];
    expect(discountCents(8996, 15)).toBe(1349);
    expect(lineDiscounts(odd, 1349)).toEqual([899, 450]);
  });

  it("gives each unit the price less its share of the line's discount, the odd cents on the first units", () => {
    expect(unitPaidCents({ orderItemId: 1, unitPriceCents: 1000, quantity: 3 }, 100)).toEqual([966, 967, 967]);
    expect(unitPaidCents({ orderItemId: 1, unitPriceCents: 4000, quantity: 2 }, 800)).toEqual([3600, 3600]);
    expect(unitPaidCents({ orderItemId: 1, unitPriceCents: 4000, quantity: 2 }, 0)).toEqual([4000, 4000]);
  });

  it("refunds the price paid per unit, in the order units are sent back, never shipping", () => {
    const order = { subtotalCents: 3000, discountCents: 100, lines: [{ orderItemId: 1, unitPriceCents: 1000, quantity: 3 }] };
    const first = quoteRefund(order, [], [{ orderItemId: 1, quantity: 1 }]);
    expect(first).toEqual({ items: [{ orderItemId: 1, quantity: 1, refundCents: 966 }], totalCents: 966 });
    const earlier: EarlierReturn[] = [{ status: "refunded", items: first.items }];
    expect(quoteRefund(order, earlier, [{ orderItemId: 1, quantity: 2 }]).totalCents).toBe(1934);
    expect(966 + 1934).toBe(order.subtotalCents - order.discountCents);
  });

  it("refunds nothing on a 100% discount", () => {
    const order = { subtotalCents: 11500, discountCents: 11500, lines: LINES };
    expect(quoteRefund(order, [], [{ orderItemId: 11, quantity: 2 }, { orderItemId: 12, quantity: 1 }]).totalCents).toBe(0);
  });

  it("never gives back more than a line or the order was paid, whatever earlier snapshots say", () => {
    const order = { subtotalCents: 11500, discountCents: 1150, lines: LINES };
    // A rejected request freed the first unit after a later one took the second: the cap holds the line to $72.00.
    const earlier: EarlierReturn[] = [{ status: "refunded", items: [{ orderItemId: 11, quantity: 1, refundCents: 7000 }] }];
    expect(quoteRefund(order, earlier, [{ orderItemId: 11, quantity: 1 }]).totalCents).toBe(200);
    const greedy: EarlierReturn[] = [{ status: "refunded", items: [{ orderItemId: 12, quantity: 1, refundCents: 10_300 }] }];
    expect(quoteRefund(order, greedy, [{ orderItemId: 11, quantity: 2 }]).totalCents).toBe(50);
  });

  // A small seeded generator (mulberry32), so a failure repeats with the seed it prints.
  function generator(seed: number) {
    let state = seed >>> 0;
    const next = () => {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    };
    const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
    return { int, pick: <T>(values: readonly T[]) => values[int(0, values.length - 1)]! };
  }

  it("refunding every unit over any split of requests sums exactly to what the merchandise cost (1,000 orders)", () => {
    for (let seed = 1; seed <= 1000; seed += 1) {
      const random = generator(seed);
      const lines: ReturnableLine[] = Array.from({ length: random.int(1, 6) }, (_, index) => ({
        orderItemId: 100 + index,
        unitPriceCents: random.pick([0, 1, 99, 1999, 2499, 3500, random.int(1, 20_000)]),
        quantity: random.int(1, 9),
      }));
      const subtotal = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
      const percent = random.pick([0, 0, 5, 10, 15, 33, 50, 99, 100, random.int(1, 100)]);
      const order = { subtotalCents: subtotal, discountCents: discountCents(subtotal, percent), lines };

      const earlier: EarlierReturn[] = [];
      const left = new Map(lines.map((line) => [line.orderItemId, line.quantity]));
      while ([...left.values()].some((quantity) => quantity > 0)) {
        const wanted = lines
          .filter((line) => left.get(line.orderItemId)! > 0 && random.int(0, 2) > 0)
          .map((line) => ({ orderItemId: line.orderItemId, quantity: random.int(1, left.get(line.orderItemId)!) }));
        if (wanted.length === 0) continue;
        const quote = quoteRefund(order, earlier, wanted);
        expect(quote.items.every((item) => item.refundCents >= 0), `seed ${seed}`).toBe(true);
        // Now and then a request is turned down: its units stay to be sent back again.
        if (random.int(0, 5) === 0) {
          earlier.push({ status: "rejected", items: quote.items });
          continue;
        }
        earlier.push({ status: random.pick(["requested", "approved", "received", "refunded"] as const), items: quote.items });
        for (const want of wanted) left.set(want.orderItemId, left.get(want.orderItemId)! - want.quantity);
      }
      const refunded = earlier
        .filter((request) => request.status !== "rejected")
        .flatMap((request) => request.items)
        .reduce((sum, item) => sum + item.refundCents, 0);
      expect(refunded, `seed ${seed}`).toBe(order.subtotalCents - order.discountCents);
      expect(eligibleQuantities(lines, earlier).every((line) => line.eligible === 0), `seed ${seed}`).toBe(true);
    }
  });
});

