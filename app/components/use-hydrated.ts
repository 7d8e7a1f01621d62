import { useEffect, useState } from "react";

/** False in the server HTML and until React has taken over the page. */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
