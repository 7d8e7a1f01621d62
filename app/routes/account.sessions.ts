import type { ActionFunctionArgs } from "#remix-runtime";
import { endAccountSession, endOtherAccountSessions } from "~/services/account-sessions.server";
import { getSessionToken, requireUser } from "~/http/auth.server";
import { redirectWithToast } from "~/http/toast.server";

// The session list's buttons on /account (issue 36): plain POST forms that
// come back to the list with a toast, with or without JavaScript.

const SESSIONS = "/account#sessions";
const HANDLE = /^[A-Za-z0-9_-]{22}$/;

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const form = await request.formData();
  const currentToken = await getSessionToken(request, context);
  const intent = form.get("intent");
  if (intent === "end-others") {
    const ended = await endOtherAccountSessions(context, { userId: user.id, currentToken });
    const description = ended === 1 ? "1 other session has been signed out." : `${ended} other sessions have been signed out.`;
    return redirectWithToast(context, SESSIONS, { title: "Signed out everywhere else", description });
  }
  const handle = form.get("handle");
  // Only a tampered post sends anything else: the page's buttons always send one of these.
  if (intent !== "end" || typeof handle !== "string" || !HANDLE.test(handle)) throw new Response("Bad Request", { status: 400 });
  const outcome = await endAccountSession(context, { userId: user.id, currentToken, handle });
  return outcome === "ended"
    ? redirectWithToast(context, SESSIONS, { title: "Session signed out", description: "That browser is no longer signed in." })
    : redirectWithToast(context, SESSIONS, { title: "Already signed out", description: "That session had already ended.", type: "info" });
}
