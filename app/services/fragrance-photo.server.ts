import { newPhotoVersion, photoImageUrl, photoKey, photoVariants, sniffPhotoType, uploadedPhoto } from "~/lib/photo";
import type { PhotoStore } from "~/lib/runtime-ports";
import { bottleSvgPath } from "~/lib/share-image";
import { getAdminFragrance, setFragranceImage } from "~/models/admin-fragrance.server";
import { logOf, type ServiceContext } from "./service-context";

/** What the admin asked for: this file (its bytes) as the fragrance's photo, or the generated bottle again. */
export type PhotoChange = { intent: "upload"; bytes: Uint8Array } | { intent: "remove" };

export type PhotoChangeResult =
  | { ok: true; name: string }
  | { ok: false; reason: "not-found" | "not-set-up" | "not-an-image" | "unreadable-image" | "failed" };

/** Every stored file of one upload. */
function keysOf(fragranceId: number, version: string) {
  return photoVariants(version).map((variant) => photoKey(fragranceId, variant.name));
}

/** Files that are no longer (or never became) the fragrance's picture; a failure only leaves a stray file. */
async function forget(store: PhotoStore, keys: string[]) {
  await store.delete(keys).catch((error: unknown) => console.error("could not delete photo files", error));
}

/** After a fragrance is deleted: its uploaded photo's files go too. */
export async function forgetPhotoOf(context: Pick<ServiceContext, "photos">, { fragranceId, imageUrl }: { fragranceId: number; imageUrl: string }) {
  const photo = uploadedPhoto(imageUrl);
  if (!context.photos || photo?.fragranceId !== fragranceId) return;
  await forget(context.photos.store, keysOf(fragranceId, photo.version));
}

/**
 * The admin's photo change (decision 0036), after the route has checked the
 * form. Upload: the bytes must be a JPEG, PNG or WebP by their content, and
 * decode; they are re-encoded to every size the pages use, stored, and only
 * then does the fragrance point at them (with its audit row and a new
 * catalogue version). Remove: back to the generated bottle. Either way the
 * previous photo's files are deleted once the fragrance no longer points at
 * them. A refusal writes nothing and leaves no file behind; success gives the
 * fragrance's name.
 */
export async function changeFragrancePhoto(
  context: Pick<ServiceContext, "db" | "photos" | "log">,
  { adminId, fragranceId, change }: { adminId: number; fragranceId: number; change: PhotoChange },
): Promise<PhotoChangeResult> {
  const fragrance = await getAdminFragrance({ db: context.db, fragranceId });
  if (!fragrance) return { ok: false, reason: "not-found" };
  const photos = context.photos;
  if (!photos) return { ok: false, reason: "not-set-up" };
  const previous = uploadedPhoto(fragrance.imageUrl);
  const previousKeys = previous?.fragranceId === fragranceId ? keysOf(fragranceId, previous.version) : [];
  // The fragrance points at its new picture, with the activity log's line.
  const pointAt = (imageUrl: string, logged: "photo removed" | "photo uploaded") =>
    setFragranceImage({ db: context.db, userId: adminId, fragranceId, name: fragrance.name, imageUrl, change: logged });

  if (change.intent === "remove") {
    const result = await pointAt(bottleSvgPath(fragranceId), "photo removed");
    if (!result.ok) return { ok: false, reason: "not-found" };
    await forget(photos.store, previousKeys);
    return { ok: true, name: fragrance.name };
  }

  if (!sniffPhotoType(change.bytes)) return { ok: false, reason: "not-an-image" };
  const version = newPhotoVersion();
  const variants = photoVariants(version);
  const encoded = await photos.encode(change.bytes, variants);
  if (!encoded) return { ok: false, reason: "unreadable-image" };

  const keys = keysOf(fragranceId, version);
  try {
    await Promise.all(variants.map((variant, index) => photos.store.put(keys[index]!, encoded[index]!, variant.contentType)));
    const result = await pointAt(photoImageUrl(fragranceId, version), "photo uploaded");
    if (!result.ok) {
      await forget(photos.store, keys);
      return { ok: false, reason: "not-found" };
    }
  } catch (error) {
    logOf(context).error({ err: error }, "changing a fragrance photo failed");
    await forget(photos.store, keys);
    return { ok: false, reason: "failed" };
  }
  await forget(photos.store, previousKeys);
  return { ok: true, name: fragrance.name };
}
