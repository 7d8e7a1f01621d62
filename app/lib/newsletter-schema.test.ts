import { describe, expect, it } from "vitest";
import { newsletterSchema } from "./newsletter-schema";

describe("newsletterSchema", () => {
  it.each(["ana@example.com", " ana.b@mail.co.uk "])("accepts %s", (email) => {
    expect(newsletterSchema.safeParse({ email }).success).toBe(true);
  });

  it.each(["", "ana", "ana@example", "@example.com", "ana@.com x", "a b@c.de"])("refuses %j", (email) => {
    const result = newsletterSchema.safeParse({ email });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Please enter a valid email address.");
  });

  it("defaults the source to the home form", () => {
    expect(newsletterSchema.parse({ email: "a@b.co" }).source).toBe("home");
    expect(newsletterSchema.safeParse({ email: "a@b.co", source: "elsewhere" }).success).toBe(false);
  });
});
