// Admin photos on Workers (decision 0036): Cloudflare's Images binding
// re-encodes (`[images]` in wrangler.toml; under `wrangler dev` miniflare runs
// it locally with sharp, offline), and an R2 bucket keeps the files
// (`[[r2_buckets]]` binding PHOTOS). Either binding missing: no uploads, and
// the admin form says so.
import type { ImagesBinding, R2Bucket } from "@cloudflare/workers-types";
import type { PhotoEncoder, Photos, PhotoStore } from "../app/lib/runtime-ports";

function bytesStream(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new Blob([bytes as Uint8Array<ArrayBuffer>]).stream();
}

export function imagesBindingEncoder(images: ImagesBinding): PhotoEncoder {
  return async (bytes, variants) => {
    try {
      // Refuses what is not an image at all (error 9412).
      await images.info(bytesStream(bytes) as never);
      const encoded = await Promise.all(
        variants.map(async (variant) => {
          const result = await images
            .input(bytesStream(bytes) as never)
            .transform({ width: variant.width, height: variant.height, fit: "cover" })
            .output({ format: variant.contentType, quality: variant.contentType === "image/webp" ? 80 : 82 });
          return new Uint8Array(await result.response().arrayBuffer());
        }),
      );
      // A truncated file can "decode" to nothing under the local emulation.
      return encoded.every((file) => file.byteLength > 0) ? encoded : null;
    } catch {
      return null;
    }
  };
}

export function r2PhotoStore(bucket: R2Bucket): PhotoStore {
  return {
    async put(key, bytes, contentType) {
      await bucket.put(key, bytes, { httpMetadata: { contentType } });
    },
    async get(key) {
      const object = await bucket.get(key);
      return object ? (object.body as unknown as ReadableStream<Uint8Array>) : null;
    },
    async delete(keys) {
      if (keys.length) await bucket.delete(keys);
    },
  };
}

export function workersPhotos(env: Record<string, unknown>): Photos | undefined {
  if (!env.IMAGES || !env.PHOTOS) return undefined;
  return { encode: imagesBindingEncoder(env.IMAGES as ImagesBinding), store: r2PhotoStore(env.PHOTOS as R2Bucket) };
}
