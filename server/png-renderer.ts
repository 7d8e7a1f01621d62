// Share cards on Node (decision 0010): resvg's wasm and the Gelasio font are
// read from node_modules on first use. It lives beside the Node entry, not in
// app/, so the Node file reads stay out of the app bundle; Workers have their
// own loader (server/png-renderer-workers.ts) around the same renderer.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { createPngRenderer } from "./resvg-render";

const require = createRequire(import.meta.url);

/** Renders an SVG document at its own width and height. */
export const renderPng = createPngRenderer(async () => {
  const [wasm, font] = await Promise.all([
    readFile(require.resolve("@resvg/resvg-wasm/index_bg.wasm")),
    readFile(require.resolve("@expo-google-fonts/gelasio/400Regular/Gelasio_400Regular.ttf")),
  ]);
  return { wasm, font: new Uint8Array(font) };
});
