// Admin photos of fragrances (decision 0036): what an upload may be, the sizes
// it is re-encoded to, and the versioned URLs it is served under. Pure rules,
// shared by the upload service, the serving route and the components.

/** Largest photo accepted, in bytes (checked on the file itself). */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Body limit of the upload form's multipart post (the request guard's, see
 * app/lib/request-limits.ts): the largest photo plus room for the form around
 * it. A file between the two gets a field error, a bigger body a 413 page.
 */
export const PHOTO_FORM_MAX_BYTES = 8 * 1024 * 1024;

/**
 * Square WebP sizes: 400 for cards, thumbnails and the home art (up to about
 * 200 CSS px at 2x), 800 for the product page (up to about 600 CSS px, at 1x,
 * or 400 at 2x). Every place that shows fragrance art shows it square.
 */
export const PHOTO_WIDTHS = [400, 800] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];

/** The share card's photo: JPEG, because the share-card rasteriser (resvg 2.6) cannot decode WebP. */
export const SHARE_PHOTO_SIZE = 560;

export type PhotoType = "image/jpeg" | "image/png" | "image/webp";

const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) => prefix.every((byte, index) => bytes[at + index] === byte);

/** The image type by its first bytes (never by file name or declared type), or null. */
export function sniffPhotoType(bytes: Uint8Array): PhotoType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  return null;
}

/** One stored file of a photo: the sized WebPs and the share card's JPEG. */
export type PhotoVariant = { name: string; width: number; height: number; contentType: "image/webp" | "image/jpeg" };

/** Every file one upload writes, by its name in the URL and the storage key. */
export function photoVariants(version: string): PhotoVariant[] {
  return [
    ...PHOTO_WIDTHS.map((width) => ({ name: `photo-${version}-${width}.webp`, width, height: width, contentType: "image/webp" as const })),
    { name: `photo-${version}-share.jpg`, width: SHARE_PHOTO_SIZE, height: SHARE_PHOTO_SIZE, contentType: "image/jpeg" as const },
  ];
}

/** A new version for an upload: the time plus randomness, so two uploads never share URLs. */
export function newPhotoVersion(now = Date.now()): string {
  const random = Math.floor(Math.random() * 36 ** 4).toString(36).padStart(4, "0");
  return `${now.toString(36)}${random}`;
}

/** The storage key (a path under the data directory on Node, an object key in R2 on Workers). */
export function photoKey(fragranceId: number, name: string): string {
  return `fragrances/${fragranceId}/${name}`;
}

export function photoPath(fragranceId: number, name: string): string {
  return `/images/fragrances/${fragranceId}/${name}`;
}

const FILE_NAME = /^photo-([0-9a-z]{6,20})-(400|800|share)\.(webp|jpg)$/;

/** A served file name (`photo-{version}-{400|800}.webp` or `photo-{version}-share.jpg`), or null. */
export function parsePhotoFileName(name: string): { version: string; variant: PhotoVariant } | null {
  const match = FILE_NAME.exec(name);
  if (!match) return null;
  const variant = photoVariants(match[1]!).find((candidate) => candidate.name === name);
  return variant ? { version: match[1]!, variant } : null;
}

const PHOTO_URL = /^\/images\/fragrances\/(\d+)\/photo-([0-9a-z]{6,20})-800\.webp$/;

/** The fragrance's own uploaded photo (what `imageUrl` holds after an upload), or null for anything else. */
export function uploadedPhoto(imageUrl: string): { fragranceId: number; version: string } | null {
  const match = PHOTO_URL.exec(imageUrl);
  return match ? { fragranceId: Number(match[1]), version: match[2]! } : null;
}

/** What `imageUrl` holds once a photo is uploaded: its largest size. */
export function photoImageUrl(fragranceId: number, version: string): string {
  return photoPath(fragranceId, `photo-${version}-800.webp`);
}

/**
 * `srcSet` for an <img> showing `imageUrl`: both sizes of an uploaded photo,
 * so a card on a phone loads the 400 one. Undefined for any other picture.
 */
export function photoSrcSet(imageUrl: string): string | undefined {
  const photo = uploadedPhoto(imageUrl);
  if (!photo) return undefined;
  return PHOTO_WIDTHS.map((width) => `${photoPath(photo.fragranceId, `photo-${photo.version}-${width}.webp`)} ${width}w`).join(", ");
}

/** The smallest size of an uploaded photo (thumbnails), or `imageUrl` itself. */
export function thumbnailUrl(imageUrl: string): string {
  const photo = uploadedPhoto(imageUrl);
  return photo ? photoPath(photo.fragranceId, `photo-${photo.version}-400.webp`) : imageUrl;
}
