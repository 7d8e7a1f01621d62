import type { ActionFunctionArgs } from "#remix-runtime";
import { getUser } from "~/http/auth.server";
import { passkeyRefusal, signInRequired } from "~/http/passkey-replies.server";
import { publicOrigin } from "~/http/public-origin.server";
import { passkeyOptions } from "~/services/passkey-ceremony.server";

const PURPOSES = ["register", "authenticate", "verify"] as const;

/**
 * The options of a WebAuthn ceremony for the page's script (JSON): adding a
 * passkey or verifying needs a signed-in account; signing in does not. Each
 * call stores a new challenge that works once, for 5 minutes.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const purpose = PURPOSES.find((name) => name === form.get("purpose"));
  if (!purpose) return Response.json({ message: "Unknown passkey request." }, { status: 400 });
  const user = purpose === "authenticate" ? null : await getUser(request, context);
  if (purpose !== "authenticate" && !user) return signInRequired();
  const outcome = await passkeyOptions(context, { purpose, user, origin: publicOrigin(request, context) });
  return outcome.ok ? Response.json({ options: outcome.options }) : passkeyRefusal(outcome);
}
