import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";

export type User = typeof users.$inferSelect;
export type PublicUser = Pick<User, "id" | "email" | "firstName" | "lastName" | "phoneNumber" | "role">;

/** The user fields safe to hand to pages and the API (never the hash). */
export const publicUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phoneNumber: users.phoneNumber,
  role: users.role,
};

/** E-mails are stored and compared lower-cased. */
export function normalizeEmail(email: string) {
  return email.trim().toLowerCase();
}

export async function getUserByEmail({ db, email }: { db: Db; email: string }): Promise<PublicUser | null> {
  return (await db.select(publicUserColumns).from(users).where(eq(users.email, normalizeEmail(email))).get()) ?? null;
}

export async function getUserById({ db, userId }: { db: Db; userId: number }): Promise<PublicUser | null> {
  return (await db.select(publicUserColumns).from(users).where(eq(users.id, userId)).get()) ?? null;
}

/**
 * Stores a new user with an already computed password hash (hashing is the
 * caller's job: app/services/credentials.server.ts); null when the e-mail is
 * already registered.
 */
export async function insertUser({
  db,
  email,
  passwordHash,
  firstName,
  lastName,
  phoneNumber,
  role = "customer",
}: {
  db: Db;
  email: string;
  passwordHash: string;
  firstName?: string | null;
  lastName?: string | null;
  phoneNumber?: string | null;
  role?: User["role"];
}): Promise<PublicUser | null> {
  const rows = await db
    .insert(users)
    .values({
      email: normalizeEmail(email),
      passwordHash,
      firstName: firstName || null,
      lastName: lastName || null,
      phoneNumber: phoneNumber || null,
      role,
    })
    .onConflictDoNothing({ target: users.email })
    .returning(publicUserColumns);
  return rows[0] ?? null;
}

/** The user with this e-mail and their stored password hash, for a credentials check. */
export async function findUserCredentials({ db, email }: { db: Db; email: string }) {
  const row = await db
    .select({ ...publicUserColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .get();
  return row ?? null;
}

/** The signed-in user's e-mail and stored password hash, for checking the current password. */
export async function findUserCredentialsById({ db, userId }: { db: Db; userId: number }) {
  const row = await db.select({ email: users.email, passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).get();
  return row ?? null;
}

export async function setUserPasswordHash({ db, userId, passwordHash }: { db: Db; userId: number; passwordHash: string }) {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Swaps one stored hash for another; does nothing if the password changed in between. */
export async function replacePasswordHash({ db, userId, from, to }: { db: Db; userId: number; from: string; to: string }) {
  await db
    .update(users)
    .set({ passwordHash: to })
    .where(and(eq(users.id, userId), eq(users.passwordHash, from)));
}

export async function setUserRole({ db, userId, role }: { db: Db; userId: number; role: User["role"] }) {
  await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId));
}
