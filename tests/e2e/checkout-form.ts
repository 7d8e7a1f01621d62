import { expect, request, type Page } from "@playwright/test";
import { checkoutFields } from "../support/checkout-form";

/** Adds a fragrance with the same plain form post the buttons make, through the browser's cookie jar. */
export async function addToCartDirectly(page: Page, fragranceId: number) {
  const response = await page.request.post("/resources/cart", {
    form: { intent: "add", fragranceId: String(fragranceId), redirectTo: "/cart" },
  });
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${(await response.text()).slice(0, 500)}`).toBe(true);
}

/** Fills the checkout page's shipping and card fields as a shopper would (the test card by default). */
export async function fillCheckout(page: Page, { email, cardNumber = "4242 4242 4242 4242" }: { email: string; cardNumber?: string }) {
  await page.getByLabel("Full Name").fill("Ana Lima");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Address").fill("1 Larimer St");
  await page.getByLabel("City").fill("Denver");
  await page.getByLabel("State").selectOption("CO");
  await page.getByLabel("Zip/Postal Code").fill("80202");
  await page.getByLabel("Name on Card").fill("Ana Lima");
  await page.getByLabel("Card Number").fill(cardNumber);
  await page.getByLabel("Expiry Date").fill("12/39");
  await page.getByLabel("CVV").fill("123");
}

/**
 * A shopper (own cookie jar) buys two of fragrance 1 ($85.00 with shipping)
 * with the test card through the checkout form, as a browser without
 * JavaScript posts it; answers the order's public id.
 */
export async function placeOrderThroughCheckout(baseURL: string, email: string) {
  const shopper = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  try {
    for (let i = 0; i < 2; i++) await shopper.post("/resources/cart", { form: { intent: "add", fragranceId: "1" }, maxRedirects: 0 });
    const placed = await shopper.post("/checkout", { form: checkoutFields({ email, expectedTotal: 8500 }), maxRedirects: 0 });
    const publicId = /^\/orders\/([0-9a-f]{32})$/.exec(placed.headers().location ?? "")?.[1];
    expect(publicId, `checkout answered ${placed.status()} ${placed.headers().location ?? ""}`).toBeDefined();
    return publicId!;
  } finally {
    await shopper.dispose();
  }
}
