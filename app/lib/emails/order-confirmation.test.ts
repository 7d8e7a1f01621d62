import { describe, expect, it } from "vitest";
import { orderConfirmationEmail, type OrderConfirmationInput } from "./order-confirmation";

const order: OrderConfirmationInput = {
  brandName: "Onbrand",
  orderNumber: "AB12CD34",
  orderUrl: "https://shop.test/orders/ab12cd34ef",
  customerName: "Ana <Lima>",
  lines: [
    { name: "Salt Meadow", size: "10ml", unitPriceCents: 3000, quantity: 2 },
    { name: "Velvet Oud", size: "2ml", unitPriceCents: 3500, quantity: 1 },
  ],
  totals: { subtotalCents: 9500, shippingCents: 500, discountCents: 950, totalCents: 9050 },
  shipping: { method: "express", window: { earliest: "2026-11-30", latest: "2026-12-01" } },
  discountCode: "WELCOME10",
  address: { line: "1 Larimer St", city: "Denver", state: "CO", zip: "80202", country: "United States" },
  paidWith: "Visa ending in 4242",
};

describe("orderConfirmationEmail", () => {
  const email = orderConfirmationEmail(order);

  it("says what the order earns in Scent Rewards, and nothing when it earns none", () => {
    const member = orderConfirmationEmail({ ...order, pointsEarned: 450 });
    for (const part of [member.text, member.html]) expect(part).toContain("This order earns you 450 points in Scent Rewards.");
    expect(email.text).not.toContain("Scent Rewards");
    expect(orderConfirmationEmail({ ...order, pointsEarned: 0 }).text).not.toContain("Scent Rewards");
  });

  it("shows the sales tax on its own row, before the total that includes it; none on an order without tax", () => {
    const taxed = orderConfirmationEmail({
      ...order,
      totals: { ...order.totals, taxCents: 713, totalCents: 9763 },
      taxLabel: "Sales tax (Denver, CO 8.81%)",
    });
    expect(taxed.text).toContain("Sales tax (Denver, CO 8.81%): $7.13");
    expect(taxed.text.indexOf("Sales tax")).toBeLessThan(taxed.text.indexOf("Total: $97.63"));
    expect(taxed.html).toContain("Sales tax (Denver, CO 8.81%)");
    expect(orderConfirmationEmail({ ...order, totals: { ...order.totals, taxCents: 713, totalCents: 9763 } }).text).toContain("Sales tax: $7.13");
    for (const part of [email.text, email.html]) expect(part).not.toContain("Sales tax");
    expect(orderConfirmationEmail({ ...order, totals: { ...order.totals, taxCents: 0 }, taxLabel: "Sales tax" }).text).not.toContain("Sales tax");
  });

  it("names the order in the subject", () => {
    expect(email.subject).toBe("Your Onbrand order AB12CD34");
  });

  it("lists the lines, the totals, the address and the order link in both parts", () => {
    for (const part of [email.text, email.html]) {
      expect(part).toContain("Salt Meadow (10 ml) × 2");
      expect(part).toContain("$60.00");
      expect(part).toContain("Velvet Oud (2 ml sample) × 1");
      expect(part).toContain("-$9.50");
      expect(part).toContain("Discount (WELCOME10)");
      expect(part).toContain("$90.50");
      expect(part).toContain("1 Larimer St, Denver, CO 80202, United States");
      expect(part).toContain("https://shop.test/orders/ab12cd34ef");
    }
    expect(email.text).toContain("Total: $90.50");
  });

  it("names the shipping method on its row and promises the delivery window", () => {
    expect(email.text).toContain("Shipping (Express): $5.00");
    for (const part of [email.text, email.html]) expect(part).toContain("Estimated delivery: Mon, Nov 30 – Tue, Dec 1.");
    // An order from before windows were kept promises nothing.
    const older = orderConfirmationEmail({ ...order, shipping: { method: "standard", window: null } });
    expect(older.text).toContain("Shipping (Standard): $5.00");
    expect(older.text).not.toContain("Estimated delivery");
  });

  it("shows the card as brand and last four only", () => {
    expect(email.text).toContain("Paid with Visa ending in 4242.");
    // No card number in any spacing: nothing like 4242 4242 4242 4242.
    for (const part of [email.text, email.html]) expect(part).not.toMatch(/\d{4}[ -]?\d{4}[ -]?\d{4}/);
  });

  it("escapes the shopper's name in the HTML part", () => {
    expect(email.html).toContain("Ana &lt;Lima&gt;");
    expect(email.html).not.toContain("<Lima>");
  });

  it("leaves out the discount row and the card line when there are none", () => {
    const plain = orderConfirmationEmail({ ...order, discountCode: null, paidWith: null, totals: { ...order.totals, discountCents: 0 } });
    expect(plain.text).not.toContain("Discount");
    expect(plain.text).not.toContain("Paid with");
  });
});
