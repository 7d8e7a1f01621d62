import type { ActionFunctionArgs, LoaderFunctionArgs } from "#remix-runtime";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { FragranceFormPage } from "~/components/admin/fragrance-form-page";
import { fragranceFormDefaults } from "~/lib/fragrance-schema";
import { parseId } from "~/lib/route-params";
import { getAdminFragrance } from "~/models/admin-fragrance.server";
import { handleFragranceForm } from "~/services/save-fragrance.server";
import { requireAdmin } from "~/http/auth.server";
import { seoMeta } from "~/lib/seo-meta";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const fragranceId = parseId(params.id);
  const fragrance = fragranceId ? await getAdminFragrance({ db: context.db, fragranceId }) : null;
  if (!fragrance) throw new Response("Not Found", { status: 404 });
  return { fragrance };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const fragranceId = parseId(params.id);
  if (!fragranceId) throw new Response("Not Found", { status: 404 });
  return handleFragranceForm({ request, context, admin, fragranceId });
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
