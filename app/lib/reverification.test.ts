import { describe, expect, it } from "vitest";
import { isVerificationRecent, REVERIFY_AFTER_MS, verificationValidUntil, verifyPageUrl } from "./reverification";

const NOW = Date.UTC(2026, 10, 27, 18, 0);
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000);

describe("isVerificationRecent", () => {
  it("lets a session verified up to 15 minutes ago act, and asks again after that", () => {
    expect(REVERIFY_AFTER_MS).toBe(15 * 60_000);
    expect(isVerificationRecent(minutesAgo(0), NOW)).toBe(true);
    expect(isVerificationRecent(minutesAgo(14), NOW)).toBe(true);
    expect(isVerificationRecent(minutesAgo(15), NOW)).toBe(true);
    expect(isVerificationRecent(new Date(NOW - REVERIFY_AFTER_MS - 1), NOW)).toBe(false);
    expect(isVerificationRecent(minutesAgo(16), NOW)).toBe(false);
    expect(isVerificationRecent(minutesAgo(60 * 24 * 29), NOW)).toBe(false);
  });

  it("takes milliseconds as well as dates", () => {
    expect(isVerificationRecent(NOW - 14 * 60_000, NOW)).toBe(true);
    expect(isVerificationRecent(NOW - 16 * 60_000, NOW)).toBe(false);
  });

  it("counts a missing or unreadable time as stale", () => {
    expect(isVerificationRecent(null, NOW)).toBe(false);
    expect(isVerificationRecent(undefined, NOW)).toBe(false);
    expect(isVerificationRecent(new Date(Number.NaN), NOW)).toBe(false);
  });

  it("counts a time a little ahead of this server's clock as recent", () => {
    expect(isVerificationRecent(new Date(NOW + 2_000), NOW)).toBe(true);
  });
});

describe("verificationValidUntil", () => {
  it("is 15 minutes after the verification", () => {
    expect(verificationValidUntil(minutesAgo(0)).toISOString()).toBe("2026-11-27T18:15:00.000Z");
  });
});

describe("verifyPageUrl", () => {
  it("carries the page to come back to, encoded", () => {
    expect(verifyPageUrl("/admin/fragrances/7/delete?redirectTo=/admin?tab=male")).toBe(
      "/admin/verify?redirectTo=%2Fadmin%2Ffragrances%2F7%2Fdelete%3FredirectTo%3D%2Fadmin%3Ftab%3Dmale",
    );
  });
});
