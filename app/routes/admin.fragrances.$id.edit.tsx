import type { ActionFunctionArgs, LoaderFunctionArgs } from "#remix-runtime";
import { Link, useActionData, useLoaderData, useNavigation, useSearchParams, type MetaFunction } from "@remix-run/react";
import type { SubmissionResult } from "@conform-to/react";
import { FragranceForm } from "~/components/admin/fragrance-form";
import { fragranceFormDefaults } from "~/lib/fragrance-schema";
import { parseId } from "~/lib/route-params";
import { getAdminFragrance } from "~/models/admin-fragrance.server";
import { handleFragranceForm } from "~/utils/admin-fragrance-form.server";
import { adminRedirect } from "~/utils/admin-redirect";
import { requireAdmin } from "~/utils/auth.server";
import { seoMeta } from "~/utils/seo-meta";

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
  const lastResult = useActionData<SubmissionResult<string[]>>();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const back = adminRedirect(searchParams.get("redirectTo"));
  return (
    <div className="max-w-2xl">
      <h2 className="text-2xl">Edit Fragrance</h2>
      <p className="mt-1 mb-4 text-sm text-stone-600 dark:text-stone-400">
        <Link to={back} className="underline">
          Back to the list
        </Link>
      </p>
      <FragranceForm
        id={`fragrance-${fragrance.id}`}
        action={`/admin/fragrances/${fragrance.id}/edit`}
        lastResult={lastResult}
        defaultValue={fragranceFormDefaults(fragrance)}
        busy={navigation.state === "submitting"}
        hiddenFields={{ redirectTo: back }}
      />
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => [
  ...seoMeta(matches, { title: "Edit Fragrance", description: "Edit a fragrance in the catalogue." }),
  { name: "robots", content: "noindex" },
];
