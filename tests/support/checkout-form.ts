// The checkout form as a shopper fills it in (test card, Denver address), with
// a fresh idempotency key each time, as each rendered form has.
let keyCounter = 0;

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
