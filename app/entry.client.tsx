import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderHtmlIntoTheDocumentElement } from "~/preact-document-element";

type RemixWindow = Window & { __remixContext?: { future?: { v3_singleFetch?: boolean }; stream?: unknown } };

/**
 * With single fetch, RemixBrowser's first render starts decoding the page's
 * data from the inline stream and suspends the whole document until it is
 * decoded (it throws that promise). React waits at the root; Preact, which
 * renders in the browser (decision 0038), cannot resume a suspended root and
 * would build the page a second time under the server's. So the first call is
 * made here, outside rendering: it always throws the decoding promise (the
 * decoding is asynchronous), and hydration starts once that promise settles.
 */
async function remixStateDecoded() {
  const context = (window as RemixWindow).__remixContext;
  if (!context?.future?.v3_singleFetch || !context.stream) return;
  try {
    RemixBrowser({});
  } catch (pending) {
    if (pending instanceof Promise) await pending;
  }
}

renderHtmlIntoTheDocumentElement();
void remixStateDecoded().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  }),
);
