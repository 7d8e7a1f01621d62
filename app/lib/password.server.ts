import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import pLimit from "p-limit";

// OWASP scrypt parameters that fit Workers' memory (docs/product.md); stored with
// each hash so they can be raised later without breaking old passwords.
const PARAMS = { N: 2 ** 15, r: 8, p: 3 } as const;
const KEY_LENGTH = 32;

// One hash at a time per process. A hash is about a third of a second of one
// core, run on libuv's pool of four threads; four registrations at once on a
// 2-core server took both cores from the thread that renders every page, and
// page latency, not only sign-up latency, went to seconds under load
// (docs/decisions/0017). Queued here, sign-ups wait their turn and a core
// stays free for pages. More cores are used by more processes
// (WEB_CONCURRENCY), each with its own lane.
const hashing = pLimit(1);

function derive(password: string, salt: Buffer, options: { N: number; r: number; p: number }) {
  const scryptOptions: ScryptOptions = { ...options, maxmem: 128 * options.N * options.r * 2 };
  return hashing(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, scryptOptions, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/** "scrypt$N$r$p$salt$hash" (base64url parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const key = await derive(password, Buffer.from(salt, "base64url"), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A real hash of nothing, so a login for an unknown e-mail costs as much as one for a known e-mail. */
let decoyHash: Promise<string> | undefined;
export function getDecoyHash() {
  decoyHash ??= hashPassword(randomBytes(12).toString("base64url"));
  return decoyHash;
}
