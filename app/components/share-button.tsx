import { Icon } from "~/components/icon";
import { lazyPart } from "./lazy-part";
import Share2 from "@lucide/icons/icons/share-2";
import { Suspense, useRef, useState } from "react";
import { shareText, type ShareInput } from "~/lib/share-links";
import { SharePanel } from "./share-panel";

const ShareDialog = lazyPart(() => import("./share-dialog"));

/**
 * A <details> disclosure holding the plain share links and the link field,
 * on the server and in the browser alike (decision 0042). With JavaScript, a
 * tap on its summary opens the Web Share API where the browser has it,
 * otherwise the 'Share This Fragrance' dialog; but a disclosure the shopper
 * opened before the scripts arrived stays open, and that tap closes it.
 */
export function ShareButton({ share }: { share: ShareInput }) {
  const disclosure = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);

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
    <>
      {/* `open` is never rendered by React: the browser keeps it, so hydration leaves an open disclosure open. */}
      <details ref={disclosure} className="w-full">
        <summary
          className="btn-outline cursor-pointer list-none [&::-webkit-details-marker]:hidden"
          onClick={(event) => {
            if (disclosure.current?.open) return; // Let it close as a disclosure does.
            event.preventDefault();
            void onShare();
          }}
        >
          <Icon icon={Share2} className="size-4" />
          Share
        </summary>
        <div className="mt-4 rounded-2xl border border-stone-200 bg-white p-4 dark:border-stone-800 dark:bg-stone-900">
          <h2 className="mb-4 text-xl">Share This Fragrance</h2>
          <SharePanel share={share} canCopy={false} />
        </div>
      </details>
      {open ? (
        <Suspense fallback={null}>
          <ShareDialog share={share} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
