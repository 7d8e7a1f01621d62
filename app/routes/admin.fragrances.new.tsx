import type { ActionFunctionArgs, LoaderFunctionArgs } from "#remix-runtime";
import type { MetaFunction } from "@remix-run/react";
import { FragranceFormPage } from "~/components/admin/fragrance-form-page";
import { handleFragranceForm } from "~/services/save-fragrance.server";
import { requireAdmin } from "~/http/auth.server";
import { seoMeta } from "~/lib/seo-meta";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  return handleFragranceForm({ request, context, admin });
}

/** Without JavaScript 'Add New Fragrance' is this page. */
export default function NewFragrancePage() {
  return <FragranceFormPage title="Add New Fragrance" formId="fragrance-new" action="/admin/fragrances/new" />;
}

export const meta: MetaFunction = ({ matches }) => [
  ...seoMeta(matches, { title: "Add New Fragrance", description: "Add a fragrance to the catalogue." }),
  { name: "robots", content: "noindex" },
];
