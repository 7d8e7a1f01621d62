import { useEffect, useState } from "react";

/**
 * False in the server HTML and in the render that hydrates it, true from the
 * next render on. Fit for what the shopper cannot have touched before the
 * scripts arrived: a hidden field that asks for a JSON reply, an attribute
 * (aria-expanded, noValidate), a control added beside the others that moves
 * nothing (the show-password button). Never for swapping markup the shopper
 * can open, tick or type into: render the same elements and enhance them, or
 * carry their state across (decision 0042).
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
