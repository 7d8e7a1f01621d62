import * as Dialog from "@radix-ui/react-dialog";
import { Share2, X } from "lucide-react";
import { useState } from "react";
import { shareText, type ShareInput } from "~/lib/share-links";
import { SharePanel } from "./share-panel";
import { useHydrated } from "./use-hydrated";

/**
 * Without JavaScript: a <details> disclosure holding the plain share links and
 * the link field. With JavaScript: the Web Share API where the browser has it,
 * otherwise the 'Share This Fragrance' dialog.
 */
export function ShareButton({ share }: { share: ShareInput }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const label = (
    <>
      <Share2 className="size-4" aria-hidden="true" />
      Share
    </>
  );

  if (!hydrated) {
    return (
      <details className="w-full">
        <summary className="btn-outline cursor-pointer list-none [&::-webkit-details-marker]:hidden">{label}</summary>
        <div className="mt-4 rounded-2xl border border-stone-200 bg-white p-4 dark:border-stone-800 dark:bg-stone-900">
          <h2 className="mb-4 text-xl">Share This Fragrance</h2>
          <SharePanel share={share} canCopy={false} />
        </div>
      </details>
    );
  }

  async function onShare() {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: share.name, text: shareText(share.description), url: share.url });
        return;
      } catch (error) {
        // The shopper closed the sheet: nothing to do. Any other failure falls back to the dialog.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    setOpen(true);
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <button type="button" className="btn-outline" onClick={onShare}>
        {label}
      </button>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl dark:bg-stone-900">
          <Dialog.Title className="font-serif text-2xl">Share This Fragrance</Dialog.Title>
          <Dialog.Description className="mt-1 mb-5 text-sm text-stone-600 dark:text-stone-400">
            Send {share.name} to a friend or save it for later.
          </Dialog.Description>
          <SharePanel share={share} canCopy />
          <Dialog.Close className="absolute top-4 right-4 rounded-full p-1 hover:bg-stone-100 dark:hover:bg-stone-800" aria-label="Close">
            <X className="size-5" aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
