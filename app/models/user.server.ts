import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { getDecoyHash, hashPassword, verifyPassword } from "../lib/password.server";

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

export async function getUserById({ db, userId }: { db: Db; userId: number }): Promise<PublicUser | null> {
  return (await db.select(publicUserColumns).from(users).where(eq(users.id, userId)).get()) ?? null;
}

export async function getUserByEmail({ db, email }: { db: Db; email: string }): Promise<PublicUser | null> {
  return (await db.select(publicUserColumns).from(users).where(eq(users.email, normalizeEmail(email))).get()) ?? null;
}

/** Creates a user; returns null when the e-mail is already registered. */
export async function createUser({
  db,
  email,
  password,
  firstName,
  lastName,
  phoneNumber,
  role = "customer",
}: {
  db: Db;
  email: string;
  password: string;
  firstName?: string | null;
  lastName?: string | null;
  phoneNumber?: string | null;
  role?: User["role"];
}): Promise<PublicUser | null> {
  const passwordHash = await hashPassword(password);
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

/** The user for these credentials, or null, taking the same time either way. */
export async function verifyLogin({
  db,
  email,
  password,
}: {
  db: Db;
  email: string;
  password: string;
}): Promise<PublicUser | null> {
  const row = await db
    .select({ ...publicUserColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .get();
  const valid = await verifyPassword(password, row?.passwordHash ?? (await getDecoyHash()));
  if (!row || !valid) return null;
  const { passwordHash: _hash, ...user } = row;
  return user;
}

export async function setUserPassword({ db, userId, password }: { db: Db; userId: number; password: string }) {
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function setUserRole({ db, userId, role }: { db: Db; userId: number; role: User["role"] }) {
  await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function deleteUser({ db, userId }: { db: Db; userId: number }) {
  await db.delete(users).where(eq(users.id, userId));
}
