import * as z from "zod";
import { centsToDollars, DOLLARS_PATTERN, dollarsToCents } from "./dollars";
import { promotionEndDay, promotionEndsAt, promotionStartDay, promotionStartsAt } from "./promotion-dates";
import { normalizePromotionCode, PROMOTION_KINDS, promotionDefinitionProblems, type PromotionDefinition } from "./promotion-rules";
import { GENDER_LABELS } from "./site";
import { SIZES } from "./sizes";

// The admin's discount code form (/admin/discounts/new and /admin/discounts/{id}),
// one schema for the server and the browser (conform). Amounts are typed in
// dollars ("12.50"), dates as the shop's calendar days (promotion-dates.ts).
// The fields read into a PromotionDefinition, which promotionDefinitionProblems
// then checks: each of its problems is shown beside the field it is about.

const GENDER_VALUES = ["male", "female", "unisex"] as const;
const MAX_FRAGRANCES = 500;
const MAX_LIMIT = 1_000_000_000;

/** The form's field names, in the order it shows them (the first invalid one takes focus). */
export const PROMOTION_FIELD_ORDER = [
  "code",
  "kind",
  "percentOff",
  "amountOff",
  "minimumSubtotal",
  "startsOn",
  "endsOn",
  "totalUseLimit",
  "perCustomerLimit",
  "firstOrderOnly",
  "fragranceIds",
  "genders",
  "sizes",
  "enabled",
] as const;

type PromotionField = (typeof PROMOTION_FIELD_ORDER)[number];

export const PROMOTION_FORM_MESSAGES = {
  kind: "Choose what the code gives: a percentage off, an amount off or free shipping",
  percentRequired: "Enter the percentage off, a whole number from 1 to 100",
  percentFormat: "A percentage is a whole number from 1 to 100.",
  amountRequired: "Enter the amount off in dollars, like 5.00",
  amountFormat: "Amount off: enter an amount in dollars, like 5.00",
  minimumFormat: "Minimum subtotal: enter an amount in dollars, like 60.00, or leave it empty",
  day: "Enter a date like 2026-05-31, or leave it empty",
  limit: "Enter a whole number, or leave it empty",
  gender: "Choose For Him, For Her or Unisex",
  size: "Choose the 10 ml roll-on or the 2 ml sample",
  fragrance: "Choose fragrances from the list",
  duplicateCode: "A discount code with this code already exists.",
  unknownFragrance: "A chosen fragrance is no longer in the catalogue: choose again from the list.",
  belowUses: (uses: number) => `${uses} ${uses === 1 ? "use" : "uses"} so far: the limit cannot be lower.`,
} as const;

/** Which field each of promotionDefinitionProblems's messages is about. */
const PROBLEM_FIELDS: [prefix: string, field: PromotionField][] = [
  ["The code", "code"],
  ["A percentage", "percentOff"],
  ["A fixed amount", "amountOff"],
  ["Free shipping", "kind"],
  ["A minimum subtotal", "minimumSubtotal"],
  ["The end", "endsOn"],
  ["A limit on uses", "totalUseLimit"],
  ["A limit per customer", "perCustomerLimit"],
];

/** The field a problem of the pure rule is shown beside; the code's field when it is one this form does not know. */
export function promotionProblemField(problem: string): PromotionField {
  return PROBLEM_FIELDS.find(([prefix]) => problem.startsWith(prefix))?.[1] ?? "code";
}

const dollars = (message: string) => z.string().trim().regex(DOLLARS_PATTERN, message).transform(dollarsToCents).optional();
const day = z
  .string()
  .trim()
  .refine((value) => promotionStartsAt(value) !== null, PROMOTION_FORM_MESSAGES.day)
  .optional();
const limit = z.number({ error: PROMOTION_FORM_MESSAGES.limit }).int(PROMOTION_FORM_MESSAGES.limit).max(MAX_LIMIT, PROMOTION_FORM_MESSAGES.limit).optional();

const fields = z.object({
  code: z.string({ error: "Code is required" }).trim().min(1, "Code is required").max(100, "The code is 3 to 32 capital letters, digits, dashes or underscores."),
  kind: z.enum(PROMOTION_KINDS, { error: PROMOTION_FORM_MESSAGES.kind }),
  // Read by the kind chosen (below): what is left in the other kind's field does not matter.
  percentOff: z.string().trim().max(100).optional(),
  amountOff: z.string().trim().max(100).optional(),
  minimumSubtotal: dollars(PROMOTION_FORM_MESSAGES.minimumFormat),
  startsOn: day,
  endsOn: day,
  totalUseLimit: limit,
  perCustomerLimit: limit,
  firstOrderOnly: z.boolean().default(false),
  fragranceIds: z
    .array(z.number({ error: PROMOTION_FORM_MESSAGES.fragrance }).int(PROMOTION_FORM_MESSAGES.fragrance).positive(PROMOTION_FORM_MESSAGES.fragrance), {
      error: PROMOTION_FORM_MESSAGES.fragrance,
    })
    .max(MAX_FRAGRANCES, PROMOTION_FORM_MESSAGES.fragrance)
    .default([]),
  genders: z.array(z.enum(GENDER_VALUES, { error: PROMOTION_FORM_MESSAGES.gender }), { error: PROMOTION_FORM_MESSAGES.gender }).default([]),
  sizes: z.array(z.enum(SIZES, { error: PROMOTION_FORM_MESSAGES.size }), { error: PROMOTION_FORM_MESSAGES.size }).default([]),
  enabled: z.boolean().default(false),
});

