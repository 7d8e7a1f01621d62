import { describe, expect, it } from "vitest";
import { returnUpdateEmail, type ReturnUpdateEmailInput } from "./return-update";

const base: Omit<ReturnUpdateEmailInput, "update"> = {
  brandName: "Onbrand",
  customerName: "Ana",
  requestNumber: "3F9A01BC-R1",
  orderNumber: "3F9A01BC",
  reason: "unopened",
  lines: [{ name: "Open Range", quantity: 2 }],
  orderUrl: "https://shop.example/orders/abc",
  contactEmail: "hello@example.com",
};

describe("the e-mails of an admin's steps on a return", () => {
  it("approval gives the address to post to and the number to write on the parcel", () => {
    const mail = returnUpdateEmail({ ...base, update: { step: "approve", returnAddress: "Onbrand Returns, 1 Main St, Denver" } });
    expect(mail.subject).toBe("Return 3F9A01BC-R1 approved: where to send it");
    expect(mail.text).toContain("with 3F9A01BC-R1 written on the parcel");
    expect(mail.text).toContain("Onbrand Returns, 1 Main St, Denver");
    expect(mail.text).toContain("Open Range: × 2");
    expect(mail.text).toContain("https://shop.example/orders/abc");
  });

  it("a rejection quotes the admin's reason, escaped in HTML", () => {
    const mail = returnUpdateEmail({ ...base, update: { step: "reject", reason: "Seal <broken>" } });
    expect(mail.text).toContain("The reason: Seal <broken>");
    expect(mail.html).toContain("Seal &lt;broken&gt;");
  });

  it("a refund names the amount; an exchange links the replacement order instead of the original", () => {
    expect(returnUpdateEmail({ ...base, update: { step: "refund", amountCents: 7200 } }).subject).toBe("Return 3F9A01BC-R1: $72.00 refunded");
    const exchange = returnUpdateEmail({ ...base, reason: "defective", update: { step: "exchange", replacementNumber: "77AA00BB", replacementUrl: "https://shop.example/orders/new" } });
    expect(exchange.text).toContain("as order 77AA00BB, at no charge");
    expect(exchange.text).toContain("https://shop.example/orders/new");
    expect(exchange.text).not.toContain("https://shop.example/orders/abc");
  });
});
