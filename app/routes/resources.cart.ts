import type { ActionFunctionArgs, LoaderFunctionArgs } from "#remix-runtime";
import { handleCartForm, requestCartSummary } from "~/services/cart-changes.server";

/** The cart as the header dropdown shows it (JSON, never cached). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return Response.json(await requestCartSummary(request, context), { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return handleCartForm(request, context);
}
