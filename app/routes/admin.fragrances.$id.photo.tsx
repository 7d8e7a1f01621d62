import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "#remix-runtime";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useLoaderData, useNavigation, type MetaFunction } from "@remix-run/react";
import { Field } from "~/components/ui/field";
import { FirstInvalidFocus } from "~/components/ui/first-invalid-focus";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { VALIDATE_ON_SUBMIT } from "~/lib/form-validation";
import { NOT_AN_IMAGE, PHOTO_ACCEPT, photoFormSchema, UNREADABLE_IMAGE } from "~/lib/photo-schema";
import { photoSrcSet, uploadedPhoto } from "~/lib/photo";
import { parseId } from "~/lib/route-params";
import { seoMeta } from "~/lib/seo-meta";
import { getAdminFragrance } from "~/models/admin-fragrance.server";
import { changeFragrancePhoto, type PhotoChange } from "~/services/fragrance-photo.server";
import { requireAdmin } from "~/http/auth.server";
import { redirectWithToast } from "~/http/toast.server";

const NOT_SET_UP = "Photo uploads are not set up on this server.";
const FAILED = "The photo could not be saved. Please try again.";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const fragranceId = parseId(params.id);
  const fragrance = fragranceId ? await getAdminFragrance({ db: context.db, fragranceId }) : null;
  if (!fragrance) throw new Response("Not Found", { status: 404 });
  return {
    fragrance: { id: fragrance.id, name: fragrance.name, imageUrl: fragrance.imageUrl },
    hasPhoto: uploadedPhoto(fragrance.imageUrl)?.fragranceId === fragrance.id,
    uploadsAvailable: Boolean(context.photos),
  };
}

/**
 * Upload or remove (decision 0036): the form's errors, and the service's
 * refusals, come back next to the field or above the form (400, or 503 when
 * uploads are not set up or storing failed); success comes back here with a toast.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const fragranceId = parseId(params.id);
  if (!fragranceId) throw new Response("Not Found", { status: 404 });
  const submission = parseWithZod(await request.formData(), { schema: photoFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { value } = submission;
  const change: PhotoChange =
    value.intent === "remove" ? { intent: "remove" } : { intent: "upload", bytes: new Uint8Array(await value.photo.arrayBuffer()) };
  const changed = await changeFragrancePhoto(context, { adminId: admin.id, fragranceId, change });
  if (!changed.ok) {
    if (changed.reason === "not-found") throw new Response("Not Found", { status: 404 });
    if (changed.reason === "not-an-image") return data(submission.reply({ fieldErrors: { photo: [NOT_AN_IMAGE] } }), { status: 400 });
    if (changed.reason === "unreadable-image") return data(submission.reply({ fieldErrors: { photo: [UNREADABLE_IMAGE] } }), { status: 400 });
    return data(submission.reply({ formErrors: [changed.reason === "not-set-up" ? NOT_SET_UP : FAILED] }), { status: 503 });
  }
  const toast =
    change.intent === "remove"
      ? { title: "Photo removed", description: `${changed.name} shows its generated bottle again.` }
      : { title: "Photo saved", description: `${changed.name} now shows the photo on its card, product page and share card.` };
  return redirectWithToast(context, `/admin/fragrances/${fragranceId}/photo`, { ...toast, type: "success" });
}

/** A fragrance's photo: upload one (a plain multipart form, with or without JavaScript) or go back to the generated bottle. */
export default function FragrancePhotoPage() {
  const { fragrance, hasPhoto, uploadsAvailable } = useLoaderData<typeof loader>();
  const lastResult = useActionData<SubmissionResult<string[]>>();
  const navigation = useNavigation();
  const intent = navigation.formData?.get("intent");
  const [form, fields] = useForm({
    id: `photo-${fragrance.id}`,
    lastResult,
    ...VALIDATE_ON_SUBMIT,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: photoFormSchema }),
  });
  return (
    <div className="max-w-2xl">
      <h2 className="text-2xl">Photo of {fragrance.name}</h2>
      <p className="mt-1 mb-4 text-sm text-stone-600 dark:text-stone-400">
        <Link to={`/admin/fragrances/${fragrance.id}/edit`} className="underline">
          Back to the fragrance
        </Link>
      </p>
      <figure className="mb-6">
        <img
          src={fragrance.imageUrl}
          srcSet={photoSrcSet(fragrance.imageUrl)}
          sizes="256px"
          alt={hasPhoto ? `Current photo of ${fragrance.name}` : `Generated bottle of ${fragrance.name}`}
          width={256}
          height={256}
          className="aspect-square w-64 rounded-2xl bg-stone-100 object-cover dark:bg-stone-800"
        />
        <figcaption className="mt-2 text-sm text-stone-600 dark:text-stone-400">
          {hasPhoto ? "The uploaded photo, shown on cards, the product page and share cards." : "The generated bottle (no photo uploaded)."}
        </figcaption>
      </figure>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="grid gap-4">
        <input type="hidden" name="intent" value="upload" />
        {form.errors?.length ? (
          <FormAlert title="Error" id={form.errorId} takeFocus>
            {form.errors[0]}
          </FormAlert>
        ) : null}
        <FirstInvalidFocus order={["photo"]} errors={form.allErrors}>
          <Field
            field={fields.photo}
            label="Photo"
            type="file"
            accept={PHOTO_ACCEPT}
            hint="JPEG, PNG or WebP, up to 5 MB. It is cropped to a square and resized for each page."
            disabled={!uploadsAvailable}
          />
        </FirstInvalidFocus>
        <div>
          <SubmitButton pendingLabel="Uploading..." pending={intent === "upload"} disabled={!uploadsAvailable}>
            Upload Photo
          </SubmitButton>
        </div>
      </Form>
      {hasPhoto ? (
        <Form method="post" className="mt-6">
          <input type="hidden" name="intent" value="remove" />
          <SubmitButton pendingLabel="Removing..." pending={intent === "remove"} className="btn-outline">
            Remove Photo
          </SubmitButton>
        </Form>
      ) : null}
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => [
  ...seoMeta(matches, { title: "Fragrance Photo", description: "Upload or remove a fragrance's photo." }),
  { name: "robots", content: "noindex" },
];
