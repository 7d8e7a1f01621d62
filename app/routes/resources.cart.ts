import type { ActionFunctionArgs, LoaderFunctionArgs } from "#remix-runtime";
import type { CartAction } from "~/lib/cart-schema";
import { cartTotals, itemCount } from "~/lib/cart-totals";
import { getCartLines } from "~/models/cart.server";
import { applyCartAction, parseCartChange } from "~/services/cart-changes.server";
import { getRequestCartId } from "~/http/request-cart.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { redirectWithToast } from "~/http/toast.server";

/** The cart as the header dropdown shows it (JSON, prices from the database). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const cartId = await getRequestCartId(request, context);
  const lines = await getCartLines({ db: context.db, cartId });
  return Response.json(
    { lines, count: itemCount(lines), totals: cartTotals(lines) },
    { headers: { "Cache-Control": "no-store" } },
  );
}

const TOASTS: Record<CartAction["intent"], string> = {
  add: "Added to Cart",
  update: "Cart updated",
  remove: "Removed from cart",
  clear: "Cart cleared",
};

/**
 * One endpoint for every cart change. A plain form post is redirected back to
 * its page with a toast; a script (respond=json) gets JSON and stays put.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const change = parseCartChange(formData);
  const wantsJson = formData.get("respond") === "json";
  const back = safeRedirect(formData.get("redirectTo"), "/cart");

  if (!change.ok) {
    const { message, errors } = change;
    if (wantsJson) return Response.json({ ok: false as const, message, errors }, { status: 400 });
    return redirectWithToast(context, back, { title: "Cart not updated", description: message, type: "error" });
  }

  const { result, headers, cartId } = await applyCartAction(request, context, change.value);
  if (!result.ok) {
    if (wantsJson) return Response.json({ ok: false as const, message: result.message }, { status: 400, headers });
    return redirectWithToast(
      context,
      back,
      { title: "Cart not updated", description: result.message, type: "error" },
      { headers },
    );
  }
  const lines = await getCartLines({ db: context.db, cartId });
  const title = TOASTS[change.value.intent];
  if (wantsJson) return Response.json({ ok: true as const, count: itemCount(lines), title }, { headers });
  return redirectWithToast(context, back, { title, type: "success" }, { headers });
}
