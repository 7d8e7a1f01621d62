import type { LoaderFunctionArgs } from "#remix-runtime";
import { searchHeader } from "~/models/fragrance-search.server";

/** Live results for the header search: a few names, never the catalogue. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 100);
  const { results, correction } = await searchHeader({ db: context.db, query });
  return Response.json({ query, results, correctedQuery: correction?.to ?? null }, { headers: { "Cache-Control": "public, max-age=60" } });
}
