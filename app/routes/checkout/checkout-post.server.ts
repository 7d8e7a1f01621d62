import { parseWithZod } from "@conform-to/zod/v4";
import { cartActionSchema } from "~/lib/cart-schema";
import { DEFAULT_SIZE } from "~/lib/sizes";
import { checkoutSchemaFor } from "~/lib/checkout-schema";
import type { CheckoutLineChange } from "~/services/change-checkout-line.server";
import type { TypedDiscount } from "~/services/checkout-discount.server";
import type { TypedAddress } from "~/services/price-checkout.server";

// Reading the checkout form's post: the fields by the shared schema, and the
// two things the schema does not hold (a summary line's button, the typed code).

/** The form judged by the schema of the payment in use: the card fields are ours only in test mode. */
export function parseCheckoutForm(formData: FormData, payment: "card-form" | "hosted") {
  return parseWithZod(formData, { schema: checkoutSchemaFor(payment) });
}

export type CheckoutSubmission = ReturnType<typeof parseCheckoutForm>;

/**
 * Without JavaScript the summary's quantity and remove buttons submit the
 * checkout form itself ("update-line:94", quantity in "line-94"; a sample line
 * is "94-2ml", as cartLineSuffix in app/lib/sizes.ts writes it), so what the
 * shopper typed survives the change. The change, validated like the cart
 * form's, or the first reason it is refused; null when the post is not one.
 */
export function readLineChange(formData: FormData): { ok: true; change: CheckoutLineChange } | { ok: false; message: string } | null {
  const intent = formData.get("intent");
  const match = typeof intent === "string" ? /^(update|remove)-line:((\d{1,15})(?:-(2ml))?)$/.exec(intent) : null;
  if (!match) return null;
  const [, kind, suffix, fragranceId, size] = match as unknown as [string, "update" | "remove", string, string, "2ml" | undefined];
  const quantity = formData.get(`line-${suffix}`);
  const parsed = cartActionSchema.safeParse({
    intent: kind,
    fragranceId: Number(fragranceId),
    size: size ?? DEFAULT_SIZE,
    quantity: kind === "update" ? formNumber(quantity) : undefined,
  });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? "That cart change is not possible." };
  const change = parsed.data;
  // Always one of the two (the pattern above): the check tells the type so.
  return change.intent === "update" || change.intent === "remove" ? { ok: true, change } : null;
}

/** A number field as the cart form reads it (conform's rule): empty is missing, text that is no number fails as one. */
function formNumber(value: FormDataEntryValue | null): number | undefined {
  if (typeof value !== "string" || value === "") return undefined;
  return value.trim() === "" ? Number.NaN : Number(value);
}

/** The discount code as typed (not yet validated), with the e-mail beside it: kept applied while the rest is corrected. */
export function typedDiscount(payload: CheckoutSubmission["payload"]): TypedDiscount {
  return {
    code: typeof payload.discountCode === "string" ? payload.discountCode : "",
    email: typeof payload.email === "string" ? payload.email : null,
    // Not a number (typed by hand) reads as NaN, which the points rule refuses with its message.
    points: typeof payload.rewardPoints === "string" && payload.rewardPoints.trim() ? Number(payload.rewardPoints.trim()) : 0,
  };
}

/** The address as typed, for the tax shown beside the totals (judged where it is priced). */
export function typedAddress(payload: CheckoutSubmission["payload"]): TypedAddress {
  const text = (value: unknown) => (typeof value === "string" ? value : null);
  return { state: text(payload.state), zip: text(payload.zip), city: text(payload.city), line: text(payload.address) };
}
