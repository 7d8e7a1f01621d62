import { describe, expect, it } from "vitest";
import { backInStockEmail } from "./back-in-stock";

const input = {
  brandName: "Onbrand",
  fragranceName: "Salt <Meadow>",
  size: "2ml" as const,
  productUrl: "https://shop.example/product/12",
  contactEmail: "hello@example.com",
};

describe("the back-in-stock e-mail", () => {
  it("names the fragrance in the subject, the size, and links to its product page", () => {
    const mail = backInStockEmail(input);
    expect(mail.subject).toBe("Salt <Meadow> is back in stock");
    expect(mail.text).toContain("Size: 2 ml sample");
    expect(mail.text).toContain("https://shop.example/product/12");
    expect(mail.html).toContain('href="https://shop.example/product/12"');
    expect(mail.text).toContain("hello@example.com");
  });

  it("escapes the name in HTML and names the 10 ml roll-on by its label", () => {
    const mail = backInStockEmail({ ...input, size: "10ml" });
    expect(mail.html).toContain("Salt &lt;Meadow&gt;");
    expect(mail.html).not.toContain("Salt <Meadow>");
    expect(mail.text).toContain("Size: 10 ml roll-on");
  });
});
