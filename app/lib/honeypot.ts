export const HONEYPOT_FIELD = "website";

/** What a post with the honeypot filled in is told (the account forms and the JSON API). */
export const HONEYPOT_MESSAGE = "Your submission could not be accepted. Please try again.";

/** True when the hidden honeypot input was filled in (a bot). */
export function isHoneypotFilled(form: FormData | Record<string, unknown>): boolean {
  const value = form instanceof FormData ? form.get(HONEYPOT_FIELD) : form[HONEYPOT_FIELD];
  return typeof value === "string" && value.trim().length > 0;
}
