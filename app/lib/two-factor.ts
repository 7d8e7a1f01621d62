import { getTOTPAuthUri, verifyTOTP } from "@epic-web/totp";
import { sha256Base64Url } from "./secret-token";

// TOTP two-factor (RFC 6238) as every authenticator app reads it: SHA-1, six
// digits, 30-second steps, a code accepted one step early or late (clocks
// drift). A code works once: the caller stores the step it matched and only
// accepts a later one (app/models/two-factor.server.ts). Recovery codes are
// the way in when the phone is lost: ten, shown once, stored as SHA-256.
// Web Crypto only, so the same code runs on Node and Workers (decision 0053).

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
export const TOTP_ALGORITHM = "SHA-1";
/** Steps either side of now that still match (one = 30 s of clock drift). */
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

function toBase32(bytes: Uint8Array) {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** A new secret: 160 random bits (RFC 4226's recommended length), base32 without padding. */
export function newTotpSecret(): string {
  return toBase32(crypto.getRandomValues(new Uint8Array(20)));
}

/** The 30-second step a moment falls in. */
export function totpStepAt(now: number) {
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);
}

/** What a typed code becomes before it is checked: spaces and dashes dropped ("123 456" is fine). */
export function normalizeTotpCode(code: string) {
  return code.replace(/[\s-]/g, "");
}

export function looksLikeTotpCode(code: string) {
  return /^\d{6}$/.test(normalizeTotpCode(code));
}

/**
 * The step whose code this is (now, one step before or after), or null. The
 * step, not just yes or no, so the caller can refuse it a second time.
 */
export async function matchTotpStep(secret: string, code: string): Promise<number | null> {
  const otp = normalizeTotpCode(code);
  if (!/^\d{6}$/.test(otp)) return null;
  // verifyTOTP reads the clock itself; the step it compared with is the one of this moment.
  const step = totpStepAt(Date.now());
  const match = await verifyTOTP({
    otp,
    secret,
    period: TOTP_PERIOD_SECONDS,
    digits: TOTP_DIGITS,
    algorithm: TOTP_ALGORITHM,
    charSet: "0123456789",
    window: TOTP_WINDOW,
  });
  return match ? step + match.delta : null;
}

/** The otpauth:// address the QR code holds: the app names the entry "Brand (e-mail)". */
export function otpauthUri({ secret, accountName, issuer }: { secret: string; accountName: string; issuer: string }) {
  return getTOTPAuthUri({ secret, accountName, issuer, period: TOTP_PERIOD_SECONDS, digits: TOTP_DIGITS, algorithm: TOTP_ALGORITHM });
}

/** The secret as people type it into an app: groups of four. */
export function formatSecret(secret: string) {
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}

// No 0/o, 1/l/i: a code read off paper is typed back without guessing.
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** Ten codes like "k7mq2-xp4rt": 50 bits each, easy to read aloud and type. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const bytes = crypto.getRandomValues(new Uint8Array(10));
    // 256 is not a multiple of 31: the small bias costs well under a bit of the 49.5.
    const chars = Array.from(bytes, (byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A typed recovery code in its stored form, or null when it cannot be one. */
export function normalizeRecoveryCode(code: string): string | null {
  const plain = code.toLowerCase().replace(/[\s-]/g, "");
  if (plain.length !== 10 || [...plain].some((char) => !RECOVERY_ALPHABET.includes(char))) return null;
  return `${plain.slice(0, 5)}-${plain.slice(5)}`;
}

/** What the database keeps of a recovery code. */
export function hashRecoveryCode(normalizedCode: string) {
  return sha256Base64Url(`recovery:${normalizedCode}`);
}
