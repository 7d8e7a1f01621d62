import { Icon } from "~/components/icon";
import * as Dialog from "@radix-ui/react-dialog";
import Gift from "lucide/dist/esm/icons/gift.mjs";
import X from "lucide/dist/esm/icons/x.mjs";
import { useState } from "react";
import { useToast } from "~/components/toaster";
import { postNewsletterSignup } from "~/lib/newsletter-client";
import { isNewsletterEmail, NEWSLETTER_TOASTS, readNewsletterEmail } from "~/lib/newsletter-rules";
import type { PopupStorageKeys } from "~/lib/popup-storage";

/**
 * The welcome offer dialog. Loaded lazily by WelcomePopupLoader, so neither it
 * nor Radix Dialog is part of the first page load.
 */
export default function WelcomePopup({
  brandName,
  storageKeys,
  onClose,
}: {
  brandName: string;
  /** Passed in (not imported) so this lazy chunk shares no module with the page. */
  storageKeys: PopupStorageKeys;
  onClose: () => void;
}) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  function dismiss() {
    try {
      localStorage.setItem(storageKeys.seen, "true");
    } catch {
      // Storage can be blocked; the popup simply closes.
    }
    onClose();
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = readNewsletterEmail(event.currentTarget);
    if (!isNewsletterEmail(email)) {
      toast(NEWSLETTER_TOASTS.invalidPopup);
      return;
    }
    setBusy(true);
    const outcome = await postNewsletterSignup(email, "welcome-popup");
    setBusy(false);
    if (outcome !== "subscribed") {
      toast(outcome === "invalid" ? NEWSLETTER_TOASTS.invalidPopup : NEWSLETTER_TOASTS.failed);
      return;
    }
    try {
      localStorage.setItem(storageKeys.email, email);
      localStorage.setItem(storageKeys.claimed, "true");
    } catch {
      toast(NEWSLETTER_TOASTS.failed);
      return;
    }
    toast(NEWSLETTER_TOASTS.welcome);
    onClose();
  }

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : dismiss())}>
      <Dialog.Portal>
        <Dialog.Overlay data-testid="welcome-backdrop" className="fixed inset-0 z-50 bg-stone-950/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl dark:bg-stone-900">
          <Dialog.Close
            aria-label="Close"
            className="absolute top-3 right-3 rounded-full p-1.5 text-stone-500 hover:bg-stone-100 hover:text-stone-900 dark:hover:bg-stone-800"
          >
            <Icon node={X} className="size-5" />
          </Dialog.Close>
          <Icon node={Gift} className="size-10 text-gold-600 dark:text-gold-300" />
          <Dialog.Title className="mt-3 font-serif text-2xl">{`Welcome to ${brandName}!`}</Dialog.Title>
          <Dialog.Description className="mt-2 text-stone-700 dark:text-stone-300">
            Get 10% off your first order when you join our mailing list.
          </Dialog.Description>
          <form onSubmit={onSubmit} noValidate className="mt-5 space-y-3">
            <label htmlFor="welcome-email" className="sr-only">
              Email address
            </label>
            <input
              id="welcome-email"
              name="email"
              type="email"
              autoComplete="email"
              placeholder="Your email address"
              className="input"
            />
            <button type="submit" className="btn-primary w-full" disabled={busy}>
              {busy ? "Getting Your Discount..." : "Claim My 10% Discount"}
            </button>
          </form>
          <p className="mt-3 text-xs text-stone-600 dark:text-stone-400">
            By signing up you agree to receive promotional emails. You can unsubscribe at any time.
          </p>
          <p className="mt-4 rounded-lg bg-gold-50 p-3 text-sm text-gold-700 dark:bg-stone-800 dark:text-gold-300">
            Discover our premium concentrated fragrance oils in 10ml glass roll-on bottles, each inspired by a designer
            perfume.
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
