import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { rememberFetchedRequestId } from "./components/hooks/error-reference";

type RemixWindow = Window & { __remixContext?: { future?: { v3_singleFetch?: boolean }; stream?: unknown }; __hydrating?: boolean };

/**
 * With single fetch, RemixBrowser's first render starts decoding the page's
 * data from the inline stream and, until it is decoded, throws that promise:
 * the whole document is suspended at the root, where no boundary can catch it.
 * Anything that makes React hydrate synchronously in that moment (a key, a
 * click, a selection change) then fails for good: React 18 throws "Root did not
 * complete" (minified error 345) and the page never hydrates. Since pages boot
 * on the visitor's first key or touch (decision 0040), the next event often
 * lands right there. So the first call is made here, outside rendering: it
 * always throws the decoding promise (decoding is asynchronous), and hydration
 * starts once the data is decoded, with nothing left to suspend the root.
 */
async function pageDataDecoded() {
  const context = (window as RemixWindow).__remixContext;
  if (!context?.future?.v3_singleFetch || !context.stream) return;
  try {
    RemixBrowser({});
  } catch (pending) {
    if (pending instanceof Promise) await pending;
  }
}

// Each answer's X-Request-Id, so an error page reached without a page load
// shows the reference of the request that failed (hooks/error-reference.ts).
const nativeFetch = window.fetch.bind(window);
window.fetch = async (input, init) => {
  const response = await nativeFetch(input, init);
  if (!String(input instanceof Request ? input.url : input).includes("/__manifest")) rememberFetchedRequestId(response.headers.get("X-Request-Id"));
  return response;
};

void pageDataDecoded().then(() => {
  // From here a click or a submission reaches React, which hydrates at once to
  // handle it: the boot script stops holding them back for its replay (decision 0041).
  (window as RemixWindow).__hydrating = true;
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
});
