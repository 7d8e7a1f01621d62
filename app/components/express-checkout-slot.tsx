import { Suspense } from "react";
import type { ExpressCheckoutProps } from "./express-checkout";
import { useHydrated } from "./hooks/use-hydrated";
import { lazyPart } from "./lazy-part";

const ExpressCheckout = lazyPart(() => import("./express-checkout"));

/**
 * Where the wallet buttons go (issue 39): nothing in the server's HTML, so a
 * page without JavaScript is as before; once the page has hydrated, their
 * code loads (its own chunk, outside the page's JavaScript budget) and they
 * appear when Stripe says the browser has a wallet to offer.
 */
export function ExpressCheckoutSlot(props: ExpressCheckoutProps) {
  const hydrated = useHydrated();
  return hydrated ? (
    <Suspense fallback={null}>
      <ExpressCheckout {...props} />
    </Suspense>
  ) : null;
}
