import type { ActionFunctionArgs, LoaderFunctionArgs } from "#remix-runtime";
import { Form, Link, useLoaderData, useNavigation, useSearchParams, type MetaFunction } from "@remix-run/react";
import { parseId } from "~/lib/route-params";
import { deleteFragrance, getAdminFragrance } from "~/models/admin-fragrance.server";
import { adminRedirect } from "~/utils/admin-redirect";
import { requireAdmin } from "~/utils/auth.server";
import { seoMeta } from "~/utils/seo-meta";
import { redirectWithToast } from "~/utils/toast.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const fragranceId = parseId(params.id);
  const fragrance = fragranceId ? await getAdminFragrance({ db: context.db, fragranceId }) : null;
  if (!fragrance) throw new Response("Not Found", { status: 404 });
  return { fragrance: { id: fragrance.id, name: fragrance.name } };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const formData = await request.formData();
  const back = adminRedirect(formData.get("redirectTo"));
  const fragranceId = parseId(params.id);
  const failure = { title: "Error", description: "Failed to delete the fragrance. Please try again.", type: "error" as const };
  if (!fragranceId) throw new Response("Not Found", { status: 404 });
  try {
    const result = await deleteFragrance({ db: context.db, userId: admin.id, fragranceId });
    if (!result.ok) return redirectWithToast(context, back, failure);
  } catch (error) {
    console.error(error);
    return redirectWithToast(context, back, failure);
  }
  return redirectWithToast(context, back, {
    title: "Fragrance deleted",
    description: "The fragrance has been successfully deleted.",
  });
}

/** The confirmation step without JavaScript (with it, the list asks by confirm()). */
export default function DeleteFragrancePage() {
  const { fragrance } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const back = adminRedirect(searchParams.get("redirectTo"));
  return (
    <div className="max-w-xl rounded-2xl border border-stone-200 bg-white p-6 dark:border-stone-800 dark:bg-stone-900">
      <h2 className="text-2xl">Delete Fragrance</h2>
      <p className="mt-3">Are you sure you want to delete this fragrance?</p>
      <p className="mt-1 font-semibold">{fragrance.name}</p>
      <Form method="post" className="mt-6 flex gap-3">
        <input type="hidden" name="redirectTo" value={back} />
        <button type="submit" className="btn bg-red-700 text-white hover:bg-red-800" disabled={navigation.state === "submitting"}>
          {navigation.state === "submitting" ? "Deleting..." : "Delete"}
        </button>
        <Link to={back} className="btn-outline">
          Cancel
        </Link>
      </Form>
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => [
  ...seoMeta(matches, { title: "Delete Fragrance", description: "Delete a fragrance from the catalogue." }),
  { name: "robots", content: "noindex" },
];
