import { Icon } from "~/components/icon";
import * as Dialog from "@radix-ui/react-dialog";
import X from "lucide/dist/esm/icons/x.mjs";
import type { ShareInput } from "~/lib/share-links";
import { SharePanel } from "./share-panel";

/** The 'Share This Fragrance' dialog; loaded on first use to keep page JavaScript small. */
export default function ShareDialog({ share, open, onOpenChange }: { share: ShareInput; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl dark:bg-stone-900">
          <Dialog.Title className="font-serif text-2xl">Share This Fragrance</Dialog.Title>
          <Dialog.Description className="mt-1 mb-5 text-sm text-stone-600 dark:text-stone-400">
            Send {share.name} to a friend or save it for later.
          </Dialog.Description>
          <SharePanel share={share} canCopy />
          <Dialog.Close className="absolute top-4 right-4 rounded-full p-1 hover:bg-stone-100 dark:hover:bg-stone-800" aria-label="Close">
            <Icon node={X} className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
