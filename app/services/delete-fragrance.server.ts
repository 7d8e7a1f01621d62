import { deleteFragrance } from "~/models/admin-fragrance.server";
import { forgetPhotoOf } from "./fragrance-photo.server";
import { logOf, type ServiceContext } from "./service-context";

type DeleteInput = { adminId: number; fragranceId: number };

/**
 * Deletes a fragrance (recorded in the activity log) and its uploaded photo's
 * files; "not-found" when there is no such fragrance. A database error is
 * thrown (the JSON API answers it as any server error).
 */
export async function deleteFragranceAndPhoto(
  context: Pick<ServiceContext, "db" | "photos">,
  { adminId, fragranceId }: DeleteInput,
): Promise<{ ok: true } | { ok: false; reason: "not-found" }> {
  const result = await deleteFragrance({ db: context.db, userId: adminId, fragranceId });
  if (!result.ok) return result;
  await forgetPhotoOf(context, { fragranceId, imageUrl: result.imageUrl });
  return { ok: true };
}

/**
 * The admin's delete confirmation: the same delete, but a fragrance already
 * gone and a database error (logged) are both "failed", which the admin list
 * reports alike.
 */
export async function deleteFragranceFromAdmin(
  context: Pick<ServiceContext, "db" | "photos" | "log">,
  input: DeleteInput,
): Promise<{ ok: true } | { ok: false; reason: "failed" }> {
  try {
    const result = await deleteFragranceAndPhoto(context, input);
    if (result.ok) return result;
  } catch (error) {
    logOf(context).error({ err: error }, "deleting a fragrance failed");
  }
  return { ok: false, reason: "failed" };
}
