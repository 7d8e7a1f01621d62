import { describe, expect, it } from "vitest";
import { returnRequestEmail } from "./return-request";

const base = {
  brandName: "Onbrand",
  customerName: "Ana <Lima>",
  requestNumber: "3F9A01BC-R1",
  orderNumber: "3F9A01BC",
  orderUrl: "https://shop.example/orders/3f9a01bc",
  contactEmail: "hello@onbrandfragrances.com",
};

describe("the return request e-mail", () => {
  it("gives a refund's number, amounts and next steps, and never promises shipping back", () => {
    const mail = returnRequestEmail({ ...base, reason: "unopened", lines: [{ name: "Open Range", quantity: 2, refundCents: 7200, replacement: null }] });
    expect(mail.subject).toBe("Your Onbrand return request 3F9A01BC-R1");
    expect(mail.text).toContain("Open Range × 2: $72.00");
    expect(mail.text).toContain("we refund $72.00 to the card you paid with (shipping is not refunded)");
    expect(mail.text).toContain("Please do not post anything before you have the return address.");
    expect(mail.text).toContain("Questions? Write to hello@onbrandfragrances.com and quote 3F9A01BC-R1.");
    // What the shopper typed reaches the HTML part escaped.
    expect(mail.html).toContain("Ana &lt;Lima&gt;");
  });

  it("adds the sales tax the refund gives back with the lines, and says how much of it is tax", () => {
    const mail = returnRequestEmail({ ...base, reason: "unopened", taxCents: 353, lines: [{ name: "Open Range", quantity: 1, refundCents: 4000, replacement: null }] });
    expect(mail.text).toContain("Open Range × 1: $40.00");
    expect(mail.text).toContain("we refund $43.53 ($3.53 of it sales tax) to the card you paid with (shipping is not refunded)");
  });

  it("names each exchange's replacement, or the same fragrance, and the free replacement", () => {
    const mail = returnRequestEmail({
      ...base,
      reason: "defective",
      lines: [
        { name: "Open Range", quantity: 1, refundCents: 3600, replacement: "Velvet Rose" },
        { name: "Sea Salt", quantity: 1, refundCents: 3150, replacement: null },
      ],
    });
    expect(mail.text).toContain("Defective — exchange for the same or another fragrance.");
    expect(mail.text).toContain("Open Range × 1: replace with Velvet Rose");
    expect(mail.text).toContain("Sea Salt × 1: replace with the same fragrance");
    expect(mail.text).toContain("we send the replacement at no charge");
    expect(mail.text).not.toContain("$36.00");
  });
});
