import { Form, Link, useSubmit } from "@remix-run/react";
import { Field } from "~/components/ui/field";
import { FirstInvalidFocus } from "~/components/ui/first-invalid-focus";
import { ADMIN_FRAGRANCE_SORTS, ADMIN_STOCK_FILTERS, SEARCH_MAX_LENGTH, type AdminFragranceSearch } from "~/lib/admin-fragrance-search-schema";

/**
 * The fragrance table's search, stock filter and sort: a GET form, so the view
 * lives in the URL and works without JavaScript; with it, choosing a stock
 * filter or a sort applies at once. A new search, filter or sort starts again
 * at page 1 (the form carries no page).
 */
export function FragranceSearchForm({ search }: { search: AdminFragranceSearch & { typed: string } }) {
  const submit = useSubmit();
  return (
    <FirstInvalidFocus order={["q"]} errors={search.errors}>
      <Form method="get" action="/admin" role="search" aria-label="Fragrances" className="mt-4 flex flex-wrap items-end gap-3">
        {search.gender ? <input type="hidden" name="tab" value={search.gender} /> : null}
        <Field
          field={{ id: "admin-search", name: "q", errors: search.errors.q, initialValue: search.typed, maxLength: SEARCH_MAX_LENGTH }}
          key={search.typed}
          label="Search fragrances"
          type="search"
          placeholder="Name, inspiration or brand"
          className="min-w-60 flex-1"
        />
        <Field
          field={{ id: "admin-stock", name: "stock", initialValue: search.stock }}
          key={`stock-${search.stock}`}
          label="Stock"
          type="select"
          onChange={(event) => submit(event.currentTarget.form)}
        >
          {Object.entries(ADMIN_STOCK_FILTERS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Field>
        <Field
          field={{ id: "admin-sort", name: "sort", initialValue: search.sort }}
          key={search.sort}
          label="Sort by"
          type="select"
          onChange={(event) => submit(event.currentTarget.form)}
        >
          {Object.entries(ADMIN_FRAGRANCE_SORTS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Field>
        <button type="submit" className="btn-outline">
          Search
        </button>
        {search.typed ? (
          <Link to={clearHref(search)} className="text-sm underline">
            Clear search
          </Link>
        ) : null}
      </Form>
    </FirstInvalidFocus>
  );
}

/** The same audience, stock filter and sort without the search. */
function clearHref({ gender, sort, stock }: AdminFragranceSearch) {
  const params = new URLSearchParams();
  if (gender) params.set("tab", gender);
  if (stock !== "all") params.set("stock", stock);
  if (sort !== "newest") params.set("sort", sort);
  const query = params.toString();
  return query ? `/admin?${query}` : "/admin";
}
