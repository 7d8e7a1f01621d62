// The FAQ's payment answer follows the shop's payment provider (issue 39):
// it never promises a method the checkout cannot take.
import { afterAll, describe, expect, it } from "vitest";
import { htmlText } from "../support/account-fixtures";
import { startFakeStripe } from "../support/fake-stripe";
import { startTestServer } from "../support/test-server";

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function faqOf(env: Record<string, string>) {
  const server = await startTestServer({ env });
  cleanups.push(() => server.close());
  const response = await server.fetch("/faq");
  expect(response.status).toBe(200);
  return htmlText(await response.text());
}

describe("the FAQ's payment methods", () => {
  it("in test mode: test cards only, and none of the spec's old claims", async () => {
    const page = await faqOf({});
    expect(page).toContain("Which payment methods do you accept?");
    expect(page).toContain("This shop is in test mode: it takes test card payments only, and no money is charged.");
    expect(page).not.toContain("PayPal");
    expect(page).not.toContain("Apple Pay");
  });

  it("with Stripe: cards, and the methods the account offers as STRIPE_PAYMENT_METHODS lists them", async () => {
    const stripe = await startFakeStripe();
    cleanups.push(() => stripe.close());
    const page = await faqOf({ ...stripe.env, STRIPE_PAYMENT_METHODS: "afterpay, apple_pay" });
    expect(page).toContain(
      "We accept Visa, Mastercard, American Express and Discover cards, Apple Pay and Afterpay (four interest-free payments), through our payment partner Stripe.",
    );
    expect(page).not.toContain("PayPal");
  });
});
