// SVG → PNG with resvg's WebAssembly build, shared by both runtimes' share-card
// renderers (decision 0010): server/png-renderer.ts (Node reads the files) and
// server/png-renderer-workers.ts (workerd imports them as modules). Only how
// the wasm and the font arrive differs; the Resvg call and its options are here
// once, so the two runtimes draw the same card.
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import type { PngRenderer } from "../app/lib/runtime-ports";

// resvg has no system fonts. Gelasio is drawn to Georgia's metrics, the face
// the bottle label is laid out for (app/lib/bottle-svg.ts), so names wrap and
// fit in the PNG as they do in a browser.
const FONT_FAMILY = "Gelasio";

export type ResvgAssets = {
  /** The resvg wasm: bytes on Node, a compiled module on Workers (which may not compile from bytes). */
  wasm: BufferSource | WebAssembly.Module;
  /** Gelasio Regular, TrueType. */
  font: Uint8Array;
};

/** A renderer that loads its wasm and font on first use, once per process or isolate. */
export function createPngRenderer(loadAssets: () => Promise<ResvgAssets>): PngRenderer {
  let ready: Promise<Uint8Array> | undefined;
  const load = () => {
    ready ??= (async () => {
      const { wasm, font } = await loadAssets();
      // initWasm may run only once per process; each runtime's entry makes one renderer.
      await initWasm(wasm);
      return font;
    })();
    // A failed load (a missing file) is retried on the next request, not cached.
    ready.catch(() => (ready = undefined));
    return ready;
  };

  return async (svg) => {
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
}
