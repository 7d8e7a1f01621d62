// The link-preview card of a fragrance with an uploaded photo (decision 0036):
// the photo's square JPEG centred on a 1200x630 backdrop, drawn as SVG and
// rasterised by the same renderer as the generated bottle's card (decision
// 0010). resvg 2.6 decodes embedded JPEG and PNG, not WebP, hence the JPEG.
import { SHARE_PHOTO_SIZE } from "./photo";
import { SHARE_CARD } from "./share-image";

/** Standard base64 of bytes, in chunks (String.fromCharCode takes a limited number of arguments). */
export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let offset = 0; offset < bytes.length; offset += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000));
  }
  return btoa(binary);
}

export function renderPhotoShareCardSvg({ jpeg }: { jpeg: Uint8Array }): string {
  const { width: W, height: H } = SHARE_CARD;
  const size = SHARE_PHOTO_SIZE;
  const x = (W - size) / 2;
  const y = (H - size) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fbf9f6"/><stop offset="1" stop-color="#d8d3cb"/></linearGradient>
<clipPath id="frame"><rect x="${x}" y="${y}" width="${size}" height="${size}" rx="28"/></clipPath>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<rect x="${x}" y="${y + 8}" width="${size}" height="${size}" rx="28" fill="#000" opacity="0.08"/>
<image x="${x}" y="${y}" width="${size}" height="${size}" clip-path="url(#frame)" preserveAspectRatio="xMidYMid slice" href="data:image/jpeg;base64,${toBase64(jpeg)}"/>
</svg>`;
}
