// What the FAQ says a shopper can pay with (issue 39): derived from the
// payment provider the shop is configured with, never a fixed claim. Test
// mode takes test cards only; Stripe takes cards and whatever the owner has
// turned on in their Stripe Dashboard and listed in STRIPE_PAYMENT_METHODS
// (the Payment Element offers what the account enables).

/** Methods an owner may list besides cards, in the order the answer names them. */
export const STRIPE_EXTRA_METHODS = ["apple_pay", "google_pay", "link", "paypal", "afterpay"] as const;
export type StripeExtraMethod = (typeof STRIPE_EXTRA_METHODS)[number];

const LABELS: Record<StripeExtraMethod, string> = {
  apple_pay: "Apple Pay",
  google_pay: "Google Pay",
  link: "Link",
  paypal: "PayPal",
  afterpay: "Afterpay (four interest-free payments)",
};

export const PAYMENT_METHODS_QUESTION = "Which payment methods do you accept?";

/** "a, b and c". */
function spoken(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/**
 * The FAQ's answer: `null` is the built-in test mode; otherwise Stripe's extra
 * methods as configured (cards are always taken).
 */
export function paymentMethodsAnswer(stripeMethods: readonly StripeExtraMethod[] | null): string {
  if (stripeMethods === null) {
    return "This shop is in test mode: it takes test card payments only, and no money is charged.";
  }
  const named = STRIPE_EXTRA_METHODS.filter((method) => stripeMethods.includes(method)).map((method) => LABELS[method]);
  return `We accept ${spoken(["Visa, Mastercard, American Express and Discover cards", ...named])}, through our payment partner Stripe.`;
}

/** STRIPE_PAYMENT_METHODS ("apple_pay, afterpay") as a list, or the first name that is not one. */
export function parseStripeMethods(value: string): { ok: true; methods: StripeExtraMethod[] } | { ok: false; unknown: string } {
  const names = value
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const unknown = names.find((name) => !(STRIPE_EXTRA_METHODS as readonly string[]).includes(name));
  return unknown === undefined ? { ok: true, methods: [...new Set(names)] as StripeExtraMethod[] } : { ok: false, unknown };
}
