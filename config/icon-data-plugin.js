// Sends each @lucide/icons icon to the browser as its drawing alone.
//
// The package's per-icon entry points (`@lucide/icons/icons/<name>`) hold the
// icon's name, size and a random React key on every SVG element besides the
// drawing. app/components/icon.tsx needs only the drawing (`node`), and the
// keys do not compress: 0.3-0.4 KiB of gzipped JavaScript on every page. This
// plugin loads the icon module at build time and emits `{ node }` without the
// keys. If the package's format ever changes, the plugin leaves the module as
// it is and the build stays correct, only larger (decision 0021).
import { pathToFileURL } from "node:url";

const ICON_FILE = /[\\/]@lucide[\\/]icons[\\/]dist[\\/]esm[\\/]icons[\\/][a-z0-9-]+\.mjs$/;

/** Adds the icon plugin to the browser build's esbuild options. */
export function withIconData(options) {
  return { ...options, plugins: [iconData, ...(options.plugins ?? [])] };
}

const iconData = {
  name: "lucide-icon-data",
  setup(build) {
    build.onLoad({ filter: ICON_FILE }, async (args) => {
      const icon = (await import(pathToFileURL(args.path).href)).default;
      if (!Array.isArray(icon?.node)) return undefined;
      const node = icon.node.map(([tag, { key: _key, ...attributes }]) => [tag, attributes]);
      return { contents: `export default ${JSON.stringify({ node })};`, loader: "js" };
    });
  },
};
