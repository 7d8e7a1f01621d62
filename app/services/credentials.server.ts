import type { Db } from "../../db/client";
import { getDecoyHash, hashPassword, needsRehash, verifyPassword } from "~/lib/password.server";
import { isResetLinkUsable } from "~/lib/password-reset";
import { sha256Base64Url } from "~/lib/secret-token";
import { findResetLink, setPasswordThroughResetLink } from "~/models/password-reset.server";
import { forgetTrustedBrowsers } from "~/models/two-factor.server";
import { findUserCredentials, insertUser, replacePasswordHash, setUserPasswordHash, type PublicUser, type User } from "~/models/user.server";

/**
 * Accounts with a password: the only place a plain password meets the
 * database layer. Models store and read hashes; hashing happens here.
 */

/** Registers a user; null when the e-mail is already registered. */
export async function createUser({
  password,
  ...user
}: {
  db: Db;
  email: string;
  password: string;
  firstName?: string | null;
  lastName?: string | null;
  phoneNumber?: string | null;
  role?: User["role"];
}): Promise<PublicUser | null> {
  return insertUser({ ...user, passwordHash: await hashPassword(password) });
}

/** The user for these credentials, or null, taking the same time either way. */
export async function verifyLogin({ db, email, password }: { db: Db; email: string; password: string }): Promise<PublicUser | null> {
  const row = await findUserCredentials({ db, email });
  // An unknown e-mail is checked against a decoy hash so it costs as much as a known one.
  const valid = await verifyPassword(password, row?.passwordHash ?? (await getDecoyHash()));
  if (!row || !valid) return null;
  // A hash from before Argon2id (decision 0030) is replaced while the password is at hand.
  if (needsRehash(row.passwordHash)) {
    await replacePasswordHash({ db, userId: row.id, from: row.passwordHash, to: await hashPassword(password) });
  }
  const { passwordHash: _hash, ...user } = row;
  return user;
}

export async function setUserPassword({ db, userId, password }: { db: Db; userId: number; password: string }) {
  await setUserPasswordHash({ db, userId, passwordHash: await hashPassword(password) });
}

/**
 * Sets a new password through an e-mailed reset link; the user's id, or null
 * when the link is unknown, expired or already used. The link is checked
 * before the password is hashed, so a guessed token costs no hashing work.
 */
export async function resetPasswordWithLink({ db, token, password, now = Date.now() }: { db: Db; token: string; password: string; now?: number }) {
  const tokenHash = await sha256Base64Url(token);
  const link = await findResetLink({ db, tokenHash });
  if (!link || !isResetLinkUsable(link, now)) return null;
  const passwordHash = await hashPassword(password);
  const changed = await setPasswordThroughResetLink({ db, tokenHash, userId: link.userId, passwordHash, now: new Date(now) });
  if (!changed) return null;
  // Trusted browsers skip two-factor: after a reset, every one of them asks for a code again.
  await forgetTrustedBrowsers({ db, userId: link.userId });
  return link.userId;
}
