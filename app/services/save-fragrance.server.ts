import type { FragranceInput } from "~/lib/fragrance-schema";
import { createFragrance, updateFragrance } from "~/models/admin-fragrance.server";
import type { ServiceContext } from "./service-context";

/** Names are unique in the catalogue: the message beside the name field (forms and JSON API alike). */
export const DUPLICATE_NAME = "A fragrance with this name already exists";

export type SaveFragranceResult = { ok: true; fragranceId: number } | { ok: false; reason: "duplicate-name" | "not-found" | "failed" };

/**
 * The add and edit forms' save, with the values the route validated: creates
 * the fragrance, or with `fragranceId` replaces all its fields (the form holds
 * every field, so an emptied optional field is cleared). Each write is
 * audit-logged. A database error is logged and answered "failed".
 */
export async function saveFragrance(
  context: Pick<ServiceContext, "db">,
  { adminId, fragranceId, values }: { adminId: number; fragranceId?: number; values: FragranceInput },
): Promise<SaveFragranceResult> {
  try {
    const result = fragranceId
      ? await updateFragrance({
          db: context.db,
          userId: adminId,
          fragranceId,
          changes: { ...values, inspiration: values.inspiration ?? null, inspirationReleaseYear: values.inspirationReleaseYear ?? null },
        })
      : await createFragrance({ db: context.db, userId: adminId, input: values });
    return result.ok ? { ok: true, fragranceId: result.fragrance.id } : result;
  } catch (error) {
    console.error(error);
    return { ok: false, reason: "failed" };
  }
}
