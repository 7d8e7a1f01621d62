// Argon2id on Node: the native `argon2` package (prebuilt binaries for Linux,
// macOS and Windows ship inside it). It hashes on libuv's thread pool, so the
// thread that renders pages keeps running (docs/decisions/0030). The Workers
// build resolves `#argon2id` to ./argon2id-workers.server.ts instead.
import argon2 from "argon2";
import type { Argon2idInput } from "./argon2id";

export async function argon2idRaw({ password, salt, memoryKiB, passes, parallelism, length }: Argon2idInput): Promise<Uint8Array> {
  return argon2.hash(Buffer.from(password), {
    type: argon2.argon2id,
    salt: Buffer.from(salt),
    memoryCost: memoryKiB,
    timeCost: passes,
    parallelism,
    hashLength: length,
    raw: true,
  });
}
