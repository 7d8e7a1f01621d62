import type { EmailTransport, OutboundEmail } from "./email-transport";
import { messageIdHeader } from "./email-transport";

/** Longer than this and the attempt counts as failed; the lease on the row is longer still. */
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * An HTTP e-mail API (the shape most providers accept): POST JSON
 * `{ from, to: [address], subject, text, html, headers }` with a bearer key.
 * The outbox's message id goes in `Idempotency-Key`, so a message sent again
 * after a crash between the send and the "sent" mark is recognised by the
 * provider as the same one.
 */
export function httpEmailTransport({ url, apiKey }: { url: string; apiKey?: string }): EmailTransport {
  return {
    name: "http-api",
    async send(email: OutboundEmail) {
      const response = await fetch(url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "Idempotency-Key": email.messageId,
          ...(apiKey ? { Authorization: `Bearer ${apiKey}` } : {}),
        },
        body: JSON.stringify({
          from: email.from,
          to: [email.to],
          subject: email.subject,
          text: email.text,
          html: email.html,
          headers: { "Message-ID": messageIdHeader(email.messageId, email.from) },
        }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (!response.ok) {
        const detail = (await response.text().catch(() => "")).slice(0, 200);
        throw new Error(`E-mail API answered ${response.status}${detail ? `: ${detail}` : ""}`);
      }
    },
  };
}
