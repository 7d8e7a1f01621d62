import type { Db } from "../../db/client";
import { getDecoyHash, hashPassword, verifyPassword } from "~/lib/password.server";
import { findUserCredentials, insertUser, setUserPasswordHash, type PublicUser, type User } from "~/models/user.server";

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
  const { passwordHash: _hash, ...user } = row;
  return user;
}

export async function setUserPassword({ db, userId, password }: { db: Db; userId: number; password: string }) {
  await setUserPasswordHash({ db, userId, passwordHash: await hashPassword(password) });
}
