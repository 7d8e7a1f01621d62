import { redirect, type ActionFunctionArgs } from "#remix-runtime";
import { parseWithZod } from "@conform-to/zod/v4";
import { formErrorReply } from "~/lib/auth-reply";
import { addPasskeySchema, PASSKEY_MESSAGES, removePasskeySchema } from "~/lib/passkeys";
import { RATE_LIMITED_MESSAGE } from "~/lib/rate-limits";
import { addPasskey, removePasskey } from "~/services/passkeys.server";
import { getUser } from "~/http/auth.server";
import { publicOrigin } from "~/http/public-origin.server";
import { redirectWithToast } from "~/http/toast.server";

const PASSKEYS_PATH = "/account#passkeys";

/**
 * The account's passkeys. `remove` is a plain form (works without
 * JavaScript) and ends in a redirect back with a toast. `add` comes from the
 * add form's script with the browser's new credential: a refusal answers
 * conform's reply (`result`), the name's message beside its field.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const user = await getUser(request, context);
  if (!user) return redirect(`/login?${new URLSearchParams({ redirectTo: PASSKEYS_PATH })}`);

  if (form.get("intent") === "remove") {
    const parsed = removePasskeySchema.safeParse({ passkeyId: form.get("passkeyId") ?? undefined });
    const removed = parsed.success ? await removePasskey(context, { userId: user.id, passkeyId: parsed.data.passkeyId }) : null;
    if (!removed?.ok) return redirectWithToast(context, PASSKEYS_PATH, { title: "Error", description: PASSKEY_MESSAGES.notFound, type: "error" });
    return redirectWithToast(context, PASSKEYS_PATH, { title: "Passkey removed", description: `“${removed.name}” can no longer sign in to your account.` });
  }

  const submission = parseWithZod(form, { schema: addPasskeySchema });
  const outcome = await addPasskey(context, {
    user,
    fields: submission.status === "success" ? submission.value : null,
    posted: form.get("credential"),
    origin: publicOrigin(request, context),
    userAgent: request.headers.get("User-Agent"),
  });
  if (outcome.ok) return redirectWithToast(context, PASSKEYS_PATH, { title: "Passkey added", description: `You can now sign in with “${outcome.name}”.` });
  if (outcome.reason === "rate-limited") {
    return Response.json({ result: formErrorReply(RATE_LIMITED_MESSAGE) }, { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } });
  }
  // A resource route answers JSON itself (data() would lose the status here).
  if (outcome.reason === "invalid-input") return Response.json({ result: submission.reply() }, { status: 400 });
  return Response.json({ result: submission.reply({ formErrors: [PASSKEY_MESSAGES[outcome.reason]] }) }, { status: outcome.reason === "alreadyAdded" ? 409 : 400 });
}
