import { describe, expect, it } from "vitest";
import { shippingNoticeEmail } from "./shipping-notice";

const notice = {
  brandName: "Onbrand",
  customerName: "Ada <Lovelace>",
  orderNumber: "3F9A01BC",
  lines: [
    { name: "Velvet Rose", quantity: 2, unitPriceCents: 4000 },
    { name: "Salt Meadow", quantity: 1, unitPriceCents: 4000 },
  ],
  trackingNumber: "1Z999AA1<0123456784",
  orderUrl: "https://shop.test/orders/abc",
};

describe("shipping notice e-mail", () => {
  it("names the order, its lines, the tracking number and the order link in both parts", () => {
    const email = shippingNoticeEmail(notice);
    expect(email.subject).toBe("Your Onbrand order 3F9A01BC has shipped");
    expect(email.text).toContain("order 3F9A01BC has left us");
    expect(email.text).toContain("Velvet Rose × 2: $80.00");
    expect(email.text).toContain("Salt Meadow × 1: $40.00");
    expect(email.text).toContain("Tracking number: 1Z999AA1<0123456784");
    expect(email.text).toContain("View your order: https://shop.test/orders/abc");
    expect(email.html).toContain("Velvet Rose × 2");
    expect(email.html).toContain('href="https://shop.test/orders/abc"');
  });

  it("escapes what was typed (name, tracking number) in the HTML part", () => {
    const email = shippingNoticeEmail(notice);
    expect(email.html).toContain("Ada &lt;Lovelace&gt;");
    expect(email.html).toContain("1Z999AA1&lt;0123456784");
    expect(email.html).not.toContain("<Lovelace>");
  });

  it("says so when there is no tracking number", () => {
    const email = shippingNoticeEmail({ ...notice, trackingNumber: null });
    expect(email.text).not.toContain("Tracking number:");
    expect(email.text).toContain("did not give us a tracking number");
  });
});
