import { describe, expect, it } from "vitest";
import { renderEmail } from "./email-layout";

describe("renderEmail", () => {
  const email = renderEmail({
    brandName: "Onbrand",
    subject: "Your order <1>",
    heading: "Thank you, <b>Ann</b>",
    blocks: [
      { paragraph: "We are preparing it." },
      { rows: [["Total", "$30.00"]] },
      { button: { label: "View your order", href: "https://shop.test/orders/x?a=1&b=2" } },
    ],
    footer: "You ordered from us.",
  });

  it("says the same things in the text part and the HTML part", () => {
    expect(email.text).toContain("Thank you, <b>Ann</b>");
    expect(email.text).toContain("Total: $30.00");
    expect(email.text).toContain("View your order: https://shop.test/orders/x?a=1&b=2");
    expect(email.html).toContain("$30.00");
    expect(email.html).toContain('href="https://shop.test/orders/x?a=1&amp;b=2"');
  });

  it("escapes what a shopper typed in the HTML part", () => {
    expect(email.html).toContain("Thank you, &lt;b&gt;Ann&lt;/b&gt;");
    expect(email.html).not.toContain("<b>Ann</b>");
    expect(email.html).toContain("<title>Your order &lt;1&gt;</title>");
  });
});
