import { PASSKEY_MESSAGES, type PasskeyFailure } from "~/lib/passkeys";
import { apiError } from "./json-api.server";
import { tooManyRequests } from "./rate-limit-response.server";

// The answers the passkey endpoints give the page's script (JSON
// `{ message }`, as the API's errors): the script shows the message beside
// the button that started the ceremony.

const STATUS: Record<PasskeyFailure, number> = {
  unknownCredential: 401,
  failed: 400,
  expired: 400,
  cancelled: 400,
  unavailable: 400,
  alreadyAdded: 409,
  notFound: 404,
};

/** A refused passkey step as JSON; a rate limit as 429 with Retry-After. */
export function passkeyRefusal(refusal: { reason: PasskeyFailure } | { reason: "rate-limited"; retryAfterSeconds: number }) {
  if (refusal.reason === "rate-limited") return tooManyRequests(refusal, { json: true });
  return apiError(STATUS[refusal.reason], PASSKEY_MESSAGES[refusal.reason]);
}

/** A passkey step that needs a signed-in account, asked for without one. */
export const signInRequired = () => apiError(401, "Please log in first.");
