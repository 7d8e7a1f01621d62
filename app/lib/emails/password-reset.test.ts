import { describe, expect, it } from "vitest";
import { passwordResetEmail } from "./password-reset";

describe("passwordResetEmail", () => {
  const url = "https://shop.example.com/reset-password?token=abc_-123";
  const email = passwordResetEmail({ brandName: "Onbrand", resetUrl: url });

  it("names the shop in the subject and carries the link in both parts", () => {
    expect(email.subject).toBe("Reset your Onbrand password");
    expect(email.text).toContain(`Choose a new password: ${url}`);
    expect(email.html).toContain(`href="${url}"`);
  });

  it("says how long the link works and what to do if the reader did not ask", () => {
    for (const part of [email.text, email.html]) {
      expect(part).toContain("The link works for 1 hour and only once.");
      expect(part).toContain("If you did not ask for this, ignore this e-mail");
    }
  });
});
