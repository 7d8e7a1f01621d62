import { verifyRegistrationResponse, type RegistrationResponseJSON } from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import type * as z from "zod";
import { runBatch } from "../../db/client";
import { relyingPartyFor, type addPasskeySchema } from "~/lib/passkeys";
import { deletePasskey, findPasskey, insertPasskey } from "~/models/passkey.server";
import { markSessionVerified } from "~/models/session-verification.server";
import { limitAttempt, type LimitContext } from "./limit-attempt.server";
import { checkAssertion, readCredential, takeAnsweredChallenge, type CeremonyInput, type CeremonyUser, type PasskeyRefusal } from "./passkey-ceremony.server";
import { securityNoticeStatement } from "./security-notice.server";
import type { RateLimited, ServiceContext } from "./service-context";

// An account's passkeys from /account: adding one (the browser created it
// against this account's challenge), removing one, and proving again that the
// holder of a signed-in session is its owner (sensitive admin actions).

type PasskeyContext = LimitContext & Pick<ServiceContext, "outbox">;

/**
 * Adds the passkey the browser created: verified against the account's
 * register challenge, stored with its name, and the account's notice e-mail
 * queued in the same batch.
 */
export async function addPasskey(
  context: PasskeyContext,
  {
    user,
    fields,
    posted,
    origin,
    userAgent,
    now = Date.now(),
  }: CeremonyInput & { user: CeremonyUser; fields: z.output<typeof addPasskeySchema> | null; posted: unknown; userAgent: string | null; now?: number },
): Promise<{ ok: true; name: string } | { ok: false; reason: "invalid-input" } | PasskeyRefusal | RateLimited> {
  const limited = await limitAttempt(context, "passkey");
  if (limited) return limited;
  if (!fields) return { ok: false, reason: "invalid-input" };
  const party = relyingPartyFor(origin);
  if (!party) return { ok: false, reason: "unavailable" };
  const credential = readCredential<RegistrationResponseJSON>(posted);
  if (!credential) return { ok: false, reason: "failed" };
  const taken = await takeAnsweredChallenge(context, { credential, purpose: "register", userId: user.id, now });
  if (!taken.ok) return taken;
  let info;
  try {
    const verification = await verifyRegistrationResponse({
      response: credential,
      expectedChallenge: taken.challenge,
      expectedOrigin: party.origin,
      expectedRPID: party.rpID,
      requireUserVerification: true,
    });
    if (!verification.verified) return { ok: false, reason: "failed" };
    info = verification.registrationInfo;
  } catch {
    return { ok: false, reason: "failed" };
  }
  if (await findPasskey({ db: context.db, id: info.credential.id })) return { ok: false, reason: "alreadyAdded" };
  await runBatch(context.db, [
    insertPasskey(context.db, {
      id: info.credential.id,
      userId: user.id,
      publicKey: isoBase64URL.fromBuffer(info.credential.publicKey),
      counter: info.credential.counter,
      transports: info.credential.transports ?? credential.response.transports ?? [],
      backedUp: info.credentialBackedUp,
      name: fields.name,
    }),
    securityNoticeStatement(context, { user, notice: { kind: "passkey-added", passkeyName: fields.name }, userAgent, origin, now }),
  ]);
  context.outbox.queued = true;
  return { ok: true, name: fields.name };
}

/** Removes one of the account's own passkeys; another account's, or an unknown id, is "notFound". */
export async function removePasskey(context: Pick<ServiceContext, "db">, { userId, passkeyId }: { userId: number; passkeyId: string }) {
  const removed = await deletePasskey({ db: context.db, userId, id: passkeyId });
  return removed ? { ok: true as const, name: removed.name } : { ok: false as const, reason: "notFound" as const };
}

/**
 * The signed-in holder of a session proves again with one of the account's
 * passkeys: the session counts as verified from now (sensitive admin actions
 * ask again after 15 minutes).
 */
export async function verifyWithPasskey(
  context: LimitContext,
  { user, sessionToken, posted, origin, now = Date.now() }: CeremonyInput & { user: CeremonyUser; sessionToken: string; posted: unknown; now?: number },
): Promise<{ ok: true } | PasskeyRefusal | RateLimited> {
  const checked = await checkAssertion(context, { posted, purpose: "verify", userId: user.id, origin, now });
  if (!checked.ok) return checked;
  // The token is the one the user was read from: it is theirs while it lives.
  return (await markSessionVerified({ db: context.db, token: sessionToken, now })) ? { ok: true } : { ok: false, reason: "failed" };
}
