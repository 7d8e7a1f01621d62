import { parseWithZod } from "@conform-to/zod/v4";
import { cartActionSchema, type CartAction } from "~/lib/cart-schema";
import { cartTotals, itemCount } from "~/lib/cart-totals";
import { safeRedirect } from "~/lib/safe-redirect";
import { addToCart, clearCart, getCartLines, removeFromCart, setCartItemQuantity } from "~/models/cart.server";
import { ensureRequestCart, getRequestCartId } from "../http/request-cart.server";
import { getUser } from "../http/auth.server";
import type { LoadContext } from "../http/load-context.server";
import { redirectWithToast } from "../http/toast.server";

/** Applies one validated cart change to the request's cart (created when needed). */
export async function applyCartAction(request: Request, context: LoadContext, action: CartAction) {
  const { cartId, headers } = await ensureRequestCart(request, context);
  const db = context.db;
  switch (action.intent) {
    case "add": {
      const result = await addToCart({ db, cartId, fragranceId: action.fragranceId, quantity: action.quantity ?? 1 });
      return { result, headers, cartId };
    }
    case "update":
      await setCartItemQuantity({ db, cartId, fragranceId: action.fragranceId, quantity: action.quantity });
      break;
    case "remove":
      await removeFromCart({ db, cartId, fragranceId: action.fragranceId });
      break;
    case "clear":
      await clearCart({ db, cartId });
      break;
  }
  return { result: { ok: true } as const, headers, cartId };
}

/** A cart form, validated; a refusal carries the first message to show the shopper. */
export function parseCartChange(formData: FormData) {
  const submission = parseWithZod(formData, { schema: cartActionSchema });
  if (submission.status === "success") return { ok: true as const, value: submission.value };
  const errors = submission.reply().error ?? {};
  const message = Object.values(errors).flat().filter(Boolean)[0] ?? "That cart change is not possible.";
  return { ok: false as const, message, errors };
}

/** The request's cart as the header dropdown shows it (prices from the database). */
export async function requestCartSummary(request: Request, context: LoadContext) {
  const cartId = await getRequestCartId(request, context, await getUser(request, context));
  const lines = await getCartLines({ db: context.db, cartId });
  return { lines, count: itemCount(lines), totals: cartTotals(lines) };
}

const TOASTS: Record<CartAction["intent"], string> = {
  add: "Added to Cart",
  update: "Cart updated",
  remove: "Removed from cart",
  clear: "Cart cleared",
};

/**
 * The cart form's post (/resources/cart), one endpoint for every cart change.
 * A plain form post is redirected back to its page with a toast; a script
 * (respond=json) gets JSON and stays put.
 */
export async function handleCartForm(request: Request, context: LoadContext) {
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
