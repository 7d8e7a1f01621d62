// The codes, lines and contexts the promotion tests share (no test here).
import fc from "fast-check";
import { NO_RESTRICTIONS, type PromotionContext, type PromotionDefinition, type PromotionLine } from "./promotion-rules";
import { SIZES } from "./sizes";
export const DAY = 24 * 60 * 60 * 1000;
export const NOW = Date.UTC(2026, 10, 27, 17, 0); // Friday 27 November 2026, 10:00 in Denver

export function definition(overrides: Partial<PromotionDefinition> = {}): PromotionDefinition {
  return {
    code: "SPRING15",
    kind: "percent",
    value: 15,
    minimumSubtotalCents: null,
    startsAt: null,
    endsAt: null,
    totalUseLimit: null,
    perCustomerLimit: null,
    firstOrderOnly: false,
    restrictions: NO_RESTRICTIONS,
    enabled: true,
    ...overrides,
  };
}

// Two 10 ml bottles for her at $40.00, one unisex bottle at $35.00, two 2 ml samples for him at $5.00.
export const lines: PromotionLine[] = [
  { fragranceId: 1, gender: "female", size: "10ml", unitPriceCents: 4000, quantity: 2 },
  { fragranceId: 2, gender: "unisex", size: "10ml", unitPriceCents: 3500, quantity: 1 },
  { fragranceId: 3, gender: "male", size: "2ml", unitPriceCents: 500, quantity: 2 },
];
// 8,000 + 3,500 + 1,000
export const SUBTOTAL = 12_500;

export function context(overrides: Partial<PromotionContext> = {}): PromotionContext {
  return { lines, now: NOW, uses: { total: 0, byCustomer: 0 }, hasPreviousOrder: false, ...overrides };
}

/** WELCOME10 as the migration will write it: 10% off, a first order only, once per customer. */
export const WELCOME10 = definition({ code: "WELCOME10", value: 10, firstOrderOnly: true, perCustomerLimit: 1 });

// Lines as the pipeline prices them: up to $1,000.00 a unit, 1-99 of them.
export const pricedLine: fc.Arbitrary<PromotionLine> = fc.record({
  fragranceId: fc.integer({ min: 1, max: 8 }),
  gender: fc.constantFrom("male", "female", "unisex"),
  size: fc.constantFrom(...SIZES),
  unitPriceCents: fc.integer({ min: 0, max: 100_000 }),
  quantity: fc.integer({ min: 1, max: 99 }),
});

export const anyDefinition: fc.Arbitrary<PromotionDefinition> = fc
  .record({
    kind: fc.constantFrom("percent", "fixed"),
    percent: fc.integer({ min: 1, max: 100 }),
    fixed: fc.integer({ min: 1, max: 10_000_000 }),
    fragranceIds: fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { maxLength: 4 }),
    genders: fc.subarray(["male", "female", "unisex"] as const),
    sizes: fc.subarray([...SIZES]),
  })
  .map(({ kind, percent, fixed, fragranceIds, genders, sizes }) =>
    definition({ kind, value: kind === "percent" ? percent : fixed, restrictions: { fragranceIds, genders, sizes } }),
  );
