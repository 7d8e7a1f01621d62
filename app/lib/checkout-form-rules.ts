// What the checkout page renders about its fields without zod: labels, the
// country we ship to, the ZIP rule and the "missing information" summary. The
// zod schema (./checkout-schema) is built from these, so page and server use
// the same words; the page loads the schema only when the shopper starts on
// the form (decision 0035).

export const COUNTRY = "United States";

export const CHECKOUT_LABELS = {
  name: "Full Name",
  email: "Email",
  address: "Address",
  city: "City",
  state: "State",
  zip: "Zip/Postal Code",
  country: "Country",
  cardName: "Name on Card",
  cardNumber: "Card Number",
  cardExpiry: "Expiry Date",
  cardCvv: "CVV",
  discountCode: "Discount code",
  rewardPoints: "Points to spend",
} as const;

/** A US ZIP code or ZIP+4; the form and the payment API hold addresses to the same rule. */
export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;
export const ZIP_MESSAGE = "Please enter a 5-digit ZIP code (or ZIP+4)";

/** Zip and state are optional (docs/product.md). */
const REQUIRED_FIELDS = [
  "name",
  "email",
  "address",
  "city",
  "country",
  "cardName",
  "cardNumber",
  "cardExpiry",
  "cardCvv",
] as const;
export type RequiredField = (typeof REQUIRED_FIELDS)[number];

export const requiredMessage = (field: RequiredField) => `${CHECKOUT_LABELS[field]} is required`;

/** The required fields whose error is "missing", in form order. */
export function missingRequiredFields(errors: Partial<Record<string, readonly string[] | null | undefined>>): RequiredField[] {
  return REQUIRED_FIELDS.filter((field) => errors[field]?.includes(requiredMessage(field)));
}

export function missingInformationMessage(fields: readonly RequiredField[]): string {
  return `Please fill in all required fields: ${fields.map((field) => CHECKOUT_LABELS[field]).join(", ")}`;
}
