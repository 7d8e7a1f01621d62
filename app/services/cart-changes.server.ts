import { parseWithZod } from "@conform-to/zod/v4";
import { cartActionSchema, type CartAction } from "~/lib/cart-schema";
import { addToCart, clearCart, removeFromCart, setCartItemQuantity } from "~/models/cart.server";
import { ensureRequestCart } from "../http/request-cart.server";
import type { LoadContext } from "../http/load-context.server";

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
