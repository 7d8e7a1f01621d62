// Argon2id on Workers: openpgp.js's WebAssembly build (`argon2id`, SIMD with a
// plain fallback). workerd refuses to compile WebAssembly from bytes at run
// time, so both binaries are imported as compiled Worker modules: the Workers
// build keeps these imports external and wrangler.toml uploads them as
// CompiledWasm (config/worker-modules-plugin.js, docs/decisions/0030).
import simd from "argon2id/dist/simd.wasm";
import noSimd from "argon2id/dist/no-simd.wasm";
import setupWasm from "argon2id/lib/setup.js";
import type { Argon2idInput } from "./argon2id";

// One instance per isolate: its 19 MiB of working memory is reused by every hash.
let compute: ReturnType<typeof setupWasm> | undefined;

export async function argon2idRaw({ password, salt, memoryKiB, passes, parallelism, length }: Argon2idInput): Promise<Uint8Array> {
  compute ??= setupWasm(
    async (imports) => ({ module: simd, instance: await WebAssembly.instantiate(simd, imports) }),
    async (imports) => ({ module: noSimd, instance: await WebAssembly.instantiate(noSimd, imports) }),
  );
  return (await compute)({ password, salt, parallelism, passes, memorySize: memoryKiB, tagLength: length });
}
