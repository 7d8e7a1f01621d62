/**
 * Browser storage keys (docs/product.md). A module of their own: the popup
 * loader runs on every page and should bring nothing else along.
 */
export const POPUP_STORAGE = {
  seen: "popup_seen",
  claimed: "discount_claimed",
  email: "newsletter_email",
} as const;

export type PopupStorageKeys = typeof POPUP_STORAGE;

/** docs/product.md: the popup is due 3 s after the page loads. */
export const WELCOME_POPUP_DELAY_MS = 3000;
