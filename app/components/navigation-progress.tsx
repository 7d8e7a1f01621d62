import { useFetchers, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";

// Quick answers show nothing; a slow one shows the bar before the shopper wonders.
const SHOW_AFTER_MS = 150;

/**
 * A thin bar at the top of the page while a page or a form is on its way
 * (client navigations, form posts and fetcher submissions), so no tap waits
 * silently on a slow connection. Screen readers hear "Loading" once; with
 * reduced motion the bar stands still (app.css).
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || fetchers.some((fetcher) => fetcher.state === "submitting");
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [busy]);

  return (
    <div aria-live="polite" className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden">
      {visible ? (
        <div role="progressbar" aria-label="Loading" className="nav-progress h-full w-1/3 bg-gold-500">
          <span className="sr-only">Loading</span>
        </div>
      ) : null}
    </div>
  );
}
