import * as z from "zod";
import { centsToDollars, DOLLARS_PATTERN, dollarsToCents } from "./dollars";
import { DEFAULT_SAMPLE_PRICE_CENTS, SIZES, type Size } from "./sizes";
import { ADMIN_STOCK_REASONS, MAX_STOCK_QUANTITY, type AdminStockReason } from "./stock";

/** The highest price a fragrance can have; order lines are held to it too. */
export const MAX_PRICE_CENTS = 10_000_000;

// One fragrance schema for the admin form (conform, server and client) and the
// JSON API. The form sends notes as comma-separated text; the API sends arrays.

const GENDER_VALUES = ["male", "female", "unisex"] as const;

/** "rose, , oud ,amber" -> ["rose", "oud", "amber"]. */
export function splitNotes(text: string): string[] {
  return text
    .split(",")
    .map((note) => note.trim())
    .filter(Boolean);
}

function notesField(label: string) {
  return z.preprocess(
    (value) => (typeof value === "string" ? splitNotes(value) : value),
    z
      .array(z.string({ error: `${label} must be text` }).trim().min(1).max(100, "Each note must be at most 100 characters"), {
        error: `Enter at least one ${label.toLowerCase()}`,
      })
      .min(1, `Enter at least one ${label.toLowerCase()}`)
      .max(30, `At most 30 ${label.toLowerCase()}s`),
  );
}

// Site-relative paths only: the value becomes an <img src>, and the
// Content-Security-Policy (img-src 'self' data: blob:) would block a picture
// from another site after the form had accepted it (decision 0036). Photos
// are uploaded on the fragrance's photo page instead.
const imageUrlPattern = /^\/(?![/\\])[^\s]*$/;
const EXTERNAL_IMAGE_URL = /^[a-z][a-z0-9+.-]*:|^\/\//i;
export const EXTERNAL_IMAGE_MESSAGE =
  "Images from other sites cannot be shown here (the shop's security policy blocks them). Upload a photo instead, or use a path on this site starting with /.";

const fields = {
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(255, "Name must be at most 255 characters"),
  gender: z.enum(GENDER_VALUES, { error: "Choose For Him, For Her or Unisex" }),
  description: z
    .string({ error: "Description is required" })
    .trim()
    .min(1, "Description is required")
    .max(5000, "Description must be at most 5000 characters"),
  price: z
    .number({ error: "Price must be a whole number of cents" })
    .int("Price must be a whole number of cents")
    .min(0, "Price cannot be negative")
    .max(MAX_PRICE_CENTS, "Price is too high"),
  imageUrl: z
    .string({ error: "Image URL is required" })
    .trim()
    .min(1, "Image URL is required")
    .max(2048, "Image URL is too long")
    .superRefine((value, ctx) => {
      if (EXTERNAL_IMAGE_URL.test(value)) ctx.addIssue({ code: "custom", message: EXTERNAL_IMAGE_MESSAGE });
      else if (!imageUrlPattern.test(value)) ctx.addIssue({ code: "custom", message: "Image URL must be a path on this site, starting with /" });
    }),
  topNotes: notesField("Top note"),
  middleNotes: notesField("Middle note"),
  baseNotes: notesField("Base note"),
  inspiration: z.string().trim().max(255, "Inspiration must be at most 255 characters").nullish(),
  inspirationReleaseYear: z
    .number({ error: "Release year must be a whole number" })
    .int("Release year must be a whole number")
    .min(1800, "Release year must be between 1800 and 2100")
    .max(2100, "Release year must be between 1800 and 2100")
    .nullish(),
  featured: z.boolean({ error: "Featured must be true or false" }),
};

/** Creation and the full edit form: every field except id (docs/product.md). */
export const fragranceSchema = z.object({
  ...fields,
  gender: fields.gender.default("unisex"),
  featured: fields.featured.default(false),
});

// The admin form adds what only it sets (issue 34): the 2 ml sample's price in
// dollars and whether samples are offered, and per size the quantity on hand.
// On edit each size also carries the quantity the form was rendered with
// (hidden, `stockShown…`), so that a quantity the admin left alone writes no
// movement even if a sale changed the shelf meanwhile, and a changed one needs
// a reason. A new fragrance's quantities start the ledger as "received".

const QUANTITY_MESSAGE = "Enter a whole number from 0 to 1,000,000";
const MAX_STOCK_NOTE = 500;

/** The form's field names for one size: `stock10ml`, `stockShown10ml`, `stockReason10ml`, `stockNote10ml`. */
export const STOCK_FIELDS = {
  "10ml": { quantity: "stock10ml", shown: "stockShown10ml", reason: "stockReason10ml", note: "stockNote10ml" },
  "2ml": { quantity: "stock2ml", shown: "stockShown2ml", reason: "stockReason2ml", note: "stockNote2ml" },
} as const satisfies Record<Size, Record<string, string>>;

const quantity = z.number({ error: QUANTITY_MESSAGE }).int(QUANTITY_MESSAGE).min(0, QUANTITY_MESSAGE).max(MAX_STOCK_QUANTITY, QUANTITY_MESSAGE);
// Written by the page, not typed: a value that is not a count is ignored (the change is then compared with the shelf as it is).
const shown = z.number().int().min(0).optional().catch(undefined);
const reason = z.enum(ADMIN_STOCK_REASONS, { error: "Choose Received, Counted or Damaged" }).optional();
const note = z.string().trim().max(MAX_STOCK_NOTE, `Note must be at most ${MAX_STOCK_NOTE} characters`).optional();

