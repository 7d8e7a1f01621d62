import type { LoaderFunctionArgs } from "#remix-runtime";
import { headerSearch } from "~/models/fragrance-search.server";

/** Live results for the header search: a few names, never the catalogue. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 100);
  const results = await headerSearch({ db: context.db, query });
  return Response.json({ query, results }, { headers: { "Cache-Control": "public, max-age=60" } });
}
