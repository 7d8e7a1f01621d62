import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "#remix-runtime";
import { parseWithZod } from "@conform-to/zod/v4";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { FragranceFormPage } from "~/components/admin/fragrance-form-page";
import { fragranceFormDefaults, fragranceFormSchema } from "~/lib/fragrance-schema";
import { parseId } from "~/lib/route-params";
import { getFragranceForEdit } from "~/models/admin-fragrance.server";
import { DUPLICATE_NAME, saveFragrance } from "~/services/save-fragrance.server";
import { savedAdminFormReply } from "~/http/admin-form-post.server";
import { requireAdmin } from "~/http/auth.server";
import { publicOrigin } from "~/http/public-origin.server";
import { seoMeta } from "~/lib/seo-meta";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const fragranceId = parseId(params.id);
  const fragrance = fragranceId ? await getFragranceForEdit({ db: context.db, fragranceId }) : null;
  if (!fragrance) throw new Response("Not Found", { status: 404 });
  return { fragrance };
}

/** Errors come back beside the fields (400, or 503 when the database failed); success goes to the list or closes the dialog. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const fragranceId = parseId(params.id);
  if (!fragranceId) throw new Response("Not Found", { status: 404 });
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: fragranceFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const saved = await saveFragrance(context, { adminId: admin.id, fragranceId, values: submission.value, origin: publicOrigin(request, context) });
  if (!saved.ok && saved.reason === "not-found") throw new Response("Not Found", { status: 404 });
  if (!saved.ok && saved.reason === "duplicate-name") return data(submission.reply({ fieldErrors: { name: [DUPLICATE_NAME] } }), { status: 400 });
  if (!saved.ok) return data(submission.reply({ formErrors: ["Failed to update fragrance. Please try again."] }), { status: 503 });
  const toast = { title: "Success!", description: "Fragrance has been updated.", type: "success" as const };
  return savedAdminFormReply(context, formData, { id: saved.fragranceId, toast });
}

/** Without JavaScript 'Edit Fragrance' is this page. */
export default function EditFragrancePage() {
  const { fragrance } = useLoaderData<typeof loader>();
  return (
    <FragranceFormPage
      title="Edit Fragrance"
      formId={`fragrance-${fragrance.id}`}
      action={`/admin/fragrances/${fragrance.id}/edit`}
      photoPage={`/admin/fragrances/${fragrance.id}/photo`}
      defaultValue={fragranceFormDefaults(fragrance)}
    />
  );
}

export const meta: MetaFunction = ({ matches }) => [
  ...seoMeta(matches, { title: "Edit Fragrance", description: "Edit a fragrance in the catalogue." }),
  { name: "robots", content: "noindex" },
];
