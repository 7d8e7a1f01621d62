import type { LoaderFunctionArgs } from "#remix-runtime";
import { Link, NavLink, useLoaderData, type MetaFunction } from "@remix-run/react";
import { AddToCartButton } from "~/components/add-to-cart-button";
import { FragranceCard } from "~/components/fragrance-card";
import { GENDER_LABELS, isGender } from "~/lib/site";
import { listFragrances } from "~/models/fragrance.server";
import { seoMeta } from "~/utils/seo-meta";

export async function loader({ params, context }: LoaderFunctionArgs) {
  if (params.gender !== undefined && !isGender(params.gender)) {
    throw new Response("Not Found", { status: 404 });
  }
  const gender = params.gender;
  const fragrances = await listFragrances({ db: context.db, gender });
  return { gender: gender ?? null, fragrances };
}

const TABS = [
  { to: "/shop", label: "All" },
  { to: "/shop/male", label: "For Him" },
  { to: "/shop/female", label: "For Her" },
  { to: "/shop/unisex", label: "Unisex" },
] as const;

function heading(gender: keyof typeof GENDER_LABELS | null) {
  return gender ? `${GENDER_LABELS[gender]} Fragrances` : "All Fragrances";
}

export default function Shop() {
  const { gender, fragrances } = useLoaderData<typeof loader>();
  return (
    <section className="container-page py-12">
      <h1 className="text-4xl">{heading(gender)}</h1>
      <nav aria-label="Audience" className="mt-6 flex flex-wrap gap-2">
        {TABS.map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            end
            className={({ isActive }) =>
              `rounded-full border px-4 py-1.5 text-sm ${isActive ? "border-stone-900 bg-stone-900 text-white dark:border-gold-300 dark:bg-gold-300 dark:text-stone-950" : "border-stone-300 dark:border-stone-700"}`
            }
          >
            {tab.label}
          </NavLink>
        ))}
      </nav>
      {fragrances.length === 0 ? (
        <div className="py-16 text-center">
          <h2 className="text-2xl">No fragrances found</h2>
          <Link to="/shop" className="btn-primary mt-6">
            Clear All Filters
          </Link>
        </div>
      ) : (
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {fragrances.map((fragrance, index) => (
            <FragranceCard key={fragrance.id} fragrance={fragrance} priority={index < 4}>
              <AddToCartButton fragranceId={fragrance.id} fragranceName={fragrance.name} variant="icon" />
            </FragranceCard>
          ))}
        </div>
      )}
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  seoMeta(matches, {
    title: heading(data?.gender ?? null),
    description: "Browse premium 10ml roll-on fragrance oils inspired by designer perfumes.",
  });
