// The one rule for every redirect target a request can choose (a posted or
// linked redirectTo): a path on this site, or the fallback. Anything a browser
// could resolve to another origin, or that could split a header, is refused.

const MAX_TARGET_LENGTH = 2048;
// Backslashes (browsers read them as slashes) and control characters (tab, CR,
// LF, NUL...: browsers strip some, and CR/LF would split the Location header).
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTER = /[\\\u0000-\u001f\u007f]/;
const PROBE_ORIGIN = "http://redirect.invalid";

/** The same text with percent-escapes undone, as far as they decode (up to three layers). */
function decodings(value: string): string[] {
  const layers = [value];
  let current = value;
  for (let round = 0; round < 3 && current.includes("%"); round += 1) {
    try {
      current = decodeURIComponent(current);
    } catch {
      // A stray "%" stays a literal character; what decoded so far is checked.
      break;
    }
    layers.push(current);
  }
  return layers;
}

function isSameSitePath(value: string): boolean {
  if (!value.startsWith("/") || value.length > MAX_TARGET_LENGTH) return false;
  for (const layer of decodings(value)) {
    if (UNSAFE_CHARACTER.test(layer)) return false;
    // "//host" is another origin; so is "/%2F/host" once something decodes it.
    if (layer.startsWith("//")) return false;
  }
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/** Only same-site paths, so a crafted link cannot send a shopper elsewhere. */
export function safeRedirect(to: unknown, fallback = "/"): string {
  return typeof to === "string" && isSameSitePath(to) ? to : fallback;
}

/** Back to an admin page only: a posted redirectTo cannot leave the admin panel. */
export function adminRedirect(to: unknown, fallback = "/admin"): string {
  const target = safeRedirect(to, fallback);
  // Judge the path the browser will load: "/admin/../account" resolves to /account.
  const { pathname } = new URL(target, "http://redirect.invalid");
  return /^\/admin(?:\/|$)/.test(pathname) && !pathname.includes("//") ? target : fallback;
}
