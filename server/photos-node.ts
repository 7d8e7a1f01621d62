// Admin photos on Node (decision 0036): sharp re-encodes, and the files live
// under the data directory, beside the database file (`data/images/` for the
// default `file:./data/shop.db`). Lives beside the Node entry, not in app/, so
// sharp and the file system stay out of the app bundle; Workers have their own
// (server/photos-workers.ts).
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import sharp from "sharp";
import { DEFAULT_DATABASE_URL, isFileUrl } from "../db/client";
import type { PhotoEncoder, Photos, PhotoStore } from "../app/lib/runtime-ports";

/** Larger images are refused before decoding (about 8000x6000): a small file can claim a huge canvas. */
const MAX_INPUT_PIXELS = 50_000_000;

/** The folder photos are kept in: `images/` beside the database file, or `./data/images` for a remote (Turso) database. */
export function photoDirectory(databaseUrl = DEFAULT_DATABASE_URL): string {
  if (isFileUrl(databaseUrl)) {
    const path = databaseUrl.slice("file:".length).replace(/^\/\/(?=\/)/, "");
    if (path && !path.startsWith(":memory:")) return join(dirname(path), "images");
  }
  return join("data", "images");
}

export const encodePhotoWithSharp: PhotoEncoder = async (bytes, variants) => {
  try {
    // failOn "warning" (sharp's default) also refuses a truncated JPEG or PNG.
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "warning" }).rotate();
    await image.stats();
    return await Promise.all(
      variants.map(async (variant) => {
        const sized = image.clone().resize(variant.width, variant.height, { fit: "cover", position: "centre" });
        const encoded = variant.contentType === "image/webp" ? sized.webp({ quality: 80 }) : sized.jpeg({ quality: 82 });
        return new Uint8Array(await encoded.toBuffer());
      }),
    );
  } catch {
    return null;
  }
};

/** Files under `root`; each is written to a temporary name and renamed, so a reader never sees half a file. */
export function createDiskPhotoStore(root: string): PhotoStore {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(base, key);
    if (!path.startsWith(base + sep)) throw new Error(`photo key outside the photo directory: ${key}`);
    return path;
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, path);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => rm(pathOf(key), { force: true })));
    },
  };
}

export function nodePhotos(databaseUrl?: string): Photos {
  return { encode: encodePhotoWithSharp, store: createDiskPhotoStore(photoDirectory(databaseUrl)) };
}
