import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import type { Toast, ToastInput } from "~/lib/toast";
import { useHydrated } from "~/utils/use-hydrated";

type ShowToast = (toast: ToastInput) => void;
const ToastContext = createContext<ShowToast>(() => {});

/** Shows a toast from anywhere in the page (JavaScript only). */
export const useToast = () => useContext(ToastContext);

const typeStyles: Record<Toast["type"], string> = {
  success: "border-emerald-700/30",
  info: "border-stone-300 dark:border-stone-700",
  error: "border-red-700 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100",
};

function ToastCard({ toast }: { toast: Toast }) {
  return (
    <div
      className={`pointer-events-auto w-full rounded-xl border bg-white p-4 pr-10 shadow-lg dark:bg-stone-900 ${typeStyles[toast.type]}`}
    >
      <p className="text-sm font-semibold">{toast.title}</p>
      {toast.description ? <p className="mt-1 text-sm opacity-90">{toast.description}</p> : null}
    </div>
  );
}

/**
 * One toast at a time (spec section 9), Radix defaults for duration, swipe and
 * the F8 hotkey. A toast flashed by the server is also rendered as plain HTML until
 * hydration, so a plain form post without JavaScript still shows its message.
 */
export function Toaster({ serverToast, children }: { serverToast: Toast | null; children: React.ReactNode }) {
  const [current, setCurrent] = useState<(Toast & { key: number }) | null>(null);
  // Not <noscript>: that also hides the message when scripts are on but have
  // not loaded (slow connection) or failed, and browsers that merely block
  // scripts never show it. Once React runs, the Radix toast takes over.
  const hydrated = useHydrated();

  const show = useCallback<ShowToast>((input) => {
    setCurrent({
      title: input.title,
      description: input.description,
      type: input.type ?? "success",
      key: Date.now() + Math.random(),
    });
  }, []);

  useEffect(() => {
    if (serverToast) show(serverToast);
  }, [serverToast, show]);

  const value = useMemo(() => show, [show]);

  return (
    <ToastContext.Provider value={value}>
      <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
        {children}
        {serverToast && !hydrated ? (
          <div role="status" className="fixed right-4 bottom-4 z-50 w-80 max-w-[calc(100vw-2rem)]">
            <ToastCard toast={serverToast} />
          </div>
        ) : null}
        {current ? (
          <ToastPrimitive.Root
            key={current.key}
            type={current.type === "error" ? "foreground" : "background"}
            onOpenChange={(open) => {
              if (!open) setCurrent(null);
            }}
            className="relative data-[state=closed]:opacity-0 data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]"
          >
            <ToastPrimitive.Title className="sr-only">{current.title}</ToastPrimitive.Title>
            {current.description ? (
              <ToastPrimitive.Description className="sr-only">{current.description}</ToastPrimitive.Description>
            ) : null}
            <div aria-hidden="true">
              <ToastCard toast={current} />
            </div>
            <ToastPrimitive.Close
              aria-label="Close notification"
              className="absolute top-3 right-3 rounded-full p-1 text-stone-500 hover:text-stone-900 dark:hover:text-stone-100"
            >
              <X className="size-4" aria-hidden="true" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        ) : null}
        <ToastPrimitive.Viewport className="fixed right-4 bottom-4 z-50 flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-2 outline-none" />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}
