import type { ActionFunctionArgs } from "#remix-runtime";
import { safeRedirect } from "~/lib/safe-redirect";
import { verifyWithPasskey } from "~/services/passkeys.server";
import { getSessionToken, getUser } from "~/http/auth.server";
import { passkeyRefusal, signInRequired } from "~/http/passkey-replies.server";
import { publicOrigin } from "~/http/public-origin.server";
import { redirectWithToast } from "~/http/toast.server";
import { REVERIFIED_TOAST } from "~/lib/reverification";

/**
 * "Confirm with a passkey" (PasskeyVerifyButton posts the browser's answer as
 * `credential`): the current session counts as verified from now, for the
 * sensitive admin actions that ask again after 15 minutes; then on to
 * `redirectTo`. Refused: JSON `{ message }` shown beside the button.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const [user, sessionToken] = await Promise.all([getUser(request, context), getSessionToken(request, context)]);
  if (!user || !sessionToken) return signInRequired();
  const outcome = await verifyWithPasskey(context, { user, sessionToken, posted: form.get("credential"), origin: publicOrigin(request, context) });
  if (!outcome.ok) return passkeyRefusal(outcome);
  return redirectWithToast(context, safeRedirect(form.get("redirectTo"), "/account"), REVERIFIED_TOAST);
}
