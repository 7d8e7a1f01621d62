import { useLocation } from "@remix-run/react";
import Gift from "@lucide/icons/icons/gift";
import X from "@lucide/icons/icons/x";
import { useRef, useState } from "react";
import { Icon } from "~/components/icon";
import { useToast } from "~/components/toaster";
import { POPUP_STORAGE, WELCOME_POPUP_ID } from "~/lib/popup-storage";

// The claim's rules, texts and request load when the visitor reaches the form,
// not with every page (as the home page's sign-up does).
const loadClaim = () => Promise.all([import("~/lib/newsletter-rules"), import("~/lib/newsletter-client")]);
const prefetchClaim = () => void loadClaim().catch(() => {});

/**
 * The welcome offer (docs/product.md), as server HTML: a native <dialog> that
 * is closed, so drawn nowhere, until the boot script opens it with
 * showModal() 3 s after load on a first visit, without booting the app
 * (docs/decisions/0045). The browser's modal dialog moves focus into it (to
 * Close, first in the panel, so no on-screen keyboard pops up for a dialog
 * that opened by itself), keeps it there, closes it on Escape and gives focus
 * back on close. The boot script also closes it on a click on the backdrop
 * and marks it seen (popup_seen) whenever it closes unclaimed; the Close
 * button is a `method=dialog` form, which closes it with no script at all.
 *
 * React hydrates this same element: it never renders `open`, so a dialog the
 * visitor has open stays open, and an address they typed stays typed. From
 * then on the claim form is React's: it checks the address (a toast), shows
 * the busy label, posts, stores newsletter_email and discount_claimed, and
 * closes the dialog. A claim sent before React had taken over is held by the
 * boot script and replayed to this handler (decision 0041); if the app never
 * arrives it goes as the plain form it also is: a post to the newsletter
 * route, which redirects back with the same toasts.
 */
export function WelcomePopup({ brandName }: { brandName: string }) {
  const toast = useToast();
  const location = useLocation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
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
    setBusy(true);
    const outcome = await postNewsletterSignup(email, "welcome-popup");
    setBusy(false);
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
    dialog.current?.close();
    toast(NEWSLETTER_TOASTS.welcome);
  }

  return (
    <dialog
      ref={dialog}
      id={WELCOME_POPUP_ID}
      aria-labelledby="welcome-title"
      aria-describedby="welcome-description"
      // No padding of its own: a click whose target is the <dialog> itself is on the backdrop.
      // The backdrop is the other dialogs' overlay (stone-950 at 60%) written out: Tailwind's
      // color-mix() form would add an @supports block to the render-blocking stylesheet. The
      // text keeps the browser's dialog colour (CanvasText, which follows the page's scheme).
      className="m-auto max-h-[calc(100vh-2rem)] w-[min(28rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl bg-white shadow-xl backdrop:bg-[#0c0a0999] dark:bg-stone-900"
    >
      <div className="relative p-6">
        <form method="dialog">
          <button
            type="submit"
            aria-label="Close"
            className="absolute top-3 right-3 rounded-full p-1.5 text-stone-500 hover:bg-stone-100 hover:text-stone-900 dark:hover:bg-stone-800 dark:hover:text-stone-100"
          >
            <Icon icon={X} className="size-5" />
          </button>
        </form>
        <Icon icon={Gift} className="size-10 text-gold-600 dark:text-gold-300" />
        <h2 id="welcome-title" className="mt-3 text-2xl">
          {`Welcome to ${brandName}!`}
        </h2>
        <p id="welcome-description" className="mt-1 mb-5 text-sm text-stone-600 dark:text-stone-400">
          Get 10% off your first order when you join our mailing list.
        </p>
        {/* noValidate on the server too: the spec's check is a toast, so a bad address
            must reach the handler (or, without the app, the server's same check). */}
        <form method="post" action="/resources/newsletter" noValidate onSubmit={onSubmit} onFocus={prefetchClaim} className="space-y-3">
          <input type="hidden" name="source" value="welcome-popup" />
          <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
          <label htmlFor="welcome-email" className="sr-only">
            Email address
          </label>
          <input id="welcome-email" name="email" type="email" autoComplete="email" placeholder="Your email address" className="input" />
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
      </div>
    </dialog>
  );
}
