// The browser build renders with Preact through preact/compat instead of React
// DOM (decision 0038): React 18's client is 45 KiB gzip on every page, Preact
// with its hooks and compat layer about 10. The server keeps rendering with
// React (streaming SSR, entry.server.tsx); only the browser bundle changes.
// Every import of `react`, `react-dom` and their entry points, from our code
// and from packages (Remix, React Router, Radix, conform), resolves to Preact.
// app/entry.client.tsx and app/preact-document-element.ts hold the two places
// where Preact needs help to hydrate a Remix document.
const ALIASES = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/compat/jsx-runtime",
  "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
};

/** Resolves React's entry points to Preact's in the browser build; any other react/react-dom path fails the build. */
export function withPreact(options) {
  const plugin = {
    name: "preact-in-the-browser",
    setup(build) {
      build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, async (args) => {
        const target = ALIASES[args.path];
        if (!target) return { errors: [{ text: `preact-browser-plugin: no Preact counterpart for "${args.path}" (imported by ${args.importer}); see decision 0038.` }] };
        return build.resolve(target, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer });
      });
    },
  };
  return { ...options, plugins: [plugin, ...(options.plugins ?? [])] };
}
