/**
 * The welcome popup's browser storage keys (docs/product.md), its element id
 * and the claim button's labels. A module of their own: the boot script, the
 * popup's server markup and its claim handler all need them, and the handler
 * runs on every page, so it should bring nothing else along.
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

/** The claim button, idle and while the claim is under way (docs/product.md). */
export const CLAIM_LABELS = { idle: "Claim My 10% Discount", busy: "Getting Your Discount..." } as const;
