// The browser build swaps every `*.server` module (and the server runtime
// packages) for an empty CommonJS module (@remix-run/dev's "empty-modules"
// plugin), but without marking it free of side effects, so esbuild keeps each
// one: a `module.exports = {}` wrapper per server import in every route chunk,
// and an empty chunk of its own when several entries share one (decision 0013
// noticed two empty requests per page). Only loaders and actions use those
// imports, and they are not in the browser build; this marks the empty modules
// side-effect free so esbuild drops them (decision 0035).
const REMIX_EMPTY_MODULES_PLUGIN = "empty-modules";

/** The browser build's options with Remix's empty server modules marked side-effect free. */
export function withSideEffectFreeEmptyModules(options) {
  const found = options.plugins?.some((plugin) => plugin.name === REMIX_EMPTY_MODULES_PLUGIN);
  if (!found) throw new Error(`empty-server-modules-plugin: @remix-run/dev has no "${REMIX_EMPTY_MODULES_PLUGIN}" plugin any more; see decision 0035.`);
  return { ...options, plugins: options.plugins.map((plugin) => (plugin.name === REMIX_EMPTY_MODULES_PLUGIN ? sideEffectFree(plugin) : plugin)) };
}

function sideEffectFree(plugin) {
  return {
    name: plugin.name,
    setup(build) {
      const onResolve = (options, callback) =>
        build.onResolve(options, async (args) => {
          const result = await callback(args);
          return result?.namespace === "empty-module" ? { ...result, sideEffects: false } : result;
        });
      return plugin.setup({ ...build, onResolve });
    },
  };
}
