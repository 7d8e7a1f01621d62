// Every response carries X-Request-Id: the same id is in its log line, in the
// error report it caused and on the error page ("Reference: …"), so a shopper
// who quotes it leads the operator to all three.

/** What an incoming id may look like: a proxy's UUID, a ray id; nothing that could break a log line. */
const INCOMING_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

/**
 * The request's id: the one a trusted proxy (TRUST_PROXY=true) sent, so its
 * logs and ours line up, else a new random one. A client's own header is not
 * trusted: anyone could make their requests look like someone else's.
 */
export function requestIdFor(incoming: string | null | undefined, trustProxy: boolean): string {
  if (trustProxy && incoming && INCOMING_ID.test(incoming)) return incoming;
  return crypto.randomUUID();
}
