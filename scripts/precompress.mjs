// Writes .br and .gz twins of the client build's scripts and styles, so the
// Node server (express-static-gzip in server/app.ts) sends them compressed at
// the highest levels without compressing on every request. Brotli 11 is ~15%
// smaller than what on-the-fly compression can afford. Cloudflare compresses
// assets itself; public/.assetsignore keeps these twins out of the upload.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const ROOT = "public/build";

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(js|css)$/.test(name)) yield path;
  }
}

let count = 0;
for (const path of files(ROOT)) {
  // Every size: the server's on-the-fly compression skips files under 1 KB,
  // and a page loads a dozen such chunks. A twin is kept only when it is smaller.
  const source = readFileSync(path);
  const twins = [
    [`${path}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })],
    [`${path}.gz`, gzipSync(source, { level: 9 })],
  ];
  for (const [twin, bytes] of twins) if (bytes.length < source.length) writeFileSync(twin, bytes);
  count++;
}
console.log(`precompress: ${count} files in ${ROOT}`);
