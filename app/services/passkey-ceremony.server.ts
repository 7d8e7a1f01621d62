import { generateAuthenticationOptions, generateRegistrationOptions, verifyAuthenticationResponse } from "@simplewebauthn/server";
import type { AuthenticationResponseJSON, AuthenticatorTransportFuture, RegistrationResponseJSON } from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import * as z from "zod";
import { challengeOf, PASSKEY_CHALLENGE_LIFETIME_MS, relyingPartyFor, type PasskeyFailure, type PasskeyPurpose } from "~/lib/passkeys";
import { siteConfigFrom } from "~/lib/site";
import { findPasskey, passkeyDescriptors, recordPasskeyUse } from "~/models/passkey.server";
import { storeChallenge, takeChallenge } from "~/models/webauthn-challenge.server";
import { limitAttempt, type LimitContext } from "./limit-attempt.server";
import type { RateLimited } from "./service-context";

// The steps every WebAuthn ceremony shares (decision 0053): options with a
// challenge kept server-side for 5 minutes, and the answer's challenge taken
// (deleted) before anything else is checked, so a response works once and a
// failed one leaves nothing to retry with. The relying party is the host of
// the shop's public origin, the expected origin that origin itself.
// @simplewebauthn/server verifies with WebCrypto, on Node and on Workers.

export type PasskeyRefusal = { ok: false; reason: PasskeyFailure };
export type CeremonyUser = { id: number; email: string };

/** What a ceremony step needs to know about the request: the shop's public origin. */
export type CeremonyInput = { origin: string };

// The browser's answer, as @simplewebauthn/browser posts it; the library
// checks the rest (and refuses what does not decode).
const credentialShape = z.object({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal("public-key"),
  response: z.object({ clientDataJSON: z.string().min(1).max(4096) }).loose(),
  clientExtensionResults: z.object({}).loose(),
}).loose();

/** The posted credential (a JSON string) in the shape the library takes, or null. */
export function readCredential<T extends RegistrationResponseJSON | AuthenticationResponseJSON>(posted: unknown): T | null {
  if (typeof posted !== "string" || posted.length > 32_768) return null;
  try {
    const parsed = credentialShape.safeParse(JSON.parse(posted));
    return parsed.success ? (parsed.data as unknown as T) : null;
  } catch {
    return null;
  }
}

/**
 * A ceremony's options for the browser, its challenge stored: adding a
 * passkey (the account's own are excluded), signing in (any discoverable
 * passkey, nobody known yet), or verifying (the account's passkeys only).
 */
export async function passkeyOptions(
  context: LimitContext,
  { purpose, user, origin, now = Date.now() }: CeremonyInput & { purpose: PasskeyPurpose; user: CeremonyUser | null; now?: number },
) {
  const limited = await limitAttempt(context, "passkey");
  if (limited) return limited;
  const party = relyingPartyFor(origin);
  if (!party) return { ok: false as const, reason: "unavailable" as const };
  const own = user ? (await passkeyDescriptors({ db: context.db, userId: user.id })).map(descriptor) : [];
  let options;
  if (purpose === "register" && user) {
    options = await generateRegistrationOptions({
      rpName: siteConfigFrom({ brandName: context.env.brandName }).brandName,
      rpID: party.rpID,
      userName: user.email,
      userDisplayName: user.email,
      // The user handle names the account to its authenticators (a second
      // passkey for the same account on one device replaces the first); the
      // sign-in looks the passkey up by credential id instead.
      userID: new TextEncoder().encode(`user-${user.id}`),
      attestationType: "none",
      excludeCredentials: own,
      authenticatorSelection: { residentKey: "required", userVerification: "required" },
    });
  } else if (purpose === "authenticate" || (purpose === "verify" && user)) {
    if (purpose === "verify" && own.length === 0) return { ok: false as const, reason: "notFound" as const };
    options = await generateAuthenticationOptions({ rpID: party.rpID, userVerification: "required", allowCredentials: purpose === "verify" ? own : [] });
  } else {
    return { ok: false as const, reason: "failed" as const };
  }
  await storeChallenge({ db: context.db, challenge: options.challenge, purpose, userId: purpose === "authenticate" ? null : user!.id, expiresAt: now + PASSKEY_CHALLENGE_LIFETIME_MS });
  return { ok: true as const, options };
}

function descriptor({ id, transports }: { id: string; transports: string | null }) {
  return { id, transports: transports ? (JSON.parse(transports) as AuthenticatorTransportFuture[]) : undefined };
}

/**
 * Takes the challenge the browser's answer signed: it must have been issued
 * for this purpose (and this account, when one is signed in) and not be
 * older than 5 minutes. Taken means deleted, whatever happens next.
 */
export async function takeAnsweredChallenge(
  context: Pick<LimitContext, "db">,
  { credential, purpose, userId, now = Date.now() }: { credential: { response: { clientDataJSON: string } }; purpose: PasskeyPurpose; userId: number | null; now?: number },
): Promise<{ ok: true; challenge: string } | PasskeyRefusal> {
  const answered = challengeOf(credential.response.clientDataJSON);
  const row = answered ? await takeChallenge({ db: context.db, challenge: answered }) : null;
  if (!row || row.purpose !== purpose || row.userId !== userId || row.expiresAt.getTime() <= now) return { ok: false, reason: "expired" };
  return { ok: true, challenge: row.challenge };
}

/**
 * Checks a signed-in or verifying passkey's answer and records its use (the
 * new counter, the time). `userId` is null for a sign-in (the passkey names
 * its account) and the signed-in account for a verification.
 */
export async function checkAssertion(
  context: LimitContext,
  { posted, purpose, userId, origin, now = Date.now() }: CeremonyInput & { posted: unknown; purpose: "authenticate" | "verify"; userId: number | null; now?: number },
): Promise<{ ok: true; userId: number } | PasskeyRefusal | RateLimited> {
  const limited = await limitAttempt(context, "passkey");
  if (limited) return limited;
  const party = relyingPartyFor(origin);
  if (!party) return { ok: false, reason: "unavailable" };
  const credential = readCredential<AuthenticationResponseJSON>(posted);
  if (!credential) return { ok: false, reason: "failed" };
  const taken = await takeAnsweredChallenge(context, { credential, purpose, userId, now });
  if (!taken.ok) return taken;
  const passkey = await findPasskey({ db: context.db, id: credential.id });
  // A passkey removed from the account (or never added) says so, not "failed":
  // the browser still offers it, and the shopper needs to know why it fails.
  if (!passkey || (userId !== null && passkey.userId !== userId)) return { ok: false, reason: "unknownCredential" };
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response: credential,
      expectedChallenge: taken.challenge,
      expectedOrigin: party.origin,
      expectedRPID: party.rpID,
      requireUserVerification: true,
      credential: { ...descriptor(passkey), publicKey: isoBase64URL.toBuffer(passkey.publicKey), counter: passkey.counter },
    });
    if (!verified) return { ok: false, reason: "failed" };
    await recordPasskeyUse({ db: context.db, id: passkey.id, counter: authenticationInfo.newCounter, backedUp: authenticationInfo.credentialBackedUp, now });
  } catch {
    // A bad signature, origin or counter: the library throws with its reason.
    return { ok: false, reason: "failed" };
  }
  return { ok: true, userId: passkey.userId };
}
