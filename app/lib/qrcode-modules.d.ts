// The two qrcode modules app/lib/qr-svg.ts uses (@types/qrcode types only the package's entry).
declare module "qrcode/lib/core/qrcode.js" {
  const core: { create(text: string, options?: { errorCorrectionLevel?: "L" | "M" | "Q" | "H" }): unknown };
  export default core;
}
declare module "qrcode/lib/renderer/svg-tag.js" {
  const renderer: { render(qrData: unknown, options?: { margin?: number; width?: number; color?: { dark?: string; light?: string } }): string };
  export default renderer;
}
