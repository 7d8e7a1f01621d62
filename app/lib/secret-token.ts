// Bearer secrets (session tokens, password-reset links): 32 random bytes,
// URL-safe, and only their SHA-256 ever stored, so a leaked database holds no
// usable token. Web Crypto, so the same code runs on Node and Workers.

function toBase64Url(bytes: Uint8Array) {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** A new token: 32 random bytes as 43 URL-safe characters. */
export function createSecretToken(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return toBase64Url(bytes);
}

/** What a token looks like; anything else cannot be one of ours. */
export const SECRET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The SHA-256 of a value, URL-safe base64: the stored form of a token. */
export async function sha256Base64Url(value: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value));
  return toBase64Url(new Uint8Array(digest));
}
