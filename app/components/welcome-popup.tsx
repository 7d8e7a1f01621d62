import { useLocation } from "@remix-run/react";
import { useToast } from "~/components/toaster";
import { CLAIM_LABELS, POPUP_STORAGE, WELCOME_POPUP_ID } from "~/lib/popup-storage";
import { welcomePopupContent } from "./welcome-popup-content.server";

// The claim's rules, texts and request load when the visitor reaches the form,
// not with every page (as the home page's sign-up does).
const loadClaim = () => Promise.all([import("~/lib/newsletter-rules"), import("~/lib/newsletter-client")]);
const prefetchClaim = () => void loadClaim().catch(() => {});

/**
 * The welcome offer (docs/product.md), opened without the app (decision 0045).
 * The server sends a closed native <dialog> whose content waits in a
 * <template> (welcome-popup-content.server.tsx). 3 s after load on a first
 * visit the boot script moves the content in and opens the dialog with
 * showModal(). The browser's modal dialog then moves focus into it, keeps it
 * there, closes it on Escape and gives focus back. The boot script also closes
 * it on a click on the backdrop, and marks it seen (popup_seen) whenever it
 * closes unclaimed.
 *
 * React hydrates this same element and never renders `open` or the content
 * (in the browser its inner HTML is left as the server and the boot script
 * made it), so a dialog the visitor has open stays open and what they typed
 * stays typed. What React adds is the claim: the form's submit reaches this
 * handler through the <dialog>. It checks the address (a toast), shows the
 * busy label, posts, stores newsletter_email and discount_claimed, and closes
 * the dialog. A claim sent before React took over is held by the boot script
 * and replayed here (decision 0041). If the app never arrives it goes as the
 * plain form it also is: a post to the newsletter route, which redirects back
 * with the same toasts.
 */
export function WelcomePopup({ brandName }: { brandName: string }) {
  const toast = useToast();
  const location = useLocation();

  async function onSubmit(event: React.FormEvent<HTMLDialogElement>) {
    const form = event.target as HTMLFormElement;
    // Close's `method=dialog` form: the browser closes the dialog, the boot script marks it seen.
    if (form.method === "dialog") return;
    event.preventDefault();
    const dialog = event.currentTarget;
    let modules: Awaited<ReturnType<typeof loadClaim>>;
    try {
      modules = await loadClaim();
    } catch {
      form.submit(); // The script could not load: post the plain form instead.
      return;
    }
    const [{ isNewsletterEmail, NEWSLETTER_TOASTS, readNewsletterEmail }, { postNewsletterSignup }] = modules;
    const email = readNewsletterEmail(form);
    if (!isNewsletterEmail(email)) {
      toast(NEWSLETTER_TOASTS.invalidPopup);
      return;
    }
    // The button is the server's (React does not render the content): its label changes in place.
    const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
    const showBusy = (busy: boolean) => {
      if (!button) return;
      button.disabled = busy;
      button.textContent = busy ? CLAIM_LABELS.busy : CLAIM_LABELS.idle;
    };
    showBusy(true);
    const outcome = await postNewsletterSignup(email, "welcome-popup");
    showBusy(false);
    if (outcome !== "subscribed") {
      toast(outcome === "invalid" ? NEWSLETTER_TOASTS.invalidPopup : NEWSLETTER_TOASTS.failed);
      return;
    }
    try {
      localStorage.setItem(POPUP_STORAGE.email, email);
      localStorage.setItem(POPUP_STORAGE.claimed, "true");
    } catch {
      toast(NEWSLETTER_TOASTS.failed);
      return;
    }
    // Claimed, so the boot script's close handler does not mark it seen; closed
    // first, so the toast lands on the page rather than in the closing dialog.
    dialog.close();
    toast(NEWSLETTER_TOASTS.welcome);
  }

  return (
    <dialog
      id={WELCOME_POPUP_ID}
      aria-labelledby="welcome-title"
      aria-describedby="welcome-description"
      onSubmit={onSubmit}
      onFocus={prefetchClaim}
      // No padding of its own: a click whose target is the <dialog> itself is on the backdrop.
      // The backdrop is the other dialogs' overlay (stone-950 at 60%) written out: Tailwind's
      // color-mix() form would add an @supports block to the render-blocking stylesheet. The
      // text keeps the browser's dialog colour (CanvasText, which follows the page's scheme).
      className="m-auto max-h-[calc(100vh-2rem)] w-[min(28rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl bg-white shadow-xl backdrop:bg-[#0c0a0999] dark:bg-stone-900"
      // Server-only content, as ScriptsOnIntent does with the boot script: the browser renders
      // the element with an empty body, and React keeps whatever the element holds.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{
        __html: typeof document === "undefined" ? welcomePopupContent({ brandName, redirectTo: `${location.pathname}${location.search}` }) : "",
      }}
    />
  );
}
