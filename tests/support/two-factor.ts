// Two-factor for test accounts: a confirmed authenticator app with a known
// secret, and the codes an app would show for it, computed here with
// node:crypto (RFC 6238 from scratch, so the app's library is checked
// against an independent implementation).
import { createHmac } from "node:crypto";
import type { Db } from "../../db/client";
import { twoFactor } from "../../db/schema";
import { newTotpSecret } from "../../app/lib/two-factor";

/** Turns two-factor on for a user as enrolment would leave it (no recovery codes); returns the secret. */
export async function giveTwoFactor(db: Db, userId: number, secret = newTotpSecret()) {
  await db.insert(twoFactor).values({ userId, secret, confirmedAt: new Date() });
  return secret;
}

function base32Bytes(secret: string) {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const char of secret.replace(/[\s=]/g, "").toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, "0");
  return Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
}

/** The code an authenticator app shows for `secret` at `at` (default now): SHA-1, 6 digits, 30 s. */
export function totpCode(secret: string, at = Date.now()) {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const hmac = createHmac("sha1", base32Bytes(secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0xf;
  const value = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, "0");
}
