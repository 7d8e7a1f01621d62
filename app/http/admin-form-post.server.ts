import { data } from "#remix-runtime";
import { adminRedirect } from "~/lib/safe-redirect";
import type { ToastInput } from "~/lib/toast";
import type { LoadContext } from "./load-context.server";
import { createToastHeaders, redirectWithToast } from "./toast.server";

/**
 * The answer to an admin form post that saved a row. From a dialog (the form
 * posts via=dialog through a fetcher) it is { status: "success", id } and the
 * toast cookie, so the dialog can close itself while the list revalidates; a
 * page post (no JavaScript) goes back to its redirectTo, kept inside the admin
 * panel, with the toast.
 */
export async function savedAdminFormReply(
  context: Pick<LoadContext, "sessionSecret" | "env">,
  formData: FormData,
  { id, toast }: { id: number; toast: ToastInput },
) {
  if (formData.get("via") === "dialog") {
    return data({ status: "success" as const, id }, { headers: await createToastHeaders(context, toast) });
  }
  return redirectWithToast(context, adminRedirect(formData.get("redirectTo")), toast);
}
