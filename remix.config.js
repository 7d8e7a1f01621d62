// One config, two targets. The Node build is the default; REMIX_TARGET=cloudflare
// builds the Workers bundle. Both write the same client assets to public/build.
//
// `remix build` leaves its esbuild contexts undisposed and exits with
// process.exit(0), so esbuild's service process (esbuild 0.17.6, from
// @remix-run/dev) may print "fatal error: all goroutines are asleep -
// deadlock!" after the `built` line. The output is complete by then and the
// exit status is 0 (docs/decisions/0020).
import { withEsbuildOverride } from "remix-esbuild-override";
import { withIconData } from "./config/icon-data-plugin.js";
import { withSideEffectFreeEmptyModules } from "./config/empty-server-modules-plugin.js";
import { withExternalLegalComments } from "./config/legal-comments-plugin.js";
import { isBrowserBuild, withShellChunk } from "./config/shell-chunk-plugin.js";
import { isWorkerServerBuild, withWorkerModules } from "./config/worker-modules-plugin.js";

const cloudflare = process.env.REMIX_TARGET === "cloudflare";

// The classic compiler takes no esbuild options; remix-esbuild-override (its
// postinstall step makes esbuild's exports replaceable) lets us add one plugin
// to the browser build: the shell's shared modules share React's chunk
// (config/shell-chunk-plugin.js), and icons carry only their drawing
// (config/icon-data-plugin.js); decision 0021. The Workers server build keeps
// the share-card renderer's .wasm and font as Worker modules
// (config/worker-modules-plugin.js); decision 0010. The packages' license
// comments go to a `.LEGAL.txt` file beside the chunk that holds them instead
// of being appended to a script every page downloads
// (config/legal-comments-plugin.js), and the empty stand-ins for `*.server`
// modules are dropped (config/empty-server-modules-plugin.js); decision 0035.
withEsbuildOverride((options) => {
  if (isBrowserBuild(options)) return withExternalLegalComments(withSideEffectFreeEmptyModules(withIconData(withShellChunk(options))));
  if (cloudflare && isWorkerServerBuild(options)) return withWorkerModules(options);
  return options;
});

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  serverModuleFormat: "esm",
  tailwind: false,
  postcss: true,
  // Screens the spec serves under two URLs (route table): /not-found is the
  // catch-all page, /account the /login screen.
  routes: (defineRoutes) =>
    defineRoutes((route) => {
      route("not-found", "routes/$.tsx", { id: "routes/not-found" });
      route("account", "routes/login.tsx", { id: "routes/account" });
    }),
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
  ...(cloudflare
    ? {
        server: "./server/worker.ts",
        serverBuildPath: "build/worker/index.js",
        serverPlatform: "neutral",
        serverConditions: ["workerd", "worker", "browser"],
        serverMainFields: ["browser", "module", "main"],
        serverDependenciesToBundle: "all",
        serverMinify: true,
        serverNodeBuiltinsPolyfill: { modules: {} },
      }
    : {
        serverBuildPath: "build/server/index.js",
      }),
};
