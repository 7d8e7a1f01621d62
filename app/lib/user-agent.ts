import Bowser from "bowser";

/**
 * "Chrome on macOS": how the session list and the security e-mails name a
 * browser, read from its User-Agent (bowser, server side only). Unknown parts
 * are said plainly rather than guessed.
 */
export function describeBrowser(userAgent: string | null | undefined): string {
  const value = userAgent?.trim().slice(0, 512);
  if (!value) return "Unknown browser";
  const { browser, os } = Bowser.parse(value);
  const name = browser.name || "Unknown browser";
  return os.name ? `${name} on ${os.name}` : name;
}
