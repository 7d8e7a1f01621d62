import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  CHOOSE_REASON_MESSAGE,
  EXTERNAL_IMAGE_MESSAGE,
  fragranceFormDefaults,
  fragranceFormSchema,
  fragrancePatchSchema,
  fragranceSchema,
  NEW_FRAGRANCE_FORM_DEFAULTS,
  notesSummary,
  splitFragranceForm,
  splitNotes,
} from "./fragrance-schema";

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

const valid = {
  name: " Velvet Rose ",
  description: "A deep rose.",
  price: "4200",
  imageUrl: "/images/fragrances/1/bottle.svg",
  topNotes: "bergamot, , pink pepper ,",
  middleNotes: "rose",
  baseNotes: "oud, amber",
};

describe("fragrance schema", () => {
  it("splits comma-separated notes, trims them and drops empties", () => {
    expect(splitNotes(" a, ,b ,, c ")).toEqual(["a", "b", "c"]);
  });

  it("reads the admin form: defaults gender to unisex and featured to false, ignores unknown fields", () => {
    const submission = parseWithZod(form({ ...valid, role: "admin" }), { schema: fragranceSchema });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toEqual({
      name: "Velvet Rose",
      gender: "unisex",
      description: "A deep rose.",
      price: 4200,
      imageUrl: "/images/fragrances/1/bottle.svg",
      topNotes: ["bergamot", "pink pepper"],
      middleNotes: ["rose"],
      baseNotes: ["oud", "amber"],
      featured: false,
    });
    const featured = parseWithZod(form({ ...valid, featured: "on", gender: "female" }), { schema: fragranceSchema });
    expect(featured.status === "success" && featured.value.featured && featured.value.gender).toBe("female");
  });

  it("gives a message per bad field", () => {
    const submission = parseWithZod(
      form({ ...valid, name: "", price: "12.5", topNotes: " , ", imageUrl: "javascript:alert(1)", inspirationReleaseYear: "1700" }),
      { schema: fragranceSchema },
    );
    expect(submission.status).toBe("error");
    expect(submission.status === "error" ? submission.error : null).toMatchObject({
      name: ["Name is required"],
      price: ["Price must be a whole number of cents"],
      topNotes: ["Enter at least one top note"],
      imageUrl: [EXTERNAL_IMAGE_MESSAGE],
      inspirationReleaseYear: ["Release year must be between 1800 and 2100"],
    });
  });

  it("refuses images from other sites, which the CSP would block, and takes paths on this site", () => {
    const json = { ...valid, price: 4000, topNotes: ["lime"], middleNotes: ["basil"], baseNotes: ["musk"] };
    for (const imageUrl of ["https://cdn.example.com/a.jpg", "http://x.test/a.png", "//cdn.example.com/a.jpg", "data:image/png;base64,AA"]) {
      expect(fragranceSchema.safeParse({ ...json, imageUrl }).error?.issues[0]?.message, imageUrl).toBe(EXTERNAL_IMAGE_MESSAGE);
    }
    expect(fragranceSchema.safeParse({ ...json, imageUrl: "/images/fragrances/1/photo-abcdef12-800.webp" }).success).toBe(true);
  });

  it("takes JSON arrays from the API, and a patch keeps only the given fields", () => {
    const created = fragranceSchema.safeParse({ ...valid, price: 4000, topNotes: [" lime "], middleNotes: ["basil"], baseNotes: ["musk"] });
    expect(created.success && created.data.topNotes).toEqual(["lime"]);
    expect(fragrancePatchSchema.parse({ price: 3900, id: 7, createdAt: "x" })).toEqual({ price: 3900 });
    expect(fragrancePatchSchema.safeParse({ gender: "kids" }).success).toBe(false);
    expect(fragrancePatchSchema.safeParse({ price: "40" }).success).toBe(false);
  });

  it("summarises notes as the first three with an ellipsis when there are more", () => {
    expect(notesSummary({ topNotes: ["a", "b"], middleNotes: ["c"], baseNotes: [] })).toBe("a, b, c");
    expect(notesSummary({ topNotes: ["a", "b"], middleNotes: ["c"], baseNotes: ["d"] })).toBe("a, b, c...");
  });
});

