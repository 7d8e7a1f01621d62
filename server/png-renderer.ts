// SVG → PNG for link-preview images, on Node only (decision 0010). resvg's
// WebAssembly build needs no platform binary; it is loaded once per process.
// It lives beside the Node entry, not in app/, so the Workers bundle never
// carries the 2.5 MB module or its Node file reads.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import type { PngRenderer } from "../app/http/load-context.server";

const require = createRequire(import.meta.url);

// resvg has no system fonts here. Gelasio is drawn to Georgia's metrics, the
// face the bottle label is laid out for (app/lib/bottle-svg.ts), so names wrap
// and fit in the PNG as they do in a browser.
const FONT_FAMILY = "Gelasio";
const FONT_FILE = "@expo-google-fonts/gelasio/400Regular/Gelasio_400Regular.ttf";

let ready: Promise<Uint8Array> | undefined;

function load(): Promise<Uint8Array> {
  ready ??= (async () => {
    const [wasm, font] = await Promise.all([
      readFile(require.resolve("@resvg/resvg-wasm/index_bg.wasm")),
      readFile(require.resolve(FONT_FILE)),
    ]);
    // initWasm may run only once per process, however many servers it hosts.
    await initWasm(wasm);
    return new Uint8Array(font);
  })();
  // A failed load (missing file) is retried on the next request, not cached.
  ready.catch(() => (ready = undefined));
  return ready;
}

/** Renders an SVG document at its own width and height. */
export const renderPng: PngRenderer = async (svg) => {
  const font = await load();
  const resvg = new Resvg(svg, {
    fitTo: { mode: "original" },
    font: { fontBuffers: [font], defaultFontFamily: FONT_FAMILY, serifFamily: FONT_FAMILY },
  });
  try {
    const image = resvg.render();
    try {
      // A copy into a plain ArrayBuffer, which a Response body accepts.
      return new Uint8Array(image.asPng());
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
};
