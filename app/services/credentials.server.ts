import type { Db } from "../../db/client";
import { getDecoyHash, hashPassword, needsRehash, verifyPassword } from "~/lib/password.server";
import { passwordPolicyError } from "~/lib/password-policy.server";
import { isResetLinkUsable } from "~/lib/password-reset";
import { createSecretToken, sha256Base64Url } from "~/lib/secret-token";
import type { OutgoingEmail } from "~/models/email-outbox.server";
import { changePasswordHash } from "~/models/password-change.server";
import { findResetLink, setPasswordThroughResetLink } from "~/models/password-reset.server";
import {
  findUserCredentials,
  findUserCredentialsById,
  getUserById,
  insertUser,
  replacePasswordHash,
  setUserPasswordHash,
  type PublicUser,
  type User,
} from "~/models/user.server";

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

/** A new password the policy refuses (lib/password-policy.server.ts): the message goes beside the field. */
export type PasswordRefused = { ok: false; reason: "weak-password"; message: string };

/** The "password changed" notice for the account's e-mail, built by the caller (it knows the shop and the request). */
type NoticeFor = (user: { email: string }) => OutgoingEmail;

/**
 * Sets a new password through an e-mailed reset link; the user's id, or why
 * not: the link is unknown, expired or already used, or the policy refuses
 * the password (the schema cannot: only the link knows the e-mail). The link
 * is checked before the password is hashed, so a guessed token costs no
 * hashing work. The notice is queued with the change.
 */
export async function resetPasswordWithLink({
  db,
  token,
  password,
  notice,
  now = Date.now(),
}: {
  db: Db;
  token: string;
  password: string;
  notice: NoticeFor;
  now?: number;
}): Promise<{ ok: true; userId: number } | { ok: false; reason: "link-invalid" } | PasswordRefused> {
  const tokenHash = await sha256Base64Url(token);
  const link = await findResetLink({ db, tokenHash });
  const user = link && isResetLinkUsable(link, now) ? await getUserById({ db, userId: link.userId }) : null;
  if (!link || !user) return { ok: false, reason: "link-invalid" };
  const refused = passwordPolicyError(password, user.email);
  if (refused) return { ok: false, reason: "weak-password", message: refused };
  const passwordHash = await hashPassword(password);
  const email = { ...notice(user), messageId: `password-changed/${tokenHash}` };
  const changed = await setPasswordThroughResetLink({ db, tokenHash, userId: user.id, passwordHash, notice: email, now: new Date(now) });
  return changed ? { ok: true, userId: user.id } : { ok: false, reason: "link-invalid" };
}

/**
 * A signed-in user's new password, given the current one: refused when the
 * current password is wrong or the policy refuses the new one (each reason
 * for its own field, both at once when both apply); otherwise stored, every
 * other session ended, trusted browsers forgotten and the notice queued.
 */
export async function changePasswordWithCurrent({
  db,
  userId,
  currentPassword,
  newPassword,
  keepSessionId,
  notice,
  now = Date.now(),
}: {
  db: Db;
  userId: number;
  currentPassword: string;
  newPassword: string;
  keepSessionId: string;
  notice: NoticeFor;
  now?: number;
}): Promise<{ ok: true } | { ok: false; reason: "refused"; currentPasswordWrong: boolean; newPasswordError: string | null }> {
  const row = await findUserCredentialsById({ db, userId });
  // A user deleted meanwhile is checked against the decoy, and fails like a wrong password.
  const valid = await verifyPassword(currentPassword, row?.passwordHash ?? (await getDecoyHash()));
  const newPasswordError = row ? passwordPolicyError(newPassword, row.email) : null;
  if (!row || !valid || newPasswordError) return { ok: false, reason: "refused", currentPasswordWrong: !row || !valid, newPasswordError };
  const to = await hashPassword(newPassword);
  const email = { ...notice(row), messageId: `password-changed/${createSecretToken()}` };
  const changed = await changePasswordHash({ db, userId, from: row.passwordHash, to, keepSessionId, notice: email, now: new Date(now) });
  // Changed by another request between the check and the write: this one did not land.
  return changed ? { ok: true } : { ok: false, reason: "refused", currentPasswordWrong: true, newPasswordError: null };
}
