// Share cards on Workers (decision 0010). workerd may not compile WebAssembly
// from bytes at run time, so the resvg wasm arrives as a compiled module and
// the font as bytes: both are imported as Worker modules. The Workers build
// keeps these two imports external and copies the files beside
// build/worker/index.js (config/worker-modules-plugin.js); wrangler.toml's
// [[rules]] upload them as CompiledWasm and Data modules.
import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm";
import gelasio from "@expo-google-fonts/gelasio/400Regular/Gelasio_400Regular.ttf";
import { createPngRenderer } from "./resvg-render";

/** Renders an SVG document at its own width and height; loads once per isolate. */
export const renderPng = createPngRenderer(async () => ({ wasm: resvgWasm, font: new Uint8Array(gelasio) }));
