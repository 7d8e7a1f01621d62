import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "#remix-runtime";
import { parseWithZod } from "@conform-to/zod/v4";
import type { MetaFunction } from "@remix-run/react";
import { FragranceFormPage } from "~/components/admin/fragrance-form-page";
import { fragranceFormSchema } from "~/lib/fragrance-schema";
import { DUPLICATE_NAME, saveFragrance } from "~/services/save-fragrance.server";
import { savedAdminFormReply } from "~/http/admin-form-post.server";
import { requireAdmin } from "~/http/auth.server";
import { publicOrigin } from "~/http/public-origin.server";
import { seoMeta } from "~/lib/seo-meta";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return null;
}

/** Errors come back beside the fields (400, or 503 when the database failed); success goes to the list or closes the dialog. */
export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: fragranceFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const saved = await saveFragrance(context, { adminId: admin.id, values: submission.value, origin: publicOrigin(request, context) });
  if (!saved.ok && saved.reason === "duplicate-name") return data(submission.reply({ fieldErrors: { name: [DUPLICATE_NAME] } }), { status: 400 });
  if (!saved.ok) return data(submission.reply({ formErrors: ["Failed to create fragrance. Please try again."] }), { status: 503 });
  const toast = { title: "Success!", description: "Fragrance has been created.", type: "success" as const };
  return savedAdminFormReply(context, formData, { id: saved.fragranceId, toast });
}

/** Without JavaScript 'Add New Fragrance' is this page. */
export default function NewFragrancePage() {
  return <FragranceFormPage title="Add New Fragrance" formId="fragrance-new" action="/admin/fragrances/new" />;
}

export const meta: MetaFunction = ({ matches }) => [
  ...seoMeta(matches, { title: "Add New Fragrance", description: "Add a fragrance to the catalogue." }),
  { name: "robots", content: "noindex" },
];
