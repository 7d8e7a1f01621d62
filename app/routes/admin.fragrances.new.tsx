import type { ActionFunctionArgs, LoaderFunctionArgs } from "#remix-runtime";
import { Link, useActionData, useNavigation, useSearchParams, type MetaFunction } from "@remix-run/react";
import type { SubmissionResult } from "@conform-to/react";
import { FragranceForm } from "~/components/admin/fragrance-form";
import { handleFragranceForm } from "~/utils/admin-fragrance-form.server";
import { adminRedirect } from "~/utils/admin-redirect";
import { requireAdmin } from "~/utils/auth.server";
import { seoMeta } from "~/utils/seo-meta";

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
  const lastResult = useActionData<SubmissionResult<string[]>>();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const back = adminRedirect(searchParams.get("redirectTo"));
  return (
    <div className="max-w-2xl">
      <h2 className="text-2xl">Add New Fragrance</h2>
      <p className="mt-1 mb-4 text-sm text-stone-600 dark:text-stone-400">
        <Link to={back} className="underline">
          Back to the list
        </Link>
      </p>
      <FragranceForm
        id="fragrance-new"
        action="/admin/fragrances/new"
        lastResult={lastResult}
        busy={navigation.state === "submitting"}
        hiddenFields={{ redirectTo: back }}
      />
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => [
  ...seoMeta(matches, { title: "Add New Fragrance", description: "Add a fragrance to the catalogue." }),
  { name: "robots", content: "noindex" },
];
