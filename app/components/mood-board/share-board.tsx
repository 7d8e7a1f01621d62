import { Icon } from "~/components/icon";
import Share2 from "@lucide/icons/icons/share-2";
import { useHydrated } from "~/components/hooks/use-hydrated";
import { useToast } from "~/components/toaster";
import { shareText } from "~/lib/mood-board";

/**
 * The link that reproduces the board is always shown (copy it by hand without
 * JavaScript). With JavaScript a Share button uses the Web Share API where the
 * browser has it, else copies the board text and link to the clipboard. The
 * button is in the server's HTML, hidden, and the boot script shows it where
 * scripts run (`data-needs-js`), so the field does not shrink under the
 * shopper's thumb when the app arrives, and a first tap is held and replayed
 * (decision 0041).
 */
export function ShareBoard({ shareUrl, name, fragranceNames }: { shareUrl: string; name: string; fragranceNames: string[] }) {
  const toast = useToast();
  const hydrated = useHydrated();

  async function share() {
    const text = shareText(name, fragranceNames, shareUrl);
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: name, text, url: shareUrl });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: "Copied to Clipboard", description: "Your mood board link has been copied.", type: "success" });
    } catch {
      toast({ title: "Could not copy", description: "Please copy the link below by hand.", type: "error" });
    }
  }

  return (
    <div className="mt-5 border-t border-stone-200 pt-5 dark:border-stone-800">
      <label htmlFor="board-share-link" className="text-sm font-medium">
        Share link
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id="board-share-link"
          readOnly
          value={shareUrl}
          className="input"
          onFocus={(event) => event.currentTarget.select()}
        />
        <button
          type="button"
          data-needs-js
          // The boot script has already shown it when React hydrates; hidden only for the no-JavaScript page.
          hidden={!hydrated}
          suppressHydrationWarning
          className="btn-primary shrink-0 px-4"
          onClick={share}
        >
          <Icon icon={Share2} className="size-4" /> Share
        </button>
      </div>
    </div>
  );
}
