import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { HoneypotField } from "~/components/honeypot-field";
import { useToast } from "~/components/toaster";
import { NEWSLETTER_TOASTS, newsletterSchema } from "~/lib/newsletter-schema";

type NewsletterReply = { ok?: boolean; message: string; errors?: Record<string, string[]> };

/**
 * A plain POST form to /resources/newsletter (redirect back with a toast).
 * Once hydrated it asks for JSON instead, checks the address first, then shows
 * the thank-you toast and clears the field without leaving the page.
 */
export function NewsletterSignup() {
  const fetcher = useFetcher<NewsletterReply>({ key: "newsletter-home" });
  const toast = useToast();
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const busy = fetcher.state !== "idle";

  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.errors) toast(NEWSLETTER_TOASTS.invalidHome);
    else if (fetcher.data.ok) {
      toast(NEWSLETTER_TOASTS.subscribed);
      formRef.current?.reset();
    } else toast(NEWSLETTER_TOASTS.failed);
  }, [fetcher.state, fetcher.data, toast]);

  return (
    <section id="newsletter" aria-labelledby="newsletter-heading" className="bg-stone-900 text-white dark:bg-stone-900">
      <div className="container-page py-16 text-center">
        <h2 id="newsletter-heading" className="text-3xl">
          Join Our Newsletter
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-stone-300">
          New fragrances, seasonal picks and member offers, straight to your inbox. Unsubscribe at any time.
        </p>
        <fetcher.Form
          ref={formRef}
          method="post"
          action="/resources/newsletter"
          noValidate={hydrated}
          className="relative mx-auto mt-8 flex max-w-md flex-col gap-3 sm:flex-row"
          onSubmit={(event) => {
            const email = new FormData(event.currentTarget).get("email");
            if (!newsletterSchema.safeParse({ email }).success) {
              event.preventDefault();
              toast(NEWSLETTER_TOASTS.invalidHome);
            }
          }}
        >
          <HoneypotField />
          <input type="hidden" name="source" value="home" />
          <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}#newsletter`} />
          {hydrated ? <input type="hidden" name="respond" value="json" /> : null}
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
        </fetcher.Form>
      </div>
    </section>
  );
}
