import type { ActionFunctionArgs } from "#remix-runtime";
import { handleFragranceCollectionAction } from "~/utils/fragrance-api.server";

// POST /api/fragrances (admin). The GET loader of this route is issue 3's.
export const action = ({ request, context }: ActionFunctionArgs) => handleFragranceCollectionAction(request, context);
