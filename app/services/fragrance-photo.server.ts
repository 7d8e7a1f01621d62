import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "#remix-runtime";
import { NOT_AN_IMAGE, photoFormSchema, UNREADABLE_IMAGE } from "~/lib/photo-schema";
import { newPhotoVersion, photoImageUrl, photoKey, photoVariants, sniffPhotoType, uploadedPhoto } from "~/lib/photo";
import { bottleSvgPath } from "~/lib/share-image";
import { getAdminFragrance, setFragranceImage } from "~/models/admin-fragrance.server";
import type { AdminFormPost } from "../http/admin-form-post.server";
import type { LoadContext } from "../http/load-context.server";
import type { PhotoStore } from "~/lib/runtime-ports";
import { redirectWithToast } from "../http/toast.server";

const NOT_SET_UP = "Photo uploads are not set up on this server.";
const FAILED = "The photo could not be saved. Please try again.";

/** Every stored file of one upload. */
function keysOf(fragranceId: number, version: string) {
  return photoVariants(version).map((variant) => photoKey(fragranceId, variant.name));
}

/** Files that are no longer (or never became) the fragrance's picture; a failure only leaves a stray file. */
async function forget(store: PhotoStore, keys: string[]) {
  await store.delete(keys).catch((error: unknown) => console.error("could not delete photo files", error));
}

/** After a fragrance is deleted: its uploaded photo's files go too. */
export async function forgetPhotoOf(context: LoadContext, { fragranceId, imageUrl }: { fragranceId: number; imageUrl: string }) {
  const photo = uploadedPhoto(imageUrl);
  if (!context.photos || photo?.fragranceId !== fragranceId) return;
  await forget(context.photos.store, keysOf(fragranceId, photo.version));
}

/**
 * The photo page's action (decision 0036). Upload: the file must be a JPEG,
 * PNG or WebP by its bytes, at most 5 MB, and decode; it is re-encoded to
 * every size the pages use, stored, and only then does the fragrance point at
 * it (with its audit row and a new catalogue version). Remove: back to the
 * generated bottle. Either way the previous photo's files are deleted once
 * the fragrance no longer points at them. Errors come back next to the field
 * with status 400, and nothing stays half-written.
 */
export async function handlePhotoForm({
  request,
  context,
  admin,
  fragranceId,
}: AdminFormPost & { fragranceId: number }) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: photoFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const fragrance = await getAdminFragrance({ db: context.db, fragranceId });
  if (!fragrance) throw new Response("Not Found", { status: 404 });
  const photos = context.photos;
  if (!photos) return data(submission.reply({ formErrors: [NOT_SET_UP] }), { status: 503 });
  const previous = uploadedPhoto(fragrance.imageUrl);
  const previousKeys = previous?.fragranceId === fragranceId ? keysOf(fragranceId, previous.version) : [];
  const page = `/admin/fragrances/${fragranceId}/photo`;

  if (submission.value.intent === "remove") {
    const result = await setFragranceImage({
      db: context.db,
      userId: admin.id,
      fragranceId,
      name: fragrance.name,
      imageUrl: bottleSvgPath(fragranceId),
      change: "photo removed",
    });
    if (!result.ok) throw new Response("Not Found", { status: 404 });
    await forget(photos.store, previousKeys);
    return redirectWithToast(context, page, {
      title: "Photo removed",
      description: `${fragrance.name} shows its generated bottle again.`,
      type: "success",
    });
  }

  const bytes = new Uint8Array(await submission.value.photo.arrayBuffer());
  if (!sniffPhotoType(bytes)) return data(submission.reply({ fieldErrors: { photo: [NOT_AN_IMAGE] } }), { status: 400 });
  const version = newPhotoVersion();
  const variants = photoVariants(version);
  const encoded = await photos.encode(bytes, variants);
  if (!encoded) return data(submission.reply({ fieldErrors: { photo: [UNREADABLE_IMAGE] } }), { status: 400 });

  const keys = keysOf(fragranceId, version);
  try {
    await Promise.all(variants.map((variant, index) => photos.store.put(keys[index]!, encoded[index]!, variant.contentType)));
    const result = await setFragranceImage({
      db: context.db,
      userId: admin.id,
      fragranceId,
      name: fragrance.name,
      imageUrl: photoImageUrl(fragranceId, version),
      change: "photo uploaded",
    });
    if (!result.ok) {
      await forget(photos.store, keys);
      throw new Response("Not Found", { status: 404 });
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error(error);
    await forget(photos.store, keys);
    return data(submission.reply({ formErrors: [FAILED] }), { status: 503 });
  }
  await forget(photos.store, previousKeys);
  return redirectWithToast(context, page, {
    title: "Photo saved",
    description: `${fragrance.name} now shows the photo on its card, product page and share card.`,
    type: "success",
  });
}
