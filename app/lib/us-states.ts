// The states the shop ships to (the 50 and DC): the checkout's State list
// (issue 39). Which ZIP codes belong to each is in ./zip-states, which the
// page loads only with the form's validation.

export const US_STATES = [
  ["AL", "Alabama"], ["AK", "Alaska"], ["AZ", "Arizona"], ["AR", "Arkansas"], ["CA", "California"],
  ["CO", "Colorado"], ["CT", "Connecticut"], ["DE", "Delaware"], ["DC", "District of Columbia"], ["FL", "Florida"],
  ["GA", "Georgia"], ["HI", "Hawaii"], ["ID", "Idaho"], ["IL", "Illinois"], ["IN", "Indiana"],
  ["IA", "Iowa"], ["KS", "Kansas"], ["KY", "Kentucky"], ["LA", "Louisiana"], ["ME", "Maine"],
  ["MD", "Maryland"], ["MA", "Massachusetts"], ["MI", "Michigan"], ["MN", "Minnesota"], ["MS", "Mississippi"],
  ["MO", "Missouri"], ["MT", "Montana"], ["NE", "Nebraska"], ["NV", "Nevada"], ["NH", "New Hampshire"],
  ["NJ", "New Jersey"], ["NM", "New Mexico"], ["NY", "New York"], ["NC", "North Carolina"], ["ND", "North Dakota"],
  ["OH", "Ohio"], ["OK", "Oklahoma"], ["OR", "Oregon"], ["PA", "Pennsylvania"], ["RI", "Rhode Island"],
  ["SC", "South Carolina"], ["SD", "South Dakota"], ["TN", "Tennessee"], ["TX", "Texas"], ["UT", "Utah"],
  ["VT", "Vermont"], ["VA", "Virginia"], ["WA", "Washington"], ["WV", "West Virginia"], ["WI", "Wisconsin"],
  ["WY", "Wyoming"],
] as const;

export type StateCode = (typeof US_STATES)[number][0];

export const STATE_CODES: readonly StateCode[] = US_STATES.map(([code]) => code);

const NAMES = new Map<string, string>(US_STATES);

export function isStateCode(value: string): value is StateCode {
  return NAMES.has(value);
}

export function stateName(code: StateCode): string {
  return NAMES.get(code)!;
}

/**
 * A typed state as its code: "co", "CO" or "Colorado" → "CO"; null for
 * anything else. Orders from before the field was a list kept free text.
 */
export function toStateCode(value: string): StateCode | null {
  const trimmed = value.trim();
  const upper = trimmed.toUpperCase();
  if (isStateCode(upper)) return upper;
  const byName = US_STATES.find(([, name]) => name.toLowerCase() === trimmed.toLowerCase());
  return byName ? byName[0] : null;
}
