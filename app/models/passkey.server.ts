import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { passkeys } from "../../db/schema";

// An account's passkeys (WebAuthn credentials): listed on /account, looked up
// by credential id when one signs in, removed only by their owner.

/** What /account shows of each passkey, newest first. */
export function listPasskeys({ db, userId }: { db: Db; userId: number }) {
  return db
    .select({ id: passkeys.id, name: passkeys.name, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(desc(passkeys.createdAt), desc(passkeys.id));
}

/** The stored credential for an assertion's id (any account), or null. */
export async function findPasskey({ db, id }: { db: Db; id: string }) {
  return (await db.select().from(passkeys).where(eq(passkeys.id, id)).get()) ?? null;
}

/** Credential ids and transports of an account: the ones a new passkey must not repeat, or a verification may use. */
export function passkeyDescriptors({ db, userId }: { db: Db; userId: number }) {
  return db.select({ id: passkeys.id, transports: passkeys.transports }).from(passkeys).where(eq(passkeys.userId, userId));
}

/** Whether the account has any passkey (a passkey counts as an admin's second factor). */
export async function hasPasskey({ db, userId }: { db: Db; userId: number }) {
  const row = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId)).get();
  return (row?.n ?? 0) > 0;
}

export type NewPasskey = {
  id: string;
  userId: number;
  publicKey: string;
  counter: number;
  transports: string[];
  backedUp: boolean;
  name: string;
};

/** The insert of a verified new passkey, for the caller's batch (with its notice e-mail). */
export function insertPasskey(db: Db, passkey: NewPasskey) {
  return db.insert(passkeys).values({ ...passkey, transports: JSON.stringify(passkey.transports) });
}

/** A passkey just signed with: its new counter and backup state, and when. */
export function recordPasskeyUse({ db, id, counter, backedUp, now = Date.now() }: { db: Db; id: string; counter: number; backedUp: boolean; now?: number }) {
  return db.update(passkeys).set({ counter, backedUp, lastUsedAt: new Date(now) }).where(eq(passkeys.id, id));
}

/** Removes one of the account's own passkeys; false when it has none by that id. */
export async function deletePasskey({ db, userId, id }: { db: Db; userId: number; id: string }) {
  const removed = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ name: passkeys.name });
  return removed[0] ?? null;
}
