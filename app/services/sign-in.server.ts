import { data } from "#remix-runtime";
import { favoriteSchema } from "~/lib/auth-schemas";
import { FAVORITE_SUCCESS } from "~/lib/favorite-messages";
import type { ToastInput } from "~/lib/toast";
import { addFavorite } from "~/models/favorite.server";
import { endUserSession, startUserSession } from "../http/auth.server";
import { mergeCartAtLogin } from "../http/request-cart.server";
import { createAuthenticator, formErrorReply } from "./authenticator.server";
import type { LoadContext } from "../http/load-context.server";
import { rateLimitResponse } from "../http/rate-limit-response.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { redirectWithToast } from "../http/toast.server";

const SUCCESS_TOASTS = {
  login: { title: "Login successful", description: "Welcome back!" },
  register: { title: "Registration successful", description: "Your account has been created." },
} satisfies Record<string, ToastInput>;

/**
 * Starts a new session for a user who proved who they are, and moves the
 * guest's cart into their account: the same step for the account form and the
 * JSON API. The answer carries the session cookie in `headers`.
 */
export async function signInAs(request: Request, context: LoadContext, userId: number) {
  const session = await startUserSession(request, context, userId);
  await mergeCartAtLogin(request, context, userId, session.headers);
  return session;
}

/**
 * The account screen's POST: log in, register (both through remix-auth) or log
 * out. Failures come back as a conform reply for the form that was sent.
 */
export async function handleAccountAction(request: Request, context: LoadContext) {
  // Cloned: remix-auth's FormStrategy reads the original body itself.
  const form = await request.clone().formData();
  const intent = form.get("intent");

  if (intent === "logout") {
    const headers = await endUserSession(request, context);
    return redirectWithToast(
      context,
      "/account",
      { title: "Logged out", description: "You have been logged out successfully." },
      { headers },
    );
  }
  if (intent !== "login" && intent !== "register") {
    return data({ intent: null, result: formErrorReply("Unknown action.") }, { status: 400 });
  }

  const limited = await rateLimitResponse(context, intent);
  if (limited) {
    return data({ intent, result: formErrorReply(await limited.text()) }, { status: 429, headers: limited.headers });
  }

  const outcome = await createAuthenticator(context).authenticate(intent, request);
  if (!outcome.ok) return data({ intent, result: outcome.reply }, { status: 400 });

  const { headers } = await signInAs(request, context, outcome.user.id);
  const redirectTo = safeRedirect(form.get("redirectTo"), "/account");

  // A guest who tapped a favourite came here with its id: save it on the way back.
  const favorite = favoriteSchema.safeParse({ fragranceId: form.get("favorite") ?? undefined });
  if (favorite.success) {
    const saved = await addFavorite({ db: context.db, userId: outcome.user.id, fragranceId: favorite.data.fragranceId });
    if (saved !== "not-found") {
      return redirectWithToast(context, redirectTo, FAVORITE_SUCCESS.add, { headers });
    }
  }
  return redirectWithToast(context, redirectTo, SUCCESS_TOASTS[intent], { headers });
}

