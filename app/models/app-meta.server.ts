import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { appMeta } from "../../db/schema";

const SESSION_SECRET_KEY = "session_secret";

function randomSecret() {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * The secret that signs cookies: SESSION_SECRET when the operator sets one,
 * otherwise a random one created on first use and kept in the database, so a
 * fresh `npm start` is secure without configuration and restarts keep sessions.
 */
export async function getSessionSecret({ db, configured }: { db: Db; configured?: string }) {
  if (configured) return configured;
  await db
    .insert(appMeta)
    .values({ key: SESSION_SECRET_KEY, value: randomSecret() })
    .onConflictDoNothing();
  const row = await db.select().from(appMeta).where(eq(appMeta.key, SESSION_SECRET_KEY)).get();
  if (!row) throw new Error("Could not store the session secret.");
  return row.value;
}
