import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "#remix-runtime";
import { fragranceSchema } from "~/lib/fragrance-schema";
import { createFragrance, updateFragrance } from "~/models/admin-fragrance.server";
import { adminRedirect } from "~/lib/safe-redirect";
import type { AdminFormPost } from "../http/admin-form-post.server";
import { createToastHeaders, redirectWithToast } from "../http/toast.server";

const DUPLICATE_NAME = "A fragrance with this name already exists";

/**
 * The add and edit forms' action. A page post (no JavaScript) redirects back
 * to the list with a toast; the dialog (via=dialog) gets { status: "success" }
 * plus the toast cookie, so it can close itself while the list revalidates.
 */
export async function handleFragranceForm({
  request,
  context,
  admin,
  fragranceId,
}: AdminFormPost & { fragranceId?: number }) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: fragranceSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });

  const failure = fragranceId
    ? "Failed to update fragrance. Please try again."
    : "Failed to create fragrance. Please try again.";
  let result;
  try {
    result = fragranceId
      ? await updateFragrance({
          db: context.db,
          userId: admin.id,
          fragranceId,
          // The form holds every field: an emptied optional field clears it.
          changes: {
            ...submission.value,
            inspiration: submission.value.inspiration ?? null,
            inspirationReleaseYear: submission.value.inspirationReleaseYear ?? null,
          },
        })
      : await createFragrance({ db: context.db, userId: admin.id, input: submission.value });
  } catch (error) {
    console.error(error);
    return data(submission.reply({ formErrors: [failure] }), { status: 503 });
  }
  if (!result.ok && result.reason === "duplicate-name") {
    return data(submission.reply({ fieldErrors: { name: [DUPLICATE_NAME] } }), { status: 400 });
  }
  if (!result.ok) throw new Response("Not Found", { status: 404 });

  const toast = {
    title: "Success!",
    description: fragranceId ? "Fragrance has been updated." : "Fragrance has been created.",
    type: "success" as const,
  };
  if (formData.get("via") === "dialog") {
    return data({ status: "success" as const, id: result.fragrance.id }, { headers: await createToastHeaders(context, toast) });
  }
  return redirectWithToast(context, adminRedirect(formData.get("redirectTo")), toast);
}
