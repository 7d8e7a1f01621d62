import { useEffect, useState } from "react";

/** False in the server HTML and the first client render, true once scripts run. */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
