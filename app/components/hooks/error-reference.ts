import { createContext, useContext, useState } from "react";

// The "Reference: …" an error page shows is its request's id (X-Request-Id),
// the same as in the request's log line and error report (issue 37).
// - Server render: entry.server provides the id through this context.
// - Hydrating a server-rendered error page: the id is read back from the page,
//   so the client renders what the server did.
// - An error met after a client-side navigation or submission: the id of the
//   last answer the app fetched (entry.client remembers it), which is the one
//   that failed: Remix shows the boundary as soon as that answer arrives.

export const RequestIdContext = createContext<string | null>(null);
export const RequestIdProvider = RequestIdContext.Provider;

let lastFetchedRequestId: string | null = null;

/** entry.client calls this for every answer the app fetches (route data, form submissions, fetchers). */
export function rememberFetchedRequestId(id: string | null) {
  if (id) lastFetchedRequestId = id;
}

export const ERROR_REFERENCE_ATTRIBUTE = "data-error-reference";

export function useErrorReference(): string | null {
  const serverId = useContext(RequestIdContext);
  const [reference] = useState(() => {
    if (serverId) return serverId;
    if (typeof document === "undefined") return null;
    return lastFetchedRequestId ?? document.querySelector(`[${ERROR_REFERENCE_ATTRIBUTE}]`)?.textContent ?? null;
  });
  return reference;
}
