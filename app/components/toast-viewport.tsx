import { Icon } from "~/components/icon";
import * as ToastPrimitive from "@radix-ui/react-toast";
import X from "lucide/dist/esm/icons/x.mjs";
import type { Toast } from "~/lib/toast";

export type ShownToast = Toast & { key: number };

/**
 * The Radix toast: its defaults give the timer that pauses on hover and focus,
 * swipe to dismiss, the F8 hotkey and the live-region announcement. Loaded by
 * the Toaster with the first toast, so pages without one never download it.
 */
export default function ToastViewport({
  current,
  onClose,
  children,
}: {
  current: ShownToast | null;
  onClose: () => void;
  /** The card for `current`, drawn by the Toaster (so the two chunks share no module). */
  children: React.ReactNode;
}) {
  return (
    <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {current ? (
        <ToastPrimitive.Root
          key={current.key}
          type={current.type === "error" ? "foreground" : "background"}
          onOpenChange={(open) => {
            if (!open) onClose();
          }}
          className="relative data-[state=closed]:opacity-0 data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]"
        >
          <ToastPrimitive.Title className="sr-only">{current.title}</ToastPrimitive.Title>
          {current.description ? (
            <ToastPrimitive.Description className="sr-only">{current.description}</ToastPrimitive.Description>
          ) : null}
          <div aria-hidden="true">{children}</div>
          <ToastPrimitive.Close
            aria-label="Close notification"
            className="absolute top-3 right-3 rounded-full p-1 text-stone-500 hover:text-stone-900 dark:hover:text-stone-100"
          >
            <Icon node={X} className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ) : null}
      <ToastPrimitive.Viewport className="fixed right-4 bottom-4 z-50 flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-2 outline-none" />
    </ToastPrimitive.Provider>
  );
}
