import { z } from "zod";

// Spec section 5: "text, @, text, dot, text". The welcome popup uses the same
// rule (stricter than its bare '@' check), so the server stores one kind of address.
export const NEWSLETTER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const NEWSLETTER_EMAIL_MESSAGE = "Please enter a valid email address.";

export const NEWSLETTER_SOURCES = ["home", "welcome-popup"] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

export const newsletterSchema = z.object({
  email: z
    .string({ error: NEWSLETTER_EMAIL_MESSAGE })
    .trim()
    .max(255, NEWSLETTER_EMAIL_MESSAGE)
    .regex(NEWSLETTER_EMAIL_PATTERN, NEWSLETTER_EMAIL_MESSAGE),
  source: z.enum(NEWSLETTER_SOURCES).default("home"),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;

export const NEWSLETTER_TOASTS = {
  invalidHome: { title: "Invalid email", description: NEWSLETTER_EMAIL_MESSAGE, type: "error" },
  invalidPopup: { title: "Invalid Email", description: NEWSLETTER_EMAIL_MESSAGE, type: "error" },
  subscribed: {
    title: "Thank you for subscribing!",
    description: "You'll be the first to hear about new fragrances and offers.",
    type: "success",
  },
  welcome: {
    title: "Your 10% discount is ready!",
    description: "Use code WELCOME10 at checkout for 10% off your first order.",
    type: "success",
  },
  failed: { title: "Something went wrong", description: "Please try again later.", type: "error" },
} as const;

export const WELCOME_CODE = "WELCOME10";

/** Local storage keys of spec section 3. */
export const POPUP_STORAGE = {
  seen: "popup_seen",
  claimed: "discount_claimed",
  email: "newsletter_email",
} as const;
