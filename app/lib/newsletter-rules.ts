// The newsletter's rules and texts without zod: the home page's sign-up and the
// welcome popup check an address in the browser with these, and the server's
// zod schema (newsletter-schema.ts) is built from the same rule, so the two agree.

// The e-mail rule (docs/product.md): "text, @, text, dot, text". The welcome popup uses the same
// rule (stricter than its bare '@' check), so the server stores one kind of address.
const NEWSLETTER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NEWSLETTER_EMAIL_MAX = 255;
export const NEWSLETTER_EMAIL_MESSAGE = "Please enter a valid email address.";

/** True for a trimmed address the shop will store. */
export function isNewsletterEmail(email: string): boolean {
  return email.length <= NEWSLETTER_EMAIL_MAX && NEWSLETTER_EMAIL_PATTERN.test(email);
}

/** The typed address of a sign-up form, trimmed ("" when absent). */
export function readNewsletterEmail(form: HTMLFormElement): string {
  const value = new FormData(form).get("email");
  return typeof value === "string" ? value.trim() : "";
}

export const NEWSLETTER_SOURCES = ["home", "welcome-popup"] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

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

