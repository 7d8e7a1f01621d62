// Test photos made with sharp, and what their pixels are, for the admin-photo
// checks on Node (tests/integration/admin-photos.test.ts) and on Workers
// (tests/workers/workers.test.ts).
import sharp from "sharp";

/** A landscape photo: left half `left`, right half `right`, so a centred square crop shows both. */
export async function twoColourPhoto(
  format: "jpeg" | "png" | "webp",
  { width = 1600, height = 1000, left = "#c0392b", right = "#2e86c1" } = {},
) {
  const half = await sharp({ create: { width: width / 2, height, channels: 3, background: right } }).png().toBuffer();
  const image = sharp({ create: { width, height, channels: 3, background: left } }).composite([{ input: half, left: width / 2, top: 0 }]);
  return new Uint8Array(await image[format]().toBuffer());
}

/** The RGB of one pixel of an image. */
export async function pixelAt(bytes: Uint8Array, x: number, y: number) {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 3;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

/** Within what lossy re-encoding changes of a colour. */
export const isNearColour = (actual: number[], expected: number[]) => actual.every((value, index) => Math.abs(value - expected[index]!) < 24);
