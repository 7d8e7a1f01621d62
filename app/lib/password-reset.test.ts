import { describe, expect, it } from "vitest";
import { isResetLinkUsable, resetLinkExpiresAt, resetLinkUrl } from "./password-reset";

describe("password-reset links", () => {
  const now = Date.UTC(2026, 0, 1, 12, 0, 0);

  it("expire one hour after they were asked for", () => {
    expect(resetLinkExpiresAt(now).toISOString()).toBe("2026-01-01T13:00:00.000Z");
  });

  it("work until they expire, and only once", () => {
    const link = { expiresAt: resetLinkExpiresAt(now), usedAt: null };
    expect(isResetLinkUsable(link, now)).toBe(true);
    expect(isResetLinkUsable(link, now + 59 * 60_000)).toBe(true);
    expect(isResetLinkUsable(link, now + 60 * 60_000)).toBe(false);
    expect(isResetLinkUsable({ ...link, usedAt: new Date(now + 1000) }, now + 2000)).toBe(false);
  });

  it("open the reset page on the given origin", () => {
    expect(resetLinkUrl("https://shop.example.com", "abc-_123")).toBe("https://shop.example.com/reset-password?token=abc-_123");
  });
});
