import type { LoaderFunctionArgs } from "#remix-runtime";
import { Outlet, type MetaFunction } from "@remix-run/react";
import { AdminNav } from "~/components/admin/admin-nav";
import { GeneralErrorBoundary } from "~/components/general-error";
import { requireAdmin } from "~/http/auth.server";
import { seoMeta } from "~/lib/seo-meta";

// Every admin route checks the role in its own loader and action too: child
// loaders run in parallel with this one, so this check alone would not do.
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return null;
}

export default function AdminLayout() {
  return (
    <section className="container-page py-10">
      <h1 className="text-4xl">Admin Panel</h1>
      <AdminNav />
      <div className="mt-6">
        <Outlet />
      </div>
    </section>
  );
}

export const meta: MetaFunction = ({ matches }) => [
  ...seoMeta(matches, { title: "Admin Panel", description: "Manage fragrances, reviews, orders and subscribers." }),
  { name: "robots", content: "noindex" },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
