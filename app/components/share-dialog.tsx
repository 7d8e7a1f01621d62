import { DialogFrame } from "~/components/ui/dialog-frame";
import type { ShareInput } from "~/lib/share-links";
import { SharePanel } from "./share-panel";

/** The 'Share This Fragrance' dialog; loaded on first use to keep page JavaScript small. */
export default function ShareDialog({ share, open, onOpenChange }: { share: ShareInput; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <DialogFrame open={open} onOpenChange={onOpenChange} title="Share This Fragrance" description={`Send ${share.name} to a friend or save it for later.`}>
      <SharePanel share={share} canCopy />
    </DialogFrame>
  );
}
