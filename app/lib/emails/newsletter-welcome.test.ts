import { describe, expect, it } from "vitest";
import { newsletterWelcomeEmail } from "./newsletter-welcome";

describe("newsletterWelcomeEmail", () => {
  const email = newsletterWelcomeEmail({ brandName: "Onbrand", shopUrl: "https://shop.test/shop" });

  it("gives the welcome code in the text and the HTML part", () => {
    expect(email.subject).toBe("Welcome to Onbrand: 10% off your first order");
    for (const part of [email.text, email.html]) {
      expect(part).toContain("WELCOME10");
      expect(part).toContain("10% off your first order");
      expect(part).toContain("https://shop.test/shop");
    }
  });
});
