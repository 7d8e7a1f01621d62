// Amounts an admin types in dollars ("5", "12.50"), read into integer cents.

/** Up to 99,999.99: whole dollars and at most two decimals, no sign, no separators. */
export const DOLLARS_PATTERN = /^\d{1,5}(\.\d{1,2})?$/;

/** "12.5" → 1250. Only for text that matched DOLLARS_PATTERN. */
export function dollarsToCents(dollars: string): number {
  const [whole = "0", fraction = ""] = dollars.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** 1250 → "12.50", as a form field shows it. */
export function centsToDollars(cents: number): string {
  return (cents / 100).toFixed(2);
}
