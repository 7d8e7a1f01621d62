import * as z from "zod";
import { isNewsletterEmail, NEWSLETTER_EMAIL_MESSAGE } from "./newsletter-rules";
import { SIZES } from "./sizes";

// "Email me when it's back" (issue 34): the product page's plain form for a
// sold-out size. The server checks it with this schema; the page checks the
// address with the same rule (newsletter-rules, no zod in the product page's
// first load: decision 0013) through the browser's own `type=email` until the
// server answers, which always has the last word.

export const STOCK_ALERT_INTENT = "stock-alert";

export const stockAlertSchema = z.object({
  intent: z.literal(STOCK_ALERT_INTENT),
  // Stored lower-cased: one sign-up per address and size, however it is typed.
  email: z
    .string({ error: NEWSLETTER_EMAIL_MESSAGE })
    .trim()
    .refine(isNewsletterEmail, NEWSLETTER_EMAIL_MESSAGE)
    .transform((email) => email.toLowerCase()),
  size: z.enum(SIZES, { error: "Choose a size." }),
});

export type StockAlertSignUp = z.infer<typeof stockAlertSchema>;

/** The answer to every accepted sign-up, new or repeated (a second one stores nothing). */
export const STOCK_ALERT_SUCCESS = "We'll e-mail you when it's back.";
/** The size came back (or was never out) while the page was open. */
export const STOCK_ALERT_IN_STOCK = "Good news: it's in stock again. Add it to your cart.";
export const STOCK_ALERT_UNAVAILABLE = "This size is not offered any more.";
export const STOCK_ALERT_FAILED = "Something went wrong. Please try again later.";

/** The product page's reply to a sign-up: per size, so each sold-out size's form shows its own. */
export type StockAlertReply = {
  stockAlert: { size: string; email: string; status: "signed-up" | "invalid" | "refused"; message: string; fieldErrors?: { email?: string[] } };
};
