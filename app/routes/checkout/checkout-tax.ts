// The checkout page's sales tax in the browser (issue 39): the server quotes
// the tax for the address typed (decision 0058); the page adds it to the
// totals it computes and shows its row.
import { useState } from "react";
import type { CheckoutTax } from "~/services/checkout-quote.server";

/** The Sales tax row: the amount for the address as quoted, or what the shopper still has to enter. */
export function checkoutTaxRow(tax: CheckoutTax | null) {
  if (tax?.status === "quoted") return { label: tax.label };
  if (tax?.status === "problem") return { label: "Sales tax", note: "Check your state and ZIP code" };
  return { label: "Sales tax", note: "Added once you enter your state and ZIP code" };
}

/**
 * The tax the server last answered, whichever post brought it (the form's
 * own, the Stripe order's, the address's quote): a reply without tax (null)
 * keeps what was shown. Starts from the form's reply, so a page rendered
 * after a post without JavaScript shows its tax.
 */
export function useLatestTax(answers: readonly (CheckoutTax | null | undefined)[]): CheckoutTax | null {
  const [latest, setLatest] = useState<CheckoutTax | null>(() => answers.find((answer) => answer) ?? null);
  const [seen, setSeen] = useState(answers);
  const changed = answers.findIndex((answer, index) => answer && answer !== seen[index]);
  if (changed !== -1) {
    setSeen(answers);
    setLatest(answers[changed]!);
  }
  return latest;
}
