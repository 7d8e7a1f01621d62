import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { appliedPromotionMessage, promotionDates, promotionOffer, promotionRules, promotionUses } from "./promotion-display";
import { PROMOTION_FORM_MESSAGES, promotionFormDefaults, promotionFormSchema, promotionProblemField } from "./promotion-form-schema";
import { promotionDefinitionProblems, type PromotionDefinition } from "./promotion-rules";

type Entries = Record<string, string | string[]>;

/** The form as a browser posts it: empty fields are sent empty, unticked boxes not at all. */
function submit(entries: Entries) {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) for (const one of [value].flat()) form.append(name, one);
  return parseWithZod(form, { schema: promotionFormSchema });
}

const BLANK: Entries = { code: "", kind: "percent", percentOff: "", amountOff: "", minimumSubtotal: "", startsOn: "", endsOn: "", totalUseLimit: "", perCustomerLimit: "" };
const SPRING15: Entries = { ...BLANK, code: " spring15 ", percentOff: "15", minimumSubtotal: "60", endsOn: "2026-03-31", totalUseLimit: "100", enabled: "on" };

function errorsOf(entries: Entries) {
  const submission = submit(entries);
  expect(submission.status).toBe("error");
  return submission.reply().error ?? {};
}

describe("the discount code form", () => {
  it("reads a percentage over a minimum, ending on a day, into a definition", () => {
    const submission = submit(SPRING15);
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      code: "SPRING15",
      kind: "percent",
      value: 15,
      minimumSubtotalCents: 6000,
      startsAt: null,
      // Usable all of March 31 in Denver (MDT, UTC-6): ends at April 1, 00:00 there.
      endsAt: Date.parse("2026-04-01T06:00:00Z"),
      totalUseLimit: 100,
      perCustomerLimit: null,
      firstOrderOnly: false,
      restrictions: { fragranceIds: [], genders: [], sizes: [] },
      enabled: true,
    } satisfies PromotionDefinition);
  });

  it("reads dollars off, free shipping, the restrictions and the boxes", () => {
    const fixed = submit({ ...BLANK, code: "five-off", kind: "fixed", percentOff: "15", amountOff: "12.5", startsOn: "2026-11-01", perCustomerLimit: "1", firstOrderOnly: "on", fragranceIds: ["7", "3", "7"], genders: ["unisex", "female"], sizes: "2ml" });
    expect(fixed.status === "success" && fixed.value).toMatchObject({
      code: "FIVE-OFF",
      kind: "fixed",
      value: 1250,
      // The day the clocks go back starts at MDT midnight.
      startsAt: Date.parse("2026-11-01T06:00:00Z"),
      perCustomerLimit: 1,
      firstOrderOnly: true,
      restrictions: { fragranceIds: [7, 3], genders: ["female", "unisex"], sizes: ["2ml"] },
      enabled: false,
    });
    const shipping = submit({ ...BLANK, code: "SHIPFREE", kind: "free-shipping", amountOff: "nonsense", enabled: "on" });
    expect(shipping.status === "success" && shipping.value).toMatchObject({ kind: "free-shipping", value: 0 });
  });

  it("puts each problem beside its field", () => {
    expect(errorsOf({ ...SPRING15, code: "" })).toEqual({ code: ["Code is required"] });
    expect(errorsOf({ ...SPRING15, code: "no spaces!" })).toEqual({ code: ["The code is 3 to 32 capital letters, digits, dashes or underscores."] });
    expect(errorsOf({ ...SPRING15, kind: "bogus" })).toEqual({ kind: [PROMOTION_FORM_MESSAGES.kind] });
    expect(errorsOf({ ...SPRING15, percentOff: "" })).toEqual({ percentOff: [PROMOTION_FORM_MESSAGES.percentRequired] });
    expect(errorsOf({ ...SPRING15, percentOff: "150" })).toEqual({ percentOff: ["A percentage is a whole number from 1 to 100."] });
    expect(errorsOf({ ...SPRING15, percentOff: "12.5" })).toEqual({ percentOff: ["A percentage is a whole number from 1 to 100."] });
    expect(errorsOf({ ...SPRING15, kind: "fixed", amountOff: "" })).toEqual({ amountOff: [PROMOTION_FORM_MESSAGES.amountRequired] });
    expect(errorsOf({ ...SPRING15, kind: "fixed", amountOff: "0" })).toEqual({ amountOff: ["A fixed amount is at least $0.01."] });
    expect(errorsOf({ ...SPRING15, kind: "fixed", amountOff: "-5" })).toEqual({ amountOff: [PROMOTION_FORM_MESSAGES.amountFormat] });
    expect(errorsOf({ ...SPRING15, minimumSubtotal: "0" })).toEqual({ minimumSubtotal: ["A minimum subtotal is at least $0.01."] });
    expect(errorsOf({ ...SPRING15, minimumSubtotal: "$60" })).toEqual({ minimumSubtotal: [PROMOTION_FORM_MESSAGES.minimumFormat] });
    expect(errorsOf({ ...SPRING15, startsOn: "2026-02-30" })).toEqual({ startsOn: [PROMOTION_FORM_MESSAGES.day] });
    expect(errorsOf({ ...SPRING15, startsOn: "2026-04-01" })).toEqual({ endsOn: ["The end comes after the start."] });
    expect(errorsOf({ ...SPRING15, totalUseLimit: "0" })).toEqual({ totalUseLimit: ["A limit on uses is at least 1."] });
    expect(errorsOf({ ...SPRING15, perCustomerLimit: "1.5" })).toEqual({ perCustomerLimit: [PROMOTION_FORM_MESSAGES.limit] });
    expect(errorsOf({ ...SPRING15, perCustomerLimit: "-1" })).toEqual({ perCustomerLimit: ["A limit per customer is at least 1."] });
    expect(errorsOf({ ...SPRING15, genders: "other" })).toEqual({ "genders[0]": [PROMOTION_FORM_MESSAGES.gender] });
    expect(errorsOf({ ...SPRING15, sizes: "50ml" })).toEqual({ "sizes[0]": [PROMOTION_FORM_MESSAGES.size] });
    expect(errorsOf({ ...SPRING15, fragranceIds: "abc" })).toEqual({ "fragranceIds[0]": [PROMOTION_FORM_MESSAGES.fragrance] });
  });

  it("names a field for every problem of the pure rule", () => {
    const bad: PromotionDefinition = {
      code: "x",
      kind: "percent",
      value: 0,
      minimumSubtotalCents: 0,
      startsAt: 2,
      endsAt: 1,
      totalUseLimit: 0,
      perCustomerLimit: 0,
      firstOrderOnly: false,
      restrictions: { fragranceIds: [], genders: [], sizes: [] },
      enabled: true,
    };
    const problems = [...promotionDefinitionProblems(bad), ...promotionDefinitionProblems({ ...bad, kind: "fixed" }), ...promotionDefinitionProblems({ ...bad, kind: "free-shipping", value: 5 })];
    expect([...new Set(problems.map(promotionProblemField))].sort()).toEqual(
      ["amountOff", "code", "endsOn", "kind", "minimumSubtotal", "percentOff", "perCustomerLimit", "totalUseLimit"].sort(),
    );
  });

  it("fills the form back with what the admin typed", () => {
    const submission = submit({ ...SPRING15, startsOn: "2026-03-08", genders: "male", sizes: ["10ml", "2ml"], fragranceIds: "12" });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(promotionFormDefaults(submission.value)).toEqual({
      code: "SPRING15",
      kind: "percent",
      percentOff: "15",
      amountOff: "",
      minimumSubtotal: "60.00",
      startsOn: "2026-03-08",
      endsOn: "2026-03-31",
      totalUseLimit: "100",
      perCustomerLimit: "",
      firstOrderOnly: "",
      fragranceIds: ["12"],
      genders: ["male"],
      sizes: ["10ml", "2ml"],
      enabled: "on",
    });
  });
});

