import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import pLimit from "p-limit";
import { argon2idRaw } from "#argon2id";

// Argon2id at OWASP's first recommendation (19 MiB, 2 passes, 1 lane): the
// same protection OWASP gives scrypt N=2^15 r=8 p=3, for about a sixth of its
// CPU on Node and under half on Workers (docs/decisions/0030). The parameters
// are stored with each hash (PHC string format), so they can be raised later.
const ARGON2ID = { memoryKiB: 19_456, passes: 2, parallelism: 1 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

// One hash at a time per process. A wave of sign-ups would otherwise run four
// hashes at once on libuv's pool and take both cores of a 2-core server from
// the thread that renders every page (docs/decisions/0017). More cores are
// used by more processes (one per core), each with its own lane.
const hashing = pLimit(1);

type Argon2idParams = { memoryKiB: number; passes: number; parallelism: number };

function deriveArgon2id(password: string, salt: Uint8Array, params: Argon2idParams, length = KEY_LENGTH) {
  const bytes = new TextEncoder().encode(password.normalize("NFKC"));
  return hashing(() => argon2idRaw({ password: bytes, salt, ...params, length }));
}

// Hashes stored before decision 0030 ("scrypt$N$r$p$salt$hash"); checked as
// they were, and replaced at the next successful login (needsRehash).
function deriveScrypt(password: string, salt: Buffer, options: { N: number; r: number; p: number }, length: number) {
  const scryptOptions: ScryptOptions = { ...options, maxmem: 128 * options.N * options.r * 2 };
  return hashing(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize("NFKC"), salt, length, scryptOptions, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

// PHC strings use standard base64 without padding.
const toB64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64").replace(/=+$/, "");
const fromB64 = (text: string) => Buffer.from(text, "base64");

/** "$argon2id$v=19$m=19456,t=2,p=1$salt$hash", the format every Argon2 library reads. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await deriveArgon2id(password, salt, ARGON2ID);
  const { memoryKiB: m, passes: t, parallelism: p } = ARGON2ID;
  return `$argon2id$v=19$m=${m},t=${t},p=${p}$${toB64(salt)}$${toB64(key)}`;
}

const PHC_ARGON2ID = /^\$argon2id\$v=19\$([a-z0-9=,]{1,40})\$([A-Za-z0-9+/]{11,64})\$([A-Za-z0-9+/]{22,128})$/;
const SCRYPT = /^scrypt\$(\d{1,8})\$(\d{1,3})\$(\d{1,3})\$([\w-]{1,64})\$([\w-]{1,128})$/;

/** "m=…,t=…,p=…" in any order (libraries differ), within what a server can afford to compute. */
function argon2idParams(text: string): Argon2idParams | null {
  const values = new Map(text.split(",").map((pair) => pair.split("=") as [string, string]));
  const [m, t, p] = ["m", "t", "p"].map((name) => Number(values.get(name)));
  if (values.size !== 3 || !Number.isInteger(m) || !Number.isInteger(t) || !Number.isInteger(p)) return null;
  if (m! < 8 || m! > 65_536 || t! < 1 || t! > 10 || p! < 1 || p! > 4) return null;
  return { memoryKiB: m!, passes: t!, parallelism: p! };
}

/** Argon2id with today's parameters, or a hash kept from before (decision 0030). */
function parseStored(stored: string) {
  const argon = PHC_ARGON2ID.exec(stored);
  const params = argon ? argon2idParams(argon[1]!) : null;
  if (argon && params) return { kind: "argon2id" as const, params, salt: fromB64(argon[2]!), hash: fromB64(argon[3]!) };
  const old = SCRYPT.exec(stored);
  if (!old) return null;
  const [N, r, p] = [old[1], old[2], old[3]].map(Number) as [number, number, number];
  if (N < 2 || N > 2 ** 17 || (N & (N - 1)) !== 0 || r < 1 || r > 16 || p < 1 || p > 16) return null;
  return { kind: "scrypt" as const, params: { N, r, p }, salt: Buffer.from(old[4]!, "base64url"), hash: Buffer.from(old[5]!, "base64url") };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStored(stored);
  if (!parsed || parsed.hash.length < 16) return false;
  const key =
    parsed.kind === "argon2id"
      ? await deriveArgon2id(password, parsed.salt, parsed.params, parsed.hash.length)
      : await deriveScrypt(password, parsed.salt, parsed.params, parsed.hash.length);
  return key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash);
}

/** True when a stored hash is not Argon2id with today's parameters: replace it once the password is known. */
export function needsRehash(stored: string): boolean {
  const parsed = parseStored(stored);
  if (parsed?.kind !== "argon2id") return true;
  const { memoryKiB, passes, parallelism } = parsed.params;
  return memoryKiB !== ARGON2ID.memoryKiB || passes !== ARGON2ID.passes || parallelism !== ARGON2ID.parallelism;
}

/** A real hash of nothing, so a login for an unknown e-mail costs as much as one for a known e-mail. */
let decoyHash: Promise<string> | undefined;
export function getDecoyHash() {
  decoyHash ??= hashPassword(randomBytes(12).toString("base64url"));
  return decoyHash;
}
