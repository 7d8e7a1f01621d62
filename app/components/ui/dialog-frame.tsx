import * as Dialog from "@radix-ui/react-dialog";
import X from "@lucide/icons/icons/x";
import { Icon } from "~/components/icon";

const WIDTH = {
  narrow: "w-[min(28rem,calc(100vw-2rem))]",
  wide: "w-[calc(100vw-2rem)] max-w-2xl",
} as const;

/**
 * Every dialog's frame: a Radix dialog (focus trap, Escape, focus return) with
 * the shared overlay and panel, a title, a description and a Close button.
 * Radix brings weight, so only lazily loaded components (or admin pages) import it.
 */
export function DialogFrame({
  open = true,
  onOpenChange,
  title,
  description,
  width = "narrow",
  lead,
  overlayTestId,
  children,
}: {
  open?: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: React.ReactNode;
  width?: keyof typeof WIDTH;
  /** Drawn above the title (an icon). */
  lead?: React.ReactNode;
  overlayTestId?: string;
  children: React.ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay data-testid={overlayTestId} className="fixed inset-0 z-50 bg-stone-950/60" />
        <Dialog.Content
          className={`fixed top-1/2 left-1/2 z-50 max-h-[calc(100vh-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl dark:bg-stone-900 ${WIDTH[width]}`}
        >
          {/* First in the panel, so opening the dialog focuses Close rather than a field
              (no on-screen keyboard popping up for a dialog that opened by itself). */}
          <Dialog.Close
            aria-label="Close"
            className="absolute top-3 right-3 rounded-full p-1.5 text-stone-500 hover:bg-stone-100 hover:text-stone-900 dark:hover:bg-stone-800 dark:hover:text-stone-100"
          >
            <Icon icon={X} className="size-5" />
          </Dialog.Close>
          {lead}
          <Dialog.Title className={`font-serif text-2xl ${lead ? "mt-3" : ""}`}>{title}</Dialog.Title>
          <Dialog.Description className="mt-1 mb-5 text-sm text-stone-600 dark:text-stone-400">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A button that closes the dialog it sits in ('Continue browsing without account'). */
export const DialogClose = Dialog.Close;
