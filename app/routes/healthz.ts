import type { LoaderFunctionArgs } from "#remix-runtime";
import { countFragrances } from "~/models/fragrance.server";

/** For load balancers and the Workers smoke test: proves the database answers. */
export async function loader({ context }: LoaderFunctionArgs) {
  try {
    const fragrances = await countFragrances({ db: context.db });
    return Response.json(
      { status: "ok", fragrances },
      { headers: { "Cache-Control": "no-store" } },
    );
  } catch (error) {
    console.error("healthz: database check failed", error);
    return Response.json(
      { status: "error", message: "Database unavailable" },
      { status: 503, headers: { "Cache-Control": "no-store" } },
    );
  }
}
