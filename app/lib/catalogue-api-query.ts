import * as z from "zod";
import { MAX_PAGE_SIZE, pagingSchema } from "./api-paging";
import { isGender, type Gender } from "./site";

// Query string of GET /api/fragrances: the shop's filters plus paging. A page
// holds MAX_PAGE_SIZE fragrances unless asked for fewer: the whole seeded
// catalogue for a client that does not page, and Link headers for the rest.
const schema = pagingSchema(MAX_PAGE_SIZE).extend({
  gender: z.string().refine(isGender, "Gender must be male, female or unisex.").optional(),
  search: z.string().max(100).optional(),
  notes: z.array(z.string().max(80)).max(20),
  brands: z.array(z.string().max(80)).max(20),
  featured: z.enum(["true", "false"]).optional(),
});

export type CatalogueApiQuery = {
  gender?: Gender;
  search?: string;
  notes: string[];
  brands: string[];
  featured?: boolean;
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
    limit: params.get("limit") ?? undefined,
    offset: params.get("offset") ?? undefined,
  });
  if (!result.success) {
    return { success: false, errors: z.flattenError(result.error).fieldErrors as Record<string, string[]> };
  }
  const { gender, featured, ...rest } = result.data;
  return {
    success: true,
    query: { ...rest, gender: gender as Gender | undefined, featured: featured === undefined ? undefined : featured === "true" },
  };
}