describe("the discount code list's words", () => {
  const definition = submit({ ...SPRING15, startsOn: "2026-03-01", perCustomerLimit: "1", firstOrderOnly: "on", genders: ["female", "unisex"], sizes: "2ml", fragranceIds: ["1", "2"] });
  const spring = definition.status === "success" ? definition.value : null;

  it("names the offer, the rules, the dates and the uses", () => {
    expect(promotionOffer({ kind: "percent", value: 15 })).toBe("15% off");
    expect(promotionOffer({ kind: "fixed", value: 500 })).toBe("$5.00 off");
    expect(promotionOffer({ kind: "free-shipping", value: 0 })).toBe("Free shipping");
    expect(promotionRules(spring!)).toEqual(["Over $60.00", "First order only", "1 per customer", "2 fragrances", "For Her, Unisex", "2 ml sample"]);
    expect(promotionDates(spring!)).toBe("2026-03-01 to 2026-03-31");
    expect(promotionDates({ startsAt: spring!.startsAt, endsAt: null })).toBe("From 2026-03-01");
    expect(promotionDates({ startsAt: null, endsAt: spring!.endsAt })).toBe("Until 2026-03-31");
    expect(promotionDates({ startsAt: null, endsAt: null })).toBe("Any time");
    expect(promotionUses(12, 100)).toBe("12 / 100");
    expect(promotionUses(3, null)).toBe("3");
  });

  it("says at checkout what an applied code did", () => {
    expect(appliedPromotionMessage({ ...spring!, code: "SAVE15", restrictions: { fragranceIds: [], genders: [], sizes: [] } }, { discountCents: 900 })).toBe(
      "SAVE15 applied: 15% off your fragrances.",
    );
    expect(appliedPromotionMessage(spring!, { discountCents: 900 })).toBe("SPRING15 applied: $9.00 off the eligible items.");
    expect(appliedPromotionMessage({ ...spring!, kind: "free-shipping", value: 0 }, { freeShipping: true })).toBe("SPRING15 applied: free Standard shipping.");
  });
});
