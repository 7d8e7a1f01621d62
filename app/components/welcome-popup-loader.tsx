import { Suspense, useEffect, useState } from "react";
import { lazyPart } from "./lazy-part";
import { POPUP_STORAGE, WELCOME_POPUP_DELAY_MS } from "~/lib/popup-storage";

// The dialog's code is fetched only when it is about to open (3 s after load),
// so it adds nothing to the first page load.
const WelcomePopup = lazyPart(() => import("./welcome-popup"));

/** docs/product.md: shows once, 3 s into a first visit, unless popup_seen or discount_claimed is stored. */
export function WelcomePopupLoader({ brandName }: { brandName: string }) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    try {
      if (localStorage.getItem(POPUP_STORAGE.seen) || localStorage.getItem(POPUP_STORAGE.claimed)) return;
    } catch {
      return; // No storage, no way to remember a dismissal: never nag.
    }
    // Counted from the page's load, not from hydration: the page boots on the
    // visitor's first touch or key (decision 0040), which may come later.
    const timer = setTimeout(() => setOpen(true), Math.max(0, WELCOME_POPUP_DELAY_MS - performance.now()));
    return () => clearTimeout(timer);
  }, []);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <WelcomePopup brandName={brandName} storageKeys={POPUP_STORAGE} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
