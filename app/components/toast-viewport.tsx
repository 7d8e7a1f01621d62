import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import X from "@lucide/icons/icons/x";
import { Icon } from "~/components/icon";
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX, swipeOffset } from "~/lib/toast-rules";
import type { Toast } from "~/lib/toast";

export type ShownToast = Toast & { key: number };

/**
 * The toast region: one toast at a time that closes itself after 5 s (paused
 * while hovered, focused or while the window is in the background), closes on
 * a swipe right past 50 px, on Escape or with its close button, and F8 moves
 * focus to it. These are the shop's toast numbers (docs/product.md), which are Radix Toast's
 * defaults; Radix itself cost 14 KB of JavaScript on every product page (the
 * reveal toast), so this is the same behaviour written small (decision 0014).
 * Loaded by the Toaster with the first toast.
 */
export default function ToastViewport({
  current,
  onClose,
  layer,
  children,
}: {
  current: ShownToast | null;
  onClose: () => void;
  /** The open modal dialog the region is drawn in, if any: its announcer goes there too. */
  layer: Element | null;
  /** The card for `current`, drawn by the Toaster (so the two chunks share no module). */
  children: React.ReactNode;
}) {
  const listRef = useRef<HTMLOListElement>(null);
  const [focused, setFocused] = useState(false);
  const windowBlurred = useWindowBlurred();
  // Closing a toast that has focus leaves focus in the region, not lost on <body>.
  const close = () => {
    if (listRef.current?.contains(document.activeElement)) listRef.current.focus();
    onClose();
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY) listRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    // A named region, so screen reader users can find it in the landmarks list (and with F8).
    <section
      aria-label={`Notifications (${TOAST_HOTKEY})`}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <ol
        ref={listRef}
        tabIndex={-1}
        className="fixed right-4 bottom-4 z-50 flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-2 outline-none"
      >
        {current ? (
          <ToastItem key={current.key} paused={focused || windowBlurred} onClose={close}>
            {children}
          </ToastItem>
        ) : null}
      </ol>
      <Announcer toast={current} host={layer ?? document.body} />
    </section>
  );
}

function ToastItem({
  paused,
  onClose,
  children,
}: {
  paused: boolean;
  onClose: () => void;
  children: React.ReactNode;
}) {
  // Hover is the toast's own state, so a toast closed under the pointer does
  // not leave the next one paused (no pointerleave comes from a removed node).
  const [hovered, setHovered] = useState(false);
  const [swipe, setSwipe] = useState<{ startX: number; startY: number; x: number } | null>(null);
  useCloseTimer(onClose, paused || hovered || swipe !== null);

  return (
    <li
      tabIndex={0}
      className="relative touch-pan-y rounded-xl outline-offset-2 select-none"
      style={swipe ? { transform: `translateX(${swipe.x}px)` } : undefined}
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onPointerDown={(event) => {
        if (event.button !== 0 || (event.target as Element).closest("button")) return;
        event.currentTarget.setPointerCapture(event.pointerId);
        setSwipe({ startX: event.clientX, startY: event.clientY, x: 0 });
      }}
      onPointerMove={(event) => {
        if (!swipe) return;
        const x = swipeOffset(event.clientX - swipe.startX, event.clientY - swipe.startY);
        setSwipe({ ...swipe, x });
      }}
      onPointerUp={() => {
        if (swipe && swipe.x > TOAST_SWIPE_THRESHOLD_PX) onClose();
        else setSwipe(null);
      }}
      // Text selected by one drag would be dragged (and the swipe cancelled) by the next: hence select-none.
      onPointerCancel={() => setSwipe(null)}
    >
      {/* The announcer reads the toast out; the card is for the eyes (and for F8 + Tab, the button). */}
      <div aria-hidden="true">{children}</div>
      <button
        type="button"
        aria-label="Close notification"
        onClick={onClose}
        className="absolute top-1 right-1 grid size-11 place-items-center rounded-full text-stone-500 hover:text-stone-900 dark:hover:text-stone-100"
      >
        <Icon icon={X} className="size-4" />
      </button>
    </li>
  );
}

/** Calls `onClose` after the toast has been on screen, unpaused, for the whole duration. */
function useCloseTimer(onClose: () => void, paused: boolean) {
  const remaining = useRef(TOAST_DURATION_MS);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(() => close.current(), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused]);
}

function useWindowBlurred() {
  const [blurred, setBlurred] = useState(false);
  useEffect(() => {
    const onBlur = () => setBlurred(true);
    const onFocus = () => setBlurred(false);
    window.addEventListener("blur", onBlur);
    window.addEventListener("focus", onFocus);
    return () => {
      window.removeEventListener("blur", onBlur);
      window.removeEventListener("focus", onFocus);
    };
  }, []);
  return blurred;
}

/**
 * Live regions that are already in the page when the text arrives: a region
 * created together with its text is not reliably read out. Errors interrupt
 * (alert), everything else waits its turn (status). They sit at the end of
 * <body>, as Radix's announcer did, or of the open modal dialog, outside which
 * everything is inert. (The portal also keeps this chunk on React
 * DOM's side: with no chunk importing React without React DOM, the bundler
 * keeps the two in one chunk; split, every page loads 0.7 KB more.)
 */
function Announcer({ toast, host }: { toast: ShownToast | null; host: Element }) {
  const [announced, setAnnounced] = useState<ShownToast | null>(null);
  useEffect(() => {
    // One frame later, so the empty regions exist before their text does.
    const frame = requestAnimationFrame(() => setAnnounced(toast));
    return () => cancelAnimationFrame(frame);
  }, [toast]);
  const text = announced ? [announced.title, announced.description].filter(Boolean).join(". ") : "";
  const urgent = announced?.type === "error";
  return createPortal(
    <>
      <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
        {urgent ? "" : text}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true" className="sr-only">
        {urgent ? text : ""}
      </div>
    </>,
    host,
  );
}
