import { Icon } from "~/components/icon";
import { lazyPart } from "./lazy-part";
import Share2 from "@lucide/icons/icons/share-2";
import { Suspense, useState } from "react";
import { shareText, type ShareInput } from "~/lib/share-links";
import { SharePanel } from "./share-panel";
import { useHydrated } from "~/components/hooks/use-hydrated";

const ShareDialog = lazyPart(() => import("./share-dialog"));

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
      <Icon icon={Share2} className="size-4" />
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
    <>
      <button type="button" className="btn-outline" onClick={onShare}>
        {label}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ShareDialog share={share} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
