import * as z from "zod";

// Passkeys (WebAuthn, issue 36): the add form's schema, the rules every
// ceremony shares and the messages the screens show. Shared by the account
// page, the login screen and the server.

/** A ceremony's challenge works once, for this long (the browser's own prompt times out at 60 s). */
export const PASSKEY_CHALLENGE_LIFETIME_MS = 5 * 60_000;

/** The ceremonies a challenge can be for: add a passkey, sign in with one, or confirm it is still you. */
export type PasskeyPurpose = "register" | "authenticate" | "verify";

export const PASSKEY_NAME_MAX = 60;

export const addPasskeySchema = z.object({
  name: z
    .string({ error: "Please name this passkey" })
    .trim()
    .min(1, "Please name this passkey")
    .max(PASSKEY_NAME_MAX, `Passkey name must be at most ${PASSKEY_NAME_MAX} characters`),
});

export const removePasskeySchema = z.object({
  passkeyId: z.string().min(1).max(1024),
});

export const PASSKEY_MESSAGES = {
  unknownCredential: "This passkey is not registered with us (it may have been removed). Sign in with your password instead.",
  failed: "The passkey could not be checked. Please try again.",
  expired: "That took too long or the request was already used. Please try again.",
  cancelled: "The passkey request was cancelled.",
  unavailable: "Passkeys are not available in this browser or on this address.",
  alreadyAdded: "This passkey is already on your account.",
  notFound: "That passkey was not found on your account.",
} as const;

export type PasskeyFailure = keyof typeof PASSKEY_MESSAGES;

/**
 * The relying party a shop origin stands for: WebAuthn binds a passkey to the
 * host name (no scheme, no port), and the browser signs the exact origin. An
 * IP address cannot be a relying party id, so a shop served from one offers
 * no passkeys (null).
 */
export function relyingPartyFor(origin: string): { rpID: string; origin: string } | null {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return null;
  }
  const host = url.hostname;
  if (!host || /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.startsWith("[")) return null;
  return { rpID: host, origin: url.origin };
}

/** The challenge a WebAuthn response answers, read from its clientDataJSON (base64url JSON), or null. */
export function challengeOf(clientDataJSON: unknown): string | null {
  if (typeof clientDataJSON !== "string" || clientDataJSON.length > 4096) return null;
  try {
    const base64 = clientDataJSON.replace(/-/g, "+").replace(/_/g, "/");
    const text = new TextDecoder().decode(Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "=")), (c) => c.charCodeAt(0)));
    const challenge = (JSON.parse(text) as { challenge?: unknown }).challenge;
    return typeof challenge === "string" && /^[A-Za-z0-9_-]{16,128}$/.test(challenge) ? challenge : null;
  } catch {
    return null;
  }
}
