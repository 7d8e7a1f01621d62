import { expect, type Page } from "@playwright/test";

/** Adds a fragrance with the same plain form post the buttons make, through the browser's cookie jar. */
export async function addToCartDirectly(page: Page, fragranceId: number) {
  const response = await page.request.post("/resources/cart", {
    form: { intent: "add", fragranceId: String(fragranceId), redirectTo: "/cart" },
  });
  expect(response.ok()).toBe(true);
}

/** Fills the checkout page's shipping and card fields as a shopper would (the test card by default). */
export async function fillCheckout(page: Page, { email, cardNumber = "4242 4242 4242 4242" }: { email: string; cardNumber?: string }) {
  await page.getByLabel("Full Name").fill("Ana Lima");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Address").fill("1 Larimer St");
  await page.getByLabel("City").fill("Denver");
  await page.getByLabel("State").fill("CO");
  await page.getByLabel("Zip/Postal Code").fill("80202");
  await page.getByLabel("Name on Card").fill("Ana Lima");
  await page.getByLabel("Card Number").fill(cardNumber);
  await page.getByLabel("Expiry Date").fill("12/39");
  await page.getByLabel("CVV").fill("123");
}
