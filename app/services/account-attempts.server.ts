import { sha256Base64Url } from "~/lib/secret-token";
import { checkRateLimit, peekRateLimit } from "~/models/rate-limit.server";
import { normalizeEmail } from "~/models/user.server";
import type { LimitContext } from "./limit-attempt.server";
import type { RateLimited } from "./service-context";

// Failed sign-ins per account, from whatever address they come (issue 36):
// the per-address limit alone lets one account be tried from a thousand
// addresses. Keyed by a hash of the e-mail, so an address with no account is
// counted exactly like one with an account and the answer reveals nothing.
// Only failures count: the owner who types the right password and code is
// never slowed by the attempts of others beyond the short window. The reset
// link and passkey sign-in do not consult it.

export type AccountAttempts = {
  /** The RateLimited answer when the account already had too many failures, else null. */
  limited: RateLimited | null;
  /** Counts one failure (a wrong password or a wrong code). */
  failed: () => Promise<void>;
};

export async function accountAttempts(context: LimitContext, email: string): Promise<AccountAttempts> {
  const subject = await sha256Base64Url(`sign-in:${normalizeEmail(email)}`);
  const verdict = await peekRateLimit(context, "loginAccount", { subject });
  return {
    limited: verdict.allowed ? null : { ok: false, reason: "rate-limited", retryAfterSeconds: verdict.retryAfterSeconds },
    failed: async () => {
      await checkRateLimit(context, "loginAccount", { subject });
    },
  };
}
