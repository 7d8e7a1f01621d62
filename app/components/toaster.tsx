import { createContext, Suspense, useCallback, useContext, useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { lazyPart } from "./lazy-part";
import type { Toast, ToastInput } from "~/lib/toast";
import { useHydrated } from "~/components/hooks/use-hydrated";
import { ToastCard } from "./toast-card";
import type { ShownToast } from "./toast-viewport";

type ShowToast = (toast: ToastInput) => void;
const ToastContext = createContext<ShowToast>(() => {});

/** Shows a toast from anywhere in the page (JavaScript only). */
export const useToast = () => useContext(ToastContext);

// The toast region is fetched with the first toast, not with every page (JS budget).
const ToastViewport = lazyPart(() => import("./toast-viewport"));

/**
 * One toast at a time (docs/product.md). A toast flashed by the server is also
 * rendered as plain HTML until hydration, so a plain form post without
 * JavaScript still shows its message; once React runs, the toast region takes over.
 */
export function Toaster({
  serverToast,
  focusServerToast = true,
  children,
}: {
  serverToast: Toast | null;
  /** False on pages that put focus on their own heading when they load. */
  focusServerToast?: boolean;
  children: React.ReactNode;
}) {
  const [current, setCurrent] = useState<ShownToast | null>(null);
  // Stays mounted after the first toast, so the region and its F8 hotkey stay.
  const [viewportNeeded, setViewportNeeded] = useState(false);
  // An open modal <dialog> (the welcome popup, decision 0045) makes the rest of the page inert and
  // puts it under its backdrop: a toast raised while one is open is drawn, and read out, inside it.
  const [layer, setLayer] = useState<Element | null>(null);
  // Not <noscript>: that also hides the message when scripts are on but have
  // not loaded (slow connection) or failed, and browsers that merely block
  // scripts never show it.
  const hydrated = useHydrated();

  const show = useCallback<ShowToast>((input) => {
    setViewportNeeded(true);
    // The shop's only native dialog is the popup, always opened with showModal().
    setLayer(document.querySelector("dialog[open]"));
    setCurrent({
      title: input.title,
      description: input.description,
      type: input.type ?? "success",
      key: Date.now() + Math.random(),
    });
  }, []);
  const close = useCallback(() => setCurrent(null), []);

  useEffect(() => {
    if (serverToast) show(serverToast);
  }, [serverToast, show]);

  return (
    <ToastContext.Provider value={show}>
      {/* First in the document and focused on load: after a plain form post the
          confirmation ("Added to Cart") is where a keyboard or screen-reader
          user lands, and the next Tab goes on to the skip link and the header. */}
      {serverToast && !hydrated ? <StaticToast toast={serverToast} role="status" focus={focusServerToast} /> : null}
      {children}
      {viewportNeeded ? (
        <InLayer layer={layer}>
          {/* While the region loads, the card is already on screen; the region announces it. */}
          <Suspense fallback={current ? <StaticToast toast={current} /> : null}>
            <ToastViewport current={current} onClose={close} layer={layer}>
              {current ? <ToastCard toast={current} /> : null}
            </ToastViewport>
          </Suspense>
        </InLayer>
      ) : null}
    </ToastContext.Provider>
  );
}

/**
 * Its children in place, or inside `layer` (an open modal dialog). Moving between the two mounts
 * the region afresh, so its live regions exist, empty, before the toast's text arrives.
 */
function InLayer({ layer, children }: { layer: Element | null; children: React.ReactNode }) {
  return layer ? createPortal(children, layer) : <>{children}</>;
}

/**
 * The toast as plain HTML: without JavaScript, and while the toast region
 * loads. Inside a named landmark like the region, so it can be found from the
 * landmarks list and no page content sits outside a landmark.
 */
function StaticToast({ toast, role, focus = false }: { toast: Toast; role?: "status"; focus?: boolean }) {
  return (
    <section aria-label="Notifications" className="fixed right-4 bottom-4 z-50 w-80 max-w-[calc(100vw-2rem)]">
      <div role={role} tabIndex={focus ? -1 : undefined} autoFocus={focus}>
        <ToastCard toast={toast} />
      </div>
    </section>
  );
}
