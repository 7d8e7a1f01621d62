import type { ToastInput } from "./toast";

// Sensitive admin actions (refunds, deleting a fragrance, changing a setting)
// ask the session's holder to prove who they are again once the session's
// last verification (sessions.verified_at: the sign-in, a password or a
// passkey given since) is older than this. A stolen cookie or token left on a
// shared computer then cannot move money or delete the catalogue for long.
export const REVERIFY_AFTER_MS = 15 * 60_000;

/**
 * Whether a session verified at `verifiedAt` may take a sensitive action at
 * `now`. A missing value (a session from before the column, or one nothing has
 * verified) is stale. A time slightly ahead of `now` (another server's clock)
 * counts as recent.
 */
export function isVerificationRecent(verifiedAt: Date | number | null | undefined, now: number): boolean {
  if (verifiedAt === null || verifiedAt === undefined) return false;
  const at = typeof verifiedAt === "number" ? verifiedAt : verifiedAt.getTime();
  if (!Number.isFinite(at)) return false;
  return now - at <= REVERIFY_AFTER_MS;
}

/** When a verification made at `verifiedAt` stops covering sensitive actions. */
export function verificationValidUntil(verifiedAt: Date): Date {
  return new Date(verifiedAt.getTime() + REVERIFY_AFTER_MS);
}

export const VERIFY_PAGE_PATH = "/admin/verify";

/** The "Confirm it's you" page, coming back to `returnTo` (an admin page) afterwards. */
export function verifyPageUrl(returnTo: string): string {
  return `${VERIFY_PAGE_PATH}?${new URLSearchParams({ redirectTo: returnTo })}`;
}

/** The JSON API's 403 message; the answer also carries `reverificationRequired: true`. */
export const REVERIFICATION_REQUIRED =
  "Please confirm it's you: send your password to POST /api/auth/verify, then repeat this request.";

/** Said beside the password field (and in the API's field errors) when it is not the account's. */
export const WRONG_PASSWORD = "Incorrect password.";

/**
 * The toast on the page the admin comes back to: the action they were taking
 * was not done (the post was turned away before it wrote anything).
 */
export const REVERIFIED_TOAST = {
  title: "Thanks, it's you",
  description: "Nothing was changed yet: please repeat what you were doing.",
  type: "success",
} as const satisfies ToastInput;
