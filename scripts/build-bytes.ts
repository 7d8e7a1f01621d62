// What the client build costs a page, from public/build (the production
// build's manifest): the JavaScript a page loads before its first interaction
// and the shared stylesheet, gzip level 9. Used by the budget test and bench.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

type RouteEntry = { module: string; imports?: string[]; css?: string[] };
type Manifest = { entry: { module: string; imports: string[] }; routes: Record<string, RouteEntry> };

export function readBuildManifest(publicDir = "public") {
  const buildDir = join(publicDir, "build");
  const file = readdirSync(buildDir).find((name) => /^manifest-[A-Z0-9]+\.js$/.test(name));
  if (!file) throw new Error(`No manifest in ${buildDir}: run \`npm run build:node\` first.`);
  const source = readFileSync(join(buildDir, file), "utf8");
  const manifest = JSON.parse(source.replace(/^window\.__remixManifest=/, "").replace(/;\s*$/, "")) as Manifest;
  return { manifest, publicDir };
}

function gzipBytes(publicDir: string, url: string) {
  return gzipSync(readFileSync(join(publicDir, url)), { level: 9 }).length;
}

/**
 * Every script a page with these routes loads up front, and their gzip size.
 * Not the manifest file: with `v3_lazyRouteDiscovery` Remix writes the page's
 * own part of the manifest into the HTML (counted there) and never loads the
 * file (decision 0035); the budget test checks this list against the scripts
 * the page's HTML names.
 */
export function pageJavaScript(routeIds: readonly string[], build = readBuildManifest()) {
  const { manifest, publicDir } = build;
  const urls = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`Route ${id} is not in the build manifest.`);
    urls.add(route.module);
    for (const url of route.imports ?? []) urls.add(url);
  }
  let bytes = 0;
  for (const url of urls) bytes += gzipBytes(publicDir, url);
  return { files: urls.size, bytes, urls: [...urls] };
}

/** The stylesheets (public/build/_assets/*.css): the root route links them, so every page loads them. */
export function sharedCss(publicDir = "public") {
  const dir = join(publicDir, "build", "_assets");
  const files = readdirSync(dir).filter((name) => name.endsWith(".css"));
  return { files: files.length, bytes: files.reduce((sum, name) => sum + gzipSync(readFileSync(join(dir, name)), { level: 9 }).length, 0) };
}
