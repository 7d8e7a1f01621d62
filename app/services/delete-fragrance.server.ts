import { adminRedirect } from "~/lib/safe-redirect";
import { deleteFragrance } from "~/models/admin-fragrance.server";
import type { AdminFormPost } from "~/http/admin-form-post.server";
import { redirectWithToast } from "~/http/toast.server";
import { forgetPhotoOf } from "./fragrance-photo.server";

const FAILURE = { title: "Error", description: "Failed to delete the fragrance. Please try again.", type: "error" as const };

/** The admin's delete confirmation: deletes (recorded in the activity log) and goes back to the list with a toast. */
export async function deleteFragranceForm({
  request,
  context,
  admin,
  fragranceId,
}: AdminFormPost & { fragranceId: number }) {
  const formData = await request.formData();
  const back = adminRedirect(formData.get("redirectTo"));
  try {
    const result = await deleteFragrance({ db: context.db, userId: admin.id, fragranceId });
    if (!result.ok) return redirectWithToast(context, back, FAILURE);
    await forgetPhotoOf(context, { fragranceId, imageUrl: result.imageUrl });
  } catch (error) {
    console.error(error);
    return redirectWithToast(context, back, FAILURE);
  }
  return redirectWithToast(context, back, {
    title: "Fragrance deleted",
    description: "The fragrance has been successfully deleted.",
  });
}