export const CHOOSE_REASON_MESSAGE = "Choose why the quantity changed: Received, Counted or Damaged";

/**
 * POST /api/fragrances: the fragrance's fields, and optionally the quantity on
 * hand each size starts with (`stock: { "10ml": 20, "2ml": 50 }`); a size not
 * named starts at 0, sold out, until an admin sets it.
 */
export const fragranceApiCreateSchema = fragranceSchema.extend({
  stock: z.object({ "10ml": quantity.optional(), "2ml": quantity.optional() }, { error: "stock must name quantities by size" }).strict().optional(),
});

/** The admin's add and edit form (pages and dialog): the fragrance, its sample and its stock. */
export const fragranceFormSchema = fragranceSchema
  .extend({
    samplePrice: z
      .string({ error: "Sample price is required" })
      .trim()
      .regex(DOLLARS_PATTERN, "Sample price: enter an amount in dollars, like 5.00")
      .transform(dollarsToCents),
    samplesOffered: z.boolean({ error: "Offer samples must be true or false" }).default(false),
    stock10ml: quantity,
    stockShown10ml: shown,
    stockReason10ml: reason,
    stockNote10ml: note,
    stock2ml: quantity,
    stockShown2ml: shown,
    stockReason2ml: reason,
    stockNote2ml: note,
  })
  .superRefine((value, ctx) => {
    for (const size of SIZES) {
      const names = STOCK_FIELDS[size];
      const changed = value[names.shown] !== undefined && value[names.quantity] !== value[names.shown];
      if (changed && !value[names.reason]) ctx.addIssue({ code: "custom", path: [names.reason], message: CHOOSE_REASON_MESSAGE });
    }
  });

export type FragranceFormInput = z.output<typeof fragranceFormSchema>;

/** One size's stock as the form gave it. `shown` is absent on a new fragrance (and from a post not made by the form). */
export type StockFormValue = { quantity: number; shown?: number; reason?: AdminStockReason; note?: string };

/** The form's values split into the fragrance, its sample and its stock per size. */
export function splitFragranceForm(input: FragranceFormInput): {
  fragrance: FragranceInput;
  sample: { samplePriceCents: number; samplesOffered: boolean };
  stock: Record<Size, StockFormValue>;
} {
  const { samplePrice, samplesOffered, stock10ml, stockShown10ml, stockReason10ml, stockNote10ml, stock2ml, stockShown2ml, stockReason2ml, stockNote2ml, ...fragrance } =
    input;
  return {
    fragrance,
    sample: { samplePriceCents: samplePrice, samplesOffered },
    stock: {
      "10ml": { quantity: stock10ml, shown: stockShown10ml, reason: stockReason10ml, note: stockNote10ml || undefined },
      "2ml": { quantity: stock2ml, shown: stockShown2ml, reason: stockReason2ml, note: stockNote2ml || undefined },
    },
  };
}

/** What a new fragrance's form starts from: a $5.00 sample, offered, and nothing on the shelf. */
export const NEW_FRAGRANCE_FORM_DEFAULTS = {
  gender: "unisex",
  price: "4000",
  samplePrice: centsToDollars(DEFAULT_SAMPLE_PRICE_CENTS),
  samplesOffered: "on",
  stock10ml: "0",
  stock2ml: "0",
};

/**
 * PATCH: only the fields given. Built from the fields without defaults, so a
 * missing gender or featured flag is left alone rather than reset.
 */
export const fragrancePatchSchema = z.object(fields).partial();

export type FragranceInput = z.output<typeof fragranceSchema>;
export type FragrancePatch = z.output<typeof fragrancePatchSchema>;

/** The values an edit form starts from: notes back to comma-separated text, the sample price in dollars, the shelf as it is. */
export function fragranceFormDefaults(fragrance: {
  name: string;
  gender: string;
  description: string;
  price: number;
  imageUrl: string;
  topNotes: readonly string[];
  middleNotes: readonly string[];
  baseNotes: readonly string[];
  inspiration: string | null;
  inspirationReleaseYear: number | null;
  featured: boolean;
  samplePriceCents: number;
  samplesOffered: boolean;
  stock: Record<Size, number>;
}) {
  return {
    name: fragrance.name,
    gender: fragrance.gender,
    description: fragrance.description,
    price: String(fragrance.price),
    imageUrl: fragrance.imageUrl,
    topNotes: fragrance.topNotes.join(", "),
    middleNotes: fragrance.middleNotes.join(", "),
    baseNotes: fragrance.baseNotes.join(", "),
    inspiration: fragrance.inspiration ?? "",
    inspirationReleaseYear: fragrance.inspirationReleaseYear == null ? "" : String(fragrance.inspirationReleaseYear),
    featured: fragrance.featured ? "on" : "",
    samplePrice: centsToDollars(fragrance.samplePriceCents),
    samplesOffered: fragrance.samplesOffered ? "on" : "",
    ...Object.fromEntries(
      SIZES.flatMap((size) => [
        [STOCK_FIELDS[size].quantity, String(fragrance.stock[size])],
        [STOCK_FIELDS[size].shown, String(fragrance.stock[size])],
      ]),
    ),
  };
}

/** The admin table's Notes column: the first 3 notes, an ellipsis if there are more. */
export function notesSummary(fragrance: {
  topNotes: readonly string[];
  middleNotes: readonly string[];
  baseNotes: readonly string[];
}): string {
  const notes = [...fragrance.topNotes, ...fragrance.middleNotes, ...fragrance.baseNotes];
  return notes.slice(0, 3).join(", ") + (notes.length > 3 ? "..." : "");
}
