import type { ActionFunctionArgs } from "#remix-runtime";
import { changeFavorite } from "~/services/change-favorite.server";

/** The favourite toggle's add and remove (see changeFavorite for the two kinds of reply). */
export async function action({ request, context }: ActionFunctionArgs) {
  return changeFavorite(request, context);
}