describe("the admin form's sample and stock (issue 34)", () => {
  const formValid = { ...valid, samplePrice: "5", samplesOffered: "on", stock10ml: "12", stock2ml: "0" };
  const errorsOf = (values: Record<string, string>) => {
    const submission = parseWithZod(form(values), { schema: fragranceFormSchema });
    return submission.status === "error" ? submission.error : undefined;
  };

  it("reads the sample price in dollars and the quantities; a new fragrance needs no reason", () => {
    const submission = parseWithZod(form(formValid), { schema: fragranceFormSchema });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(splitFragranceForm(submission.value)).toMatchObject({
      fragrance: { name: "Velvet Rose", price: 4200 },
      sample: { samplePriceCents: 500, samplesOffered: true },
      stock: { "10ml": { quantity: 12, shown: undefined, reason: undefined }, "2ml": { quantity: 0 } },
    });
    const off = parseWithZod(form({ ...formValid, samplePrice: "4.50", samplesOffered: "" }), { schema: fragranceFormSchema });
    expect(off.status === "success" && splitFragranceForm(off.value).sample).toEqual({ samplePriceCents: 450, samplesOffered: false });
  });

  it("puts a message beside a bad quantity, sample price or note", () => {
    expect(errorsOf({ ...formValid, stock10ml: "-1", stock2ml: "2.5", samplePrice: "five", stockNote10ml: "x".repeat(501) })).toMatchObject({
      stock10ml: ["Enter a whole number from 0 to 1,000,000"],
      stock2ml: ["Enter a whole number from 0 to 1,000,000"],
      samplePrice: ["Sample price: enter an amount in dollars, like 5.00"],
      stockNote10ml: ["Note must be at most 500 characters"],
    });
    expect(errorsOf({ ...valid, samplePrice: "5" })?.stock10ml).toEqual(["Enter a whole number from 0 to 1,000,000"]);
    expect(errorsOf({ ...formValid, stock10ml: "1000001" })?.stock10ml).toEqual(["Enter a whole number from 0 to 1,000,000"]);
  });

  it("on edit, asks for a reason only for a quantity changed from the one shown, and refuses a reason admins cannot give", () => {
    const edit = { ...formValid, stockShown10ml: "12", stockShown2ml: "3" };
    expect(errorsOf(edit)?.stockReason2ml).toEqual([CHOOSE_REASON_MESSAGE]);
    expect(errorsOf(edit)?.stockReason10ml).toBeUndefined();
    expect(errorsOf({ ...edit, stockReason2ml: "damaged" })).toBeUndefined();
    expect(errorsOf({ ...edit, stockReason2ml: "sold" })?.stockReason2ml).toEqual([
      "Choose Received, Counted or Damaged",
    ]);
  });

  it("starts an edit form from the shelf as it is, and a new one from $5.00 samples and nothing on hand", () => {
    const defaults = fragranceFormDefaults({
      ...valid,
      gender: "unisex",
      price: 4200,
      topNotes: ["a"],
      middleNotes: ["b"],
      baseNotes: ["c"],
      inspiration: null,
      inspirationReleaseYear: null,
      featured: false,
      samplePriceCents: 650,
      samplesOffered: false,
      stock: { "10ml": 7, "2ml": 0 },
    });
    expect(defaults).toMatchObject({ samplePrice: "6.50", samplesOffered: "", stock10ml: "7", stockShown10ml: "7", stock2ml: "0", stockShown2ml: "0" });
    expect(NEW_FRAGRANCE_FORM_DEFAULTS).toMatchObject({ samplePrice: "5.00", samplesOffered: "on", stock10ml: "0" });
  });
});
