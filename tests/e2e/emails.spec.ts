import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./sessions";
import { visit } from "./visit";

const uniqueEmail = () => `mail-${test.info().project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test.describe("e-mail outbox", () => {
  test("an admin finds the order's confirmation e-mail and reads both parts", async ({ page, context, baseURL }) => {
    await signInAsAdmin(context, baseURL!);
    const email = uniqueEmail();
    // The checkout form's own post (one Open Range, $45.00 with shipping), through the browser's cookie jar.
    await page.request.post("/resources/cart", { form: { intent: "add", fragranceId: "1", redirectTo: "/cart" } });
    const placed = await page.request.post("/checkout", {
      form: {
        name: "Ana Lima", email, address: "1 Larimer St", city: "Denver", state: "CO", zip: "80202", country: "United States",
        cardName: "Ana Lima", cardNumber: "4242 4242 4242 4242", cardExpiry: "12/39", cardCvv: "123", discountCode: "",
        idempotencyKey: `e2e-mail-${Date.now()}-${Math.random().toString(36).slice(2)}`, expectedTotal: "4500", intent: "place-order",
      },
      maxRedirects: 0,
    });
    expect(placed.status()).toBe(302);
    await visit(page, placed.headers().location!);
    await expect(page.getByText(`Order details are waiting to be e-mailed to ${email}`)).toBeVisible();

    await visit(page, "/admin");
    await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "E-mails" }).click();
    await expect(page).toHaveURL(/\/admin\/emails$/);
    await expect(page.getByText("No mail server is configured")).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText("order-confirmation");
    await expect(row).toContainText("pending");
    await row.getByRole("link", { name: /^Your Onbrand order / }).click();

    await expect(page.getByRole("heading", { name: /^Your Onbrand order / })).toBeVisible();
    await expect(page.getByText("Total: $45.00")).toBeVisible();
    // The HTML part, rendered in its sandbox as a mail client would show it.
    const message = page.frameLocator('iframe[title="HTML part"]');
    await expect(message.getByRole("heading", { name: "Thank you for your order, Ana Lima" })).toBeVisible();
    await expect(message.getByRole("link", { name: "View your order" })).toBeVisible();
  });
});
