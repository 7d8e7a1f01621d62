/**
 * The welcome popup's browser storage keys (docs/product.md) and element id. A
 * module of their own: the boot script and the popup both need them, and the
 * popup runs on every page, so it should bring nothing else along.
 */
export const POPUP_STORAGE = {
  seen: "popup_seen",
  claimed: "discount_claimed",
  email: "newsletter_email",
} as const;

/** docs/product.md: the popup is due 3 s after the page loads. */
export const WELCOME_POPUP_DELAY_MS = 3000;

/** The popup's <dialog>, which the boot script opens (docs/decisions/0045). */
export const WELCOME_POPUP_ID = "welcome-popup";
