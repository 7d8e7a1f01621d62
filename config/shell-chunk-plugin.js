// Puts the shell's shared modules (app/shell-chunk.ts) into the one browser
// chunk that holds React and Remix, without a line in any source file.
//
// esbuild keys each module's chunk by the exact set of entry points that reach
// it. The browser build's entry points are the route modules and the
// components loaded with `lazy(() => import(...))`. This plugin makes every
// entry point that renders import app/shell-chunk.ts first, so the shell's
// modules are reached by the same set as React and land in its chunk
// (docs/decisions/0021-chunk-hint-in-build-config.md):
// - a route module's browser entry: Remix generates it (`export { default,
//   meta, ... } from "./routes/x.tsx"`); the import is put in front of it.
//   Resource routes (no browser exports) are left alone.
// - app/entry.client.tsx: the import is put in front of its source.
// - a lazily loaded component (a dynamic import of a .tsx file): its source
//   is loaded with the import in front. Dynamic imports of plain rules (.ts)
//   stay as they are: they render nothing.
import { readFile } from "node:fs/promises";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";

const SHELL = fileURLToPath(new URL("../app/shell-chunk.ts", import.meta.url));
const SHELL_IMPORT = `import ${JSON.stringify(SHELL)};\n`;
// The name of the plugin in @remix-run/dev's browser build that generates each
// route module's browser entry.
const REMIX_ROUTE_PLUGIN = "browser-route-modules";
const LAZY = "shell-chunk-lazy-entry";

/** Is this the esbuild run of the browser JavaScript (not the server's, not the CSS's)? */
export function isBrowserBuild(options) {
  return options.platform === "browser" && options.splitting === true;
}

/** Adds the shell import to the browser build's entry points; fails loudly if Remix's build no longer looks as expected. */
export function withShellChunk(options) {
  const routePlugin = options.plugins?.find((plugin) => plugin.name === REMIX_ROUTE_PLUGIN);
  if (!routePlugin) throw new Error(`shell-chunk-plugin: @remix-run/dev has no "${REMIX_ROUTE_PLUGIN}" plugin any more; see decision 0021.`);
  const plugins = options.plugins.map((plugin) => (plugin === routePlugin ? shellFirstInRoutes(plugin) : plugin));
  const entryClient = options.entryPoints?.["entry.client"];
  if (!entryClient) throw new Error("shell-chunk-plugin: the browser build has no entry.client entry point any more; see decision 0021.");
  return { ...options, plugins: [shellFirstInEntryClient(entryClient), lazyEntries, ...plugins] };
}

function shellFirstInEntryClient(file) {
  return {
    name: "shell-chunk-entry-client",
    setup(build) {
      build.onLoad({ filter: new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) }, async (args) => ({
        contents: SHELL_IMPORT + (await readFile(args.path, "utf8")),
        loader: "tsx",
      }));
    },
  };
}

function shellFirstInRoutes(plugin) {
  return {
    name: plugin.name,
    setup(build) {
      const onLoad = (options, callback) =>
        build.onLoad(options, async (args) => {
          const result = await callback(args);
          // `module.exports = {}` is a resource route's: it renders nothing.
          if (!result?.contents || result.contents.startsWith("module.exports")) return result;
          return { ...result, contents: SHELL_IMPORT + result.contents };
        });
      return plugin.setup({ ...build, onLoad });
    },
  };
}

const lazyEntries = {
  name: "shell-chunk-lazy-entries",
  setup(build) {
    build.onResolve({ filter: /.*/ }, async (args) => {
      if (args.kind !== "dynamic-import" || args.pluginData === LAZY) return undefined;
      const resolved = await build.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: LAZY });
      if (resolved.errors.length > 0 || !resolved.path.endsWith(".tsx")) return undefined;
      return { path: resolved.path, namespace: LAZY };
    });
    // The component's own source with the import in front, in a namespace of
    // its own: a wrapper module would put the component one step further from
    // its entry point, which reorders the shared chunk and compresses worse.
    build.onLoad({ filter: /.*/, namespace: LAZY }, async (args) => ({
      contents: SHELL_IMPORT + (await readFile(args.path, "utf8")),
      resolveDir: dirname(args.path),
      loader: "tsx",
    }));
  },
};
