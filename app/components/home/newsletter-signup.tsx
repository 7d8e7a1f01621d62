import { useLocation } from "@remix-run/react";
import { useState } from "react";
import { HoneypotField } from "~/components/honeypot-field";
import { useToast } from "~/components/toaster";
import { useHydrated } from "~/components/hooks/use-hydrated";

// The enhanced submit's rules, texts and request are fetched when the shopper
// reaches the field (or submits), not with the home page (JS budget, decision 0013).
const loadSignup = () => Promise.all([import("~/lib/newsletter-rules"), import("~/lib/newsletter-client")]);
// A head start on focus; if it fails, submit loads again and falls back to the plain post.
const prefetchSignup = () => void loadSignup().catch(() => {});

/**
 * A plain POST form to /resources/newsletter (redirect back with a toast).
 * Once hydrated it checks the address first, posts in the background, then
 * shows the thank-you toast and clears the field without leaving the page.
 */
export function NewsletterSignup() {
  const toast = useToast();
  const location = useLocation();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    let modules: Awaited<ReturnType<typeof loadSignup>>;
    try {
      modules = await loadSignup();
    } catch {
      form.submit(); // The script could not load: post the plain form instead.
      return;
    }
    const [{ isNewsletterEmail, NEWSLETTER_TOASTS, readNewsletterEmail }, { postNewsletterSignup }] = modules;
    // The server's schema has the final word; this spares a round trip.
    const email = readNewsletterEmail(form);
    if (!isNewsletterEmail(email)) {
      toast(NEWSLETTER_TOASTS.invalidHome);
      return;
    }
    setBusy(true);
    const outcome = await postNewsletterSignup(email, "home");
    setBusy(false);
    if (outcome === "subscribed") {
      toast(NEWSLETTER_TOASTS.subscribed);
      form.reset();
    } else toast(outcome === "invalid" ? NEWSLETTER_TOASTS.invalidHome : NEWSLETTER_TOASTS.failed);
  }

  return (
    <section id="newsletter" aria-labelledby="newsletter-heading" className="bg-stone-900 text-white">
      <div className="container-page py-16 text-center">
        <h2 id="newsletter-heading" className="text-3xl">
          Join Our Newsletter
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-stone-300">
          New fragrances, seasonal picks and member offers, straight to your inbox. Unsubscribe at any time.
        </p>
        <form
          method="post"
          action="/resources/newsletter"
          // The browser's own checks until the scripts are there; then onSubmit's (a toast).
          noValidate={hydrated}
          onSubmit={onSubmit}
          onFocus={prefetchSignup}
          className="relative mx-auto mt-8 flex max-w-md flex-col gap-3 sm:flex-row"
        >
          <HoneypotField />
          <input type="hidden" name="source" value="home" />
          <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}#newsletter`} />
          {/* Plain markup, not the form kit's Field and SubmitButton: this form has no
              field messages (toasts say everything), and the kit would add about 1 KB gzip
              to the home page's JavaScript (decision 0013). The label is for screen
              readers: the placeholder says it to the eye. */}
          <label htmlFor="newsletter-email" className="sr-only">
            Email address
          </label>
          <input
            id="newsletter-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            placeholder="Your email address"
            className="input flex-1"
          />
          <button type="submit" className="btn bg-gold-300 text-stone-950 hover:bg-gold-100" disabled={busy}>
            {busy ? "Subscribing..." : "Subscribe"}
          </button>
        </form>
      </div>
    </section>
  );
}
