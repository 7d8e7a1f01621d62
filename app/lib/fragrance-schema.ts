import * as z from "zod";

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

/**
 * PATCH: only the fields given. Built from the fields without defaults, so a
 * missing gender or featured flag is left alone rather than reset.
 */
export const fragrancePatchSchema = z.object(fields).partial();

export type FragranceInput = z.output<typeof fragranceSchema>;
export type FragrancePatch = z.output<typeof fragrancePatchSchema>;

/** The values an edit form starts from: notes back to comma-separated text. */
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
