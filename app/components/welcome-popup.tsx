import { Icon } from "~/components/icon";
import Gift from "@lucide/icons/icons/gift";
import { useState } from "react";
import { useToast } from "~/components/toaster";
import { DialogFrame } from "~/components/ui/dialog-frame";
import { Field } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
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
    <DialogFrame
      onOpenChange={(open) => (open ? undefined : dismiss())}
      title={`Welcome to ${brandName}!`}
      description="Get 10% off your first order when you join our mailing list."
      lead={<Icon icon={Gift} className="size-10 text-gold-600 dark:text-gold-300" />}
      overlayTestId="welcome-backdrop"
    >
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        <Field
          field={{ id: "welcome-email", name: "email" }}
          label="Email address"
          labelHidden
          type="email"
          autoComplete="email"
          placeholder="Your email address"
        />
        <SubmitButton pending={busy} pendingLabel="Getting Your Discount..." className="btn-primary w-full">
          Claim My 10% Discount
        </SubmitButton>
      </form>
      <p className="mt-3 text-xs text-stone-600 dark:text-stone-400">
        By signing up you agree to receive promotional emails. You can unsubscribe at any time.
      </p>
      <p className="mt-4 rounded-lg bg-gold-50 p-3 text-sm text-gold-700 dark:bg-stone-800 dark:text-gold-300">
        Discover our premium concentrated fragrance oils in 10ml glass roll-on bottles, each inspired by a designer
        perfume.
      </p>
    </DialogFrame>
  );
}
