import type { ActionFunctionArgs, LoaderFunctionArgs } from "#remix-runtime";
import { parseWithZod } from "@conform-to/zod/v4";
import { getUser } from "~/http/auth.server";
import { ensureRequestCart, getRequestCartId } from "~/http/request-cart.server";
import { redirectWithToast } from "~/http/toast.server";
import { cartActionSchema, type CartAction } from "~/lib/cart-schema";
import { safeRedirect } from "~/lib/safe-redirect";
import { cartSummary, changeCart } from "~/services/cart-changes.server";

/** The cart as the header dropdown shows it (JSON, never cached). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const cartId = await getRequestCartId(request, context, await getUser(request, context));
  return Response.json(await cartSummary(context, { cartId }), { headers: { "Cache-Control": "no-store" } });
}

const TOASTS: Record<CartAction["intent"], string> = {
  add: "Added to Cart",
  update: "Cart updated",
  remove: "Removed from cart",
  clear: "Cart cleared",
};

/**
 * The cart form's post, one endpoint for every cart change. A plain form post
 * is redirected back to its page with a toast; a script (respond=json) gets
 * JSON and stays put. A refused form creates no cart.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: cartActionSchema });
  const wantsJson = formData.get("respond") === "json";
  const back = safeRedirect(formData.get("redirectTo"), "/cart");

  if (submission.status !== "success") {
    const errors = submission.reply().error ?? {};
    const message = Object.values(errors).flat().filter(Boolean)[0] ?? "That cart change is not possible.";
    if (wantsJson) return Response.json({ ok: false as const, message, errors }, { status: 400 });
    return redirectWithToast(context, back, { title: "Cart not updated", description: message, type: "error" });
  }

  const { cartId, headers } = await ensureRequestCart(request, context);
  const result = await changeCart(context, { cartId, change: submission.value });
  if (!result.ok) {
    // Set to what the shelf holds (or the sample limit): changed, but not as asked.
    const title = result.adjusted ? "Cart updated" : "Cart not updated";
    if (wantsJson) return Response.json({ ok: false as const, message: result.message, title, count: result.count }, { status: result.adjusted ? 409 : 400, headers });
    return redirectWithToast(context, back, { title, description: result.message, type: "error" }, { headers });
  }
  const title = TOASTS[submission.value.intent];
  if (wantsJson) return Response.json({ ok: true as const, count: result.count, title }, { headers });
  return redirectWithToast(context, back, { title, type: "success" }, { headers });
}
