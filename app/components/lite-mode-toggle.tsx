import { Form, useLocation } from "@remix-run/react";

/**
 * The footer's Lite mode switch: a plain form (works without JavaScript) that
 * keeps the visitor's choice in a cookie and comes back to the same page.
 */
export function LiteModeToggle({ liteMode }: { liteMode: boolean }) {
  const location = useLocation();
  return (
    <Form method="post" action="/resources/lite-mode" className="mt-4">
      <input type="hidden" name="lite" value={liteMode ? "off" : "on"} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button
        type="submit"
        aria-pressed={liteMode}
        className="min-h-11 rounded-full border border-stone-300 px-4 py-1 text-xs text-stone-700 hover:border-stone-900 dark:border-stone-700 dark:text-stone-300"
      >
        Lite mode: {liteMode ? "on" : "off"}
      </button>
      <p className="mt-1 text-xs text-stone-600 dark:text-stone-400">Fewer downloads on a slow or metered connection.</p>
    </Form>
  );
}
