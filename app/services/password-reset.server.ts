import { passwordResetEmail } from "~/lib/emails/password-reset";
import { resetLinkExpiresAt, resetLinkUrl } from "~/lib/password-reset";
import { createSecretToken, sha256Base64Url } from "~/lib/secret-token";
import { siteConfigFrom } from "~/lib/site";
import { storeResetLink } from "~/models/password-reset.server";
import { getUserByEmail, normalizeEmail } from "~/models/user.server";
import type { LoadContext } from "../http/load-context.server";
import { publicOrigin } from "../http/public-origin.server";
import { rateLimitResponse } from "../http/rate-limit-response.server";

// 'Forgot password?': the step the page and the JSON API share. Setting the
// new password is resetPasswordWithLink (credentials.server.ts), where
// passwords are hashed.

/**
 * Counts the request against the e-mail's own limit, then sends a reset link
 * if the e-mail has an account; a 429 answer when the limit refuses it.
 *
 * An unknown e-mail does the same work up to the write (token, hash, e-mail
 * text) and the caller answers the same sentence, so neither the answer nor
 * its timing says much about whether the account exists.
 */
export async function requestResetLink(
  request: Request,
  context: LoadContext,
  email: string,
  { json = false }: { json?: boolean } = {},
): Promise<Response | null> {
  // Keyed by the e-mail's hash: the rate-limit table keeps no addresses.
  const subject = await sha256Base64Url(normalizeEmail(email));
  const limited = await rateLimitResponse(context, "forgotPasswordEmail", { json, subject });
  if (limited) return limited;

  const now = Date.now();
  const user = await getUserByEmail({ db: context.db, email });
  const token = createSecretToken();
  const tokenHash = await sha256Base64Url(token);
  const { brandName } = siteConfigFrom({ brandName: context.env.brandName });
  const message = passwordResetEmail({ brandName, resetUrl: resetLinkUrl(publicOrigin(request, context), token) });
  if (user) {
    await storeResetLink({
      db: context.db,
      tokenHash,
      userId: user.id,
      expiresAt: resetLinkExpiresAt(now),
      email: { kind: "password-reset", to: user.email, ...message },
    });
    // The link goes out right after this response, not at the next sweep.
    context.outbox.queued = true;
  }
  return null;
}
