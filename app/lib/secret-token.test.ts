import { describe, expect, it } from "vitest";
import { createSecretToken, SECRET_TOKEN_PATTERN, sha256Base64Url } from "./secret-token";

describe("secret tokens", () => {
  it("are 43 URL-safe characters and never repeat", () => {
    const tokens = new Set(Array.from({ length: 50 }, createSecretToken));
    expect(tokens.size).toBe(50);
    for (const token of tokens) expect(token).toMatch(SECRET_TOKEN_PATTERN);
  });

  it("are stored as their SHA-256, not as themselves", async () => {
    // The SHA-256 of "abc" (FIPS 180-2 test vector), URL-safe base64 without padding.
    expect(await sha256Base64Url("abc")).toBe("ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0");
    const token = createSecretToken();
    const stored = await sha256Base64Url(token);
    expect(stored).not.toBe(token);
    expect(stored).toMatch(SECRET_TOKEN_PATTERN);
    expect(await sha256Base64Url(token)).toBe(stored);
  });
});
