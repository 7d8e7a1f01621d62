import * as z from "zod";
import { MAX_PAGE_SIZE, pagingSchema } from "./api-paging";
import { isGender, type Gender } from "./site";

// Query string of GET /api/fragrances: the shop's filters plus paging. A page
// holds MAX_PAGE_SIZE fragrances unless asked for fewer: the whole seeded
// catalogue for a client that does not page, and Link headers for the rest.
// A misspelt search is corrected as on /shop; spelling=exact (the shop's own
// parameter, ShopFilters.exactSpelling) searches the words as typed.
const schema = pagingSchema(MAX_PAGE_SIZE).extend({
  gender: z.string().refine(isGender, "Gender must be male, female or unisex.").optional(),
  search: z.string().max(100).optional(),
  notes: z.array(z.string().max(80)).max(20),
  brands: z.array(z.string().max(80)).max(20),
  featured: z.enum(["true", "false"]).optional(),
  spelling: z.enum(["exact"], { error: 'Spelling must be "exact" (search the words as typed).' }).optional(),
});

export type CatalogueApiQuery = {
  gender?: Gender;
  search?: string;
  notes: string[];
  brands: string[];
  featured?: boolean;
  /** False for spelling=exact: no typo correction. */
  correct: boolean;
  limit: number;
  offset: number;
};

export function parseCatalogueApiQuery(params: URLSearchParams):
  | { success: true; query: CatalogueApiQuery }
  | { success: false; errors: Record<string, string[]> } {
  const result = schema.safeParse({
    gender: params.get("gender") ?? undefined,
    search: params.get("search") ?? undefined,
    notes: params.getAll("notes").flatMap((note) => note.split(",")).map((n) => n.trim()).filter(Boolean),
    brands: params.getAll("brands").filter(Boolean),
    featured: params.get("featured") ?? undefined,
    spelling: params.get("spelling") ?? undefined,
    limit: params.get("limit") ?? undefined,
    offset: params.get("offset") ?? undefined,
  });
  if (!result.success) {
    return { success: false, errors: z.flattenError(result.error).fieldErrors as Record<string, string[]> };
  }
  const { gender, featured, spelling, ...rest } = result.data;
  return {
    success: true,
    query: {
      ...rest,
      gender: gender as Gender | undefined,
      featured: featured === undefined ? undefined : featured === "true",
      correct: spelling !== "exact",
    },
  };
}

/**
 * The X-Search-Corrected-To value: the corrected search ("vanilla"). A header
 * carries only printable ASCII safely, so anything else (an accented word the
 * shopper typed, "%" itself) is percent-encoded as UTF-8; decodeURIComponent
 * gives the text back either way.
 */
export function correctedToHeader(text: string): string {
  return text.replace(/[^\x20-\x24\x26-\x7e]+/gu, (chars) => encodeURIComponent(chars));
}
