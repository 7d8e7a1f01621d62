import type { ActionFunctionArgs } from "#remix-runtime";
import { handleFragranceItemAction } from "~/utils/fragrance-api.server";

// PATCH and DELETE /api/fragrances/{id} (admin). The GET loader is issue 3's.
export const action = ({ request, context, params }: ActionFunctionArgs) =>
  handleFragranceItemAction(request, context, params.id);
