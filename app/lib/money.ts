/** Prices are integer cents; shoppers see dollars with two decimals. */
export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
