import { describe, expect, it } from "vitest";
import { securityNoticeEmail, type SecurityNotice } from "./security-notice";

const base = {
  brandName: "Onbrand",
  browser: "Chrome on macOS",
  when: "Nov 27, 2026, 9:14 AM MST",
  accountUrl: "https://shop.example.com/account",
  resetUrl: "https://shop.example.com/forgot-password",
};

describe("securityNoticeEmail", () => {
  it("names each change in its subject", () => {
    const subjects = (
      [
        { kind: "new-sign-in" },
        { kind: "two-factor-on" },
        { kind: "two-factor-off" },
        { kind: "passkey-added", passkeyName: "Work laptop" },
        { kind: "password-changed" },
      ] satisfies SecurityNotice[]
    ).map((notice) => securityNoticeEmail({ ...base, notice }).subject);
    expect(subjects).toEqual([
      "New sign-in to your Onbrand account",
      "Two-factor authentication is on",
      "Two-factor authentication was turned off",
      "A passkey was added to your Onbrand account",
      "Your Onbrand password was changed",
    ]);
  });

  it("says where and when, and what to do if it was not the reader, in both parts", () => {
    const email = securityNoticeEmail({ ...base, notice: { kind: "passkey-added", passkeyName: "<b>Phone</b>" } });
    for (const part of [email.text, email.html]) {
      expect(part).toContain("Chrome on macOS");
      expect(part).toContain("Nov 27, 2026, 9:14 AM MST");
      expect(part).toContain("https://shop.example.com/forgot-password");
    }
    expect(email.text).toContain('A passkey named "<b>Phone</b>" was added');
    expect(email.html).toContain("&lt;b&gt;Phone&lt;/b&gt;");
    expect(email.html).not.toContain("<b>Phone</b>");
  });
});
