import type { ActionFunctionArgs, LoaderFunctionArgs } from "#remix-runtime";
import { useLoaderData, useSearchParams, type MetaFunction } from "@remix-run/react";
import { ConfirmDeletePanel } from "~/components/admin/confirm-delete";
import { DELETE_FRAGRANCE_QUESTION } from "~/components/admin/fragrance-table";
import { parseId } from "~/lib/route-params";
import { adminRedirect } from "~/lib/safe-redirect";
import { getAdminFragrance } from "~/models/admin-fragrance.server";
import { deleteFragranceFromAdmin } from "~/services/delete-fragrance.server";
import { requireAdmin } from "~/http/auth.server";
import { requireRecentVerification } from "~/http/reverification.server";
import { redirectWithToast } from "~/http/toast.server";
import { seoMeta } from "~/lib/seo-meta";

const DELETED = { title: "Fragrance deleted", description: "The fragrance has been successfully deleted." };
const FAILED = { title: "Error", description: "Failed to delete the fragrance. Please try again.", type: "error" as const };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const fragranceId = parseId(params.id);
  const fragrance = fragranceId ? await getAdminFragrance({ db: context.db, fragranceId }) : null;
  if (!fragrance) throw new Response("Not Found", { status: 404 });
  return { fragrance: { id: fragrance.id, name: fragrance.name } };
}

/** Deletes, then back to the list (the posted redirectTo, inside the admin panel) with a toast either way. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const fragranceId = parseId(params.id);
  if (!fragranceId) throw new Response("Not Found", { status: 404 });
  const back = adminRedirect((await request.formData()).get("redirectTo"));
  // A stale session confirms it's you, then comes back to this confirmation step.
  await requireRecentVerification(request, context, { returnTo: `/admin/fragrances/${fragranceId}/delete?${new URLSearchParams({ redirectTo: back })}` });
  const deleted = await deleteFragranceFromAdmin(context, { adminId: admin.id, fragranceId });
  return redirectWithToast(context, back, deleted.ok ? DELETED : FAILED);
}

/** The confirmation step without JavaScript (with it, the list asks by confirm()). */
export default function DeleteFragrancePage() {
  const { fragrance } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const back = adminRedirect(searchParams.get("redirectTo"));
  return (
    <ConfirmDeletePanel
      title="Delete Fragrance"
      question={DELETE_FRAGRANCE_QUESTION}
      subject={fragrance.name}
      fields={{ redirectTo: back }}
      back={back}
    />
  );
}

export const meta: MetaFunction = ({ matches }) => [
  ...seoMeta(matches, { title: "Delete Fragrance", description: "Delete a fragrance from the catalogue." }),
  { name: "robots", content: "noindex" },
];
