// The checkout form as a shopper fills it, for integration tests that place orders.

let keyCounter = 0;

/** A valid checkout post with the test card and a fresh idempotency key; overrides change single fields. */
export function checkoutFields(overrides: Record<string, string | number> = {}) {
  keyCounter += 1;
  return {
    name: "Ana Lima",
    email: "ana@example.com",
    address: "1 Larimer St",
    city: "Denver",
    state: "CO",
    zip: "80202",
    country: "United States",
    cardName: "Ana Lima",
    cardNumber: "4242 4242 4242 4242",
    cardExpiry: "12/39",
    cardCvv: "123",
    discountCode: "",
    idempotencyKey: `test-key-${Date.now()}-${keyCounter}-abcdef`,
    intent: "place-order",
    ...overrides,
  };
}
