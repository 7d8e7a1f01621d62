import { addFavorite } from "~/models/favorite.server";
import { checkAssertion, type CeremonyInput, type PasskeyRefusal } from "./passkey-ceremony.server";
import type { LimitContext } from "./limit-attempt.server";
import type { RateLimited } from "./service-context";
import { signInAs, type NewSession, type SignInCarryOver } from "./sign-in.server";

/**
 * Signs in with a discoverable passkey (no e-mail typed): the passkey names
 * its account, and proves possession with user verification, so it stands
 * for the password and the second factor at once (no code is asked). The new
 * session is made like a password sign-in's (signInAs): the old one revoked,
 * the guest cart moved in.
 */
export async function signInWithPasskey(
  context: LimitContext,
  { posted, origin, favoriteId = null, now = Date.now(), ...carryOver }: CeremonyInput & SignInCarryOver & { posted: unknown; favoriteId?: number | null; now?: number },
): Promise<{ ok: true; session: NewSession; favoriteSaved: boolean } | PasskeyRefusal | RateLimited> {
  const checked = await checkAssertion(context, { posted, purpose: "authenticate", userId: null, origin, now });
  if (!checked.ok) return checked;
  const session = await signInAs(context, checked.userId, carryOver);
  const favoriteSaved = favoriteId !== null && (await addFavorite({ db: context.db, userId: checked.userId, fragranceId: favoriteId })) !== "not-found";
  return { ok: true, session, favoriteSaved };
}
