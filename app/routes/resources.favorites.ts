import { redirect, type ActionFunctionArgs } from "#remix-runtime";
import { favoriteSchema } from "~/lib/auth-schemas";
import { FAVORITE_FAILURE, FAVORITE_SUCCESS, type FavoriteReply } from "~/lib/favorite-messages";
import { safeRedirect } from "~/lib/safe-redirect";
import { changeFavorite } from "~/services/change-favorite.server";
import { getUser } from "~/http/auth.server";
import { redirectWithToast } from "~/http/toast.server";

/**
 * The favourite toggle's add and remove. A plain form post (no JavaScript)
 * ends in a redirect back with a toast; the toggle's fetcher sends
 * `enhanced=1` and gets JSON instead, so it can show its own toast without a
 * navigation.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = form.get("intent") === "remove" ? "remove" : "add";
  const enhanced = form.get("enhanced") === "1";
  const redirectTo = safeRedirect(form.get("redirectTo"), "/account");
  const parsed = favoriteSchema.safeParse({ fragranceId: form.get("fragranceId") ?? undefined });

  const fail = (message: string, status: number) =>
    enhanced
      ? Response.json({ ok: false, intent, message } satisfies FavoriteReply, { status })
      : redirectWithToast(context, redirectTo, { title: "Error", description: message, type: "error" });

  const user = await getUser(request, context);
  if (!user) {
    if (enhanced) return fail("Please log in to save favorites.", 401);
    // Without JavaScript: log in first, then the login action saves this favourite and comes back.
    const params = new URLSearchParams({ redirectTo });
    if (parsed.success && intent === "add") params.set("favorite", String(parsed.data.fragranceId));
    return redirect(`/login?${params}`);
  }
  if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? FAVORITE_FAILURE[intent], 400);

  const { fragranceId } = parsed.data;
  const changed = await changeFavorite(context, { userId: user.id, fragranceId, intent });
  if (!changed.ok) return fail("Fragrance not found.", 404);
  return enhanced
    ? Response.json({ ok: true, intent, fragranceId } satisfies FavoriteReply)
    : redirectWithToast(context, redirectTo, FAVORITE_SUCCESS[intent]);
}