/**
 * The form as a PromotionDefinition: the code upper-cased, the value the
 * chosen kind reads (the other kind's field is ignored), cents, instants, and
 * each list without repeats. Then the pure rule's problems, beside their fields.
 */
export const promotionFormSchema = fields.transform((input, ctx): PromotionDefinition => {
  const issue = (path: PromotionField, message: string) => ctx.addIssue({ code: "custom", path: [path], message, input });
  let value = 0;
  if (input.kind === "percent") {
    if (input.percentOff === undefined) issue("percentOff", PROMOTION_FORM_MESSAGES.percentRequired);
    else if (!/^\d{1,3}$/.test(input.percentOff)) issue("percentOff", PROMOTION_FORM_MESSAGES.percentFormat);
    else value = Number(input.percentOff);
  } else if (input.kind === "fixed") {
    if (input.amountOff === undefined) issue("amountOff", PROMOTION_FORM_MESSAGES.amountRequired);
    else if (!DOLLARS_PATTERN.test(input.amountOff)) issue("amountOff", PROMOTION_FORM_MESSAGES.amountFormat);
    else value = dollarsToCents(input.amountOff);
  }
  const definition: PromotionDefinition = {
    code: normalizePromotionCode(input.code),
    kind: input.kind,
    value,
    minimumSubtotalCents: input.minimumSubtotal ?? null,
    startsAt: input.startsOn === undefined ? null : promotionStartsAt(input.startsOn),
    endsAt: input.endsOn === undefined ? null : promotionEndsAt(input.endsOn),
    totalUseLimit: input.totalUseLimit ?? null,
    perCustomerLimit: input.perCustomerLimit ?? null,
    firstOrderOnly: input.firstOrderOnly,
    restrictions: {
      fragranceIds: [...new Set(input.fragranceIds)],
      genders: GENDER_VALUES.filter((gender) => input.genders.includes(gender)),
      sizes: SIZES.filter((size) => input.sizes.includes(size)),
    },
    enabled: input.enabled,
  };
  const missing = new Set(ctx.issues.map((existing) => existing.path?.[0]));
  for (const problem of promotionDefinitionProblems(definition)) {
    const field = promotionProblemField(problem);
    // A missing value already says what to enter; "at least 1" beside it would repeat it.
    if (!missing.has(field)) issue(field, problem);
  }
  return definition;
});

export type PromotionFormInput = z.input<typeof promotionFormSchema>;

/** The labels of the restriction checkboxes: the shop's own words for genders and sizes. */
export const PROMOTION_GENDER_OPTIONS = GENDER_VALUES.map((value) => ({ value, label: GENDER_LABELS[value] }));

/** What the form starts from for a new code: a percentage, enabled, no rules. */
export const NEW_PROMOTION_FORM_DEFAULTS: ReturnType<typeof promotionFormDefaults> = {
  code: "",
  kind: "percent",
  percentOff: "",
  amountOff: "",
  minimumSubtotal: "",
  startsOn: "",
  endsOn: "",
  totalUseLimit: "",
  perCustomerLimit: "",
  firstOrderOnly: "",
  fragranceIds: [],
  genders: [],
  sizes: [],
  enabled: "on",
};

/** A stored code as the form shows it: dollars, the days the admin typed, the lists as the fields hold them. */
export function promotionFormDefaults(definition: PromotionDefinition): Record<PromotionField, string | string[]> & { fragranceIds: string[]; genders: string[]; sizes: string[] } {
  const text = (value: number | null) => (value === null ? "" : String(value));
  return {
    code: definition.code,
    kind: definition.kind,
    percentOff: definition.kind === "percent" ? String(definition.value) : "",
    amountOff: definition.kind === "fixed" ? centsToDollars(definition.value) : "",
    minimumSubtotal: definition.minimumSubtotalCents === null ? "" : centsToDollars(definition.minimumSubtotalCents),
    startsOn: definition.startsAt === null ? "" : promotionStartDay(definition.startsAt),
    endsOn: definition.endsAt === null ? "" : promotionEndDay(definition.endsAt),
    totalUseLimit: text(definition.totalUseLimit),
    perCustomerLimit: text(definition.perCustomerLimit),
    firstOrderOnly: definition.firstOrderOnly ? "on" : "",
    fragranceIds: definition.restrictions.fragranceIds.map(String),
    genders: [...definition.restrictions.genders],
    sizes: [...definition.restrictions.sizes],
    enabled: definition.enabled ? "on" : "",
  };
}

/** A save the database refused, as messages beside the fields (the form's values were fine on their own). */
export function promotionRefusalErrors(
  refusal: { reason: "duplicate-code" | "unknown-fragrance" } | { reason: "below-uses"; uses: number },
): Partial<Record<PromotionField, string[]>> {
  switch (refusal.reason) {
    case "duplicate-code":
      return { code: [PROMOTION_FORM_MESSAGES.duplicateCode] };
    case "unknown-fragrance":
      return { fragranceIds: [PROMOTION_FORM_MESSAGES.unknownFragrance] };
    case "below-uses":
      return { totalUseLimit: [PROMOTION_FORM_MESSAGES.belowUses(refusal.uses)] };
  }
}
