import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

declare global {
  interface Window {
    __remixManifest?: { version?: string };
  }
}

/**
 * Installs the service worker (public/sw.js) and keeps the page honest while
 * offline: a form is not sent (nothing the shopper entered is lost, and the
 * cart is unchanged), a notice says so, and a link becomes a plain page load
 * so the service worker can answer it with a saved copy or the offline page.
 */
export function OfflineNotice() {
  const [offline, setOffline] = useState(false);
  // A form was held back while offline: the notice says so out loud.
  const [blocked, setBlocked] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);
  const location = useLocation();

  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    // A new build is a new worker; it waits for a navigation (below) to take over.
    const version = window.__remixManifest?.version ?? "dev";
    const script = `/sw.js?v=${encodeURIComponent(version)}`;
    // Already this version's worker (the usual case): nothing to register. Asked
    // anyway, the register call raced with a newer version being installed
    // meanwhile (the check below is not atomic with it) and replaced it with
    // this older one: the offline spec's takeover test caught it, 1 run in ~10.
    if (navigator.serviceWorker.controller?.scriptURL.endsWith(script)) return;
    // A version already on its way (a newer page registered it) is not replaced by
    // this page's: it takes over at a navigation (below). Without this guard, a
    // page loaded from an older copy would undo the newer worker.
    navigator.serviceWorker
      .getRegistration()
      .then((registration) => {
        if (registration?.waiting || registration?.installing) return;
        return navigator.serviceWorker.register(script);
      })
      .catch(() => undefined);
  }, []);

  useEffect(() => {
    navigator.serviceWorker?.getRegistration().then((registration) => registration?.waiting?.postMessage("activate"));
  }, [location.pathname]);

  useEffect(() => {
    const update = () => {
      setOffline(!navigator.onLine);
      if (navigator.onLine) setBlocked(false);
    };
    update();
    const onSubmit = (event: SubmitEvent) => {
      if (navigator.onLine) return;
      // Before Remix sees it: nothing is sent, the form keeps what was typed.
      event.preventDefault();
      event.stopImmediatePropagation();
      setBlocked(true);
      noticeRef.current?.focus();
    };
    const onClick = (event: MouseEvent) => {
      if (navigator.onLine || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin || link.target) return;
      // A client-side navigation would need the network; a page load reaches the service worker.
      event.preventDefault();
      event.stopImmediatePropagation();
      window.location.assign(link.href);
    };
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    window.addEventListener("submit", onSubmit, true);
    window.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
      window.removeEventListener("submit", onSubmit, true);
      window.removeEventListener("click", onClick, true);
    };
  }, []);

  if (!offline) return null;
  return (
    <div
      ref={noticeRef}
      tabIndex={-1}
      role={blocked ? "alert" : "status"}
      className="fixed inset-x-0 bottom-0 z-50 bg-stone-900 px-4 py-3 text-center text-sm text-white dark:bg-stone-100 dark:text-stone-900"
    >
      {blocked
        ? "You're offline, so nothing was sent. Your cart and what you entered are as you left them: try again when you're back online."
        : "You're offline. Pages you have opened still work; your cart and checkout wait until you're back online."}
    </div>
  );
}
