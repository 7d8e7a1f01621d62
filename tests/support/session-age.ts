// Sets when a test session last proved who it is (sessions.verified_at), to
// test the 15-minute rule of sensitive admin actions. Node's database only.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sessions } from "../../db/schema";
import { sha256Base64Url } from "../../app/lib/secret-token";

/** Makes the token's session last verified `minutes` ago, or never (null). */
export async function ageVerification(db: Db, token: string, minutes: number | null) {
  const verifiedAt = minutes === null ? null : new Date(Date.now() - minutes * 60_000);
  await db.update(sessions).set({ verifiedAt }).where(eq(sessions.id, await sha256Base64Url(token)));
}

/** The token's session's verified_at as stored. */
export async function storedVerification(db: Db, token: string): Promise<Date | null> {
  const row = await db.select({ verifiedAt: sessions.verifiedAt }).from(sessions).where(eq(sessions.id, await sha256Base64Url(token))).get();
  return row?.verifiedAt ?? null;
}
