// qrcode's encoder and its SVG renderer, without the package's entry point:
// the Node entry pulls in pngjs (zlib, stream) for PNG output, which the
// Workers bundle cannot resolve; these two modules are plain JavaScript.
import qrcodeCore from "qrcode/lib/core/qrcode.js";
import svgRenderer from "qrcode/lib/renderer/svg-tag.js";

/**
 * A QR code as an inline SVG, drawn on our server (no third-party image
 * service sees the secret). Same output on Node and Workers.
 */
export function qrCodeSvg(text: string): string {
  const code = qrcodeCore.create(text, { errorCorrectionLevel: "M" });
  return svgRenderer.render(code, { margin: 2, color: { dark: "#000000ff", light: "#ffffffff" } });
}
