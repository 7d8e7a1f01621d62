import type { ActionFunctionArgs } from "#remix-runtime";
import { favoriteSchema } from "~/lib/auth-schemas";
import { FAVORITE_SUCCESS } from "~/lib/favorite-messages";
import { safeRedirect } from "~/lib/safe-redirect";
import { signInWithPasskey } from "~/services/passkey-sign-in.server";
import { passkeyRefusal } from "~/http/passkey-replies.server";
import { publicOrigin } from "~/http/public-origin.server";
import { readSignInCarryOver, signedInCookies } from "~/http/sign-in-cookies.server";
import { redirectWithToast } from "~/http/toast.server";

// The login screen's toast after a password (routes/login.tsx): a passkey sign-in says the same.
const SIGNED_IN_TOAST = { title: "Login successful", description: "Welcome back!" };

/**
 * "Sign in with a passkey" (the login screen's script posts the browser's
 * answer as `credential`): signed in with the same cookies as a password
 * sign-in and sent where the login form would have gone; refused with JSON
 * `{ message }` that the script shows beside the button.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const carryOver = await readSignInCarryOver(request, context);
  const favorite = favoriteSchema.safeParse({ fragranceId: form.get("favorite") ?? undefined });
  const outcome = await signInWithPasskey(context, {
    ...carryOver,
    posted: form.get("credential"),
    origin: publicOrigin(request, context),
    favoriteId: favorite.success ? favorite.data.fragranceId : null,
  });
  if (!outcome.ok) return passkeyRefusal(outcome);
  const headers = await signedInCookies(context, outcome.session, carryOver);
  const redirectTo = safeRedirect(form.get("redirectTo"), "/account");
  return redirectWithToast(context, redirectTo, outcome.favoriteSaved ? FAVORITE_SUCCESS.add : SIGNED_IN_TOAST, { headers });
}
