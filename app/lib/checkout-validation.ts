// The checkout form's check in the browser: zod, the form's schema and
// conform's zod adapter, about 30 KiB gzip. The page loads this module when the
// shopper starts on the form (decision 0035); the form's constraints
// (required, lengths) come with the page from the loader instead.
import { parseWithZod } from "@conform-to/zod/v4";
import { checkoutSchemaFor, type checkoutSchema } from "./checkout-schema";

export function parseCheckout(formData: FormData, payment: "card-form" | "hosted") {
  return parseWithZod(formData, { schema: checkoutSchemaFor(payment) as typeof checkoutSchema });
}
