import { useEffect, useState } from "react";

/** False in the server HTML and until React hydrates: controls that need scripts render only after. */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
