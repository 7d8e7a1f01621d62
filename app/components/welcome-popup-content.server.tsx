import Gift from "@lucide/icons/icons/gift";
import X from "@lucide/icons/icons/x";
import { renderToStaticMarkup } from "react-dom/server";
import { Icon } from "~/components/icon";
import { CLAIM_LABELS } from "~/lib/popup-storage";

/**
 * What the welcome popup's <dialog> holds, as HTML inside a <template>: the
 * page carries it, but it is not part of the document (no form, field or text
 * a visitor, a password manager or a test could find in a closed dialog) until
 * the boot script moves it into the dialog as it opens it (decision 0045).
 * Server-only: React never renders it in the browser, so the browser's bundle
 * carries none of it, and hydration leaves what the visitor typed alone.
 *
 * Close comes first, so the dialog's focus lands on it and no on-screen
 * keyboard pops up for a dialog that opened by itself; its `method=dialog`
 * form closes the dialog with no script at all. The claim form is a plain post
 * to the newsletter route (what it does when the app never arrives);
 * WelcomePopup's handler takes it over once the page has hydrated.
 */
export function welcomePopupContent({ brandName, redirectTo }: { brandName: string; redirectTo: string }) {
  return `<template>${renderToStaticMarkup(
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
      {/* noValidate: the spec's check is a toast, so a bad address must reach the
          handler (or, without the app, the server's same check), not the browser's bubble. */}
      <form method="post" action="/resources/newsletter" noValidate className="space-y-3">
        <input type="hidden" name="source" value="welcome-popup" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <label htmlFor="welcome-email" className="sr-only">
          Email address
        </label>
        <input id="welcome-email" name="email" type="email" autoComplete="email" placeholder="Your email address" className="input" />
        <button type="submit" className="btn-primary w-full">
          {CLAIM_LABELS.idle}
        </button>
      </form>
      <p className="mt-3 text-xs text-stone-600 dark:text-stone-400">
        By signing up you agree to receive promotional emails. You can unsubscribe at any time.
      </p>
      <p className="mt-4 rounded-lg bg-gold-50 p-3 text-sm text-gold-700 dark:bg-stone-800 dark:text-gold-300">
        Discover our premium concentrated fragrance oils in 10ml glass roll-on bottles, each inspired by a designer
        perfume.
      </p>
    </div>,
  )}</template>`;
}
