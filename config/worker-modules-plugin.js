// Keeps the Workers build's WebAssembly and font imports as Worker modules.
//
// The share-card renderer on Workers (server/png-renderer-workers.ts) imports
// resvg's .wasm and the Gelasio .ttf; the Argon2id kernel
// (app/lib/argon2id-workers.server.ts) imports two small .wasm binaries. workerd must receive the wasm as a
// compiled module (it refuses to compile WebAssembly from bytes at run time),
// but the Remix compiler would turn either import into a copied asset's URL.
// This plugin, on the Workers server build only, leaves each such import
// external as `./<file name>`, and copies the file beside build/worker/index.js
// once the build ends. wrangler (no_bundle) then uploads it by the [[rules]] in
// wrangler.toml: CompiledWasm for .wasm, Data for .ttf (decision 0010).
import { copyFile, mkdir } from "node:fs/promises";
import { createRequire } from "node:module";
import { basename, dirname, join } from "node:path";

const WORKER_MODULE = /\.(wasm|ttf)$/;
const require = createRequire(import.meta.url);

/** Is this the esbuild run of the Workers server bundle (REMIX_TARGET=cloudflare)? */
export function isWorkerServerBuild(options) {
  return options.platform === "neutral" && typeof options.outfile === "string" && options.bundle === true;
}

/** Puts the plugin in front of Remix's own, so it sees the imports first. */
export function withWorkerModules(options) {
  return { ...options, plugins: [workerModules(dirname(options.outfile)), ...(options.plugins ?? [])] };
}

function workerModules(outdir) {
  return {
    name: "worker-modules",
    setup(build) {
      const files = new Map();
      build.onStart(() => files.clear());
      build.onResolve({ filter: WORKER_MODULE }, (args) => {
        const source = require.resolve(args.path, { paths: [args.resolveDir] });
        const name = basename(source);
        const earlier = files.get(name);
        if (earlier && earlier !== source) return { errors: [{ text: `two Worker modules are named ${name}: ${earlier} and ${source}` }] };
        files.set(name, source);
        return { path: `./${name}`, external: true };
      });
      build.onEnd(async (result) => {
        if (result.errors.length) return;
        await mkdir(outdir, { recursive: true });
        await Promise.all([...files].map(([name, source]) => copyFile(source, join(outdir, name))));
      });
    },
  };
}
