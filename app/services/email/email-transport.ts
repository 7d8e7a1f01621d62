// One small interface for every way the shop hands an e-mail over: SMTP with
// nodemailer (Node only, injected by the Node entry so it never reaches the
// Workers bundle) or an HTTP e-mail API (fetch, both runtimes). With neither
// configured there is no transport and e-mails wait in the outbox, where the
// admin panel shows them (decision 0026).
import type { AppEnv } from "~/lib/settings.server";
import { siteConfigFrom } from "~/lib/site";

export type OutboundEmail = {
  /** The outbox's message id: the Message-ID header and the HTTP API's idempotency key. */
  messageId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
};

export type EmailTransport = {
  name: string;
  /** Resolves once the receiving server accepted the message; rejects with a reason otherwise. */
  send: (email: OutboundEmail) => Promise<void>;
};

/** Makes the SMTP transport for an SMTP_URL; only the Node entry has one. */
export type SmtpTransportFactory = (url: string) => EmailTransport;

/** EMAIL_FROM, or the shop's name and contact address. */
export function emailFromAddress(env: Pick<AppEnv, "email" | "brandName" | "contactEmail">): string {
  if (env.email.from) return env.email.from;
  const site = siteConfigFrom({ brandName: env.brandName, contactEmail: env.contactEmail });
  return `${site.brandName} <${site.contactEmail}>`;
}

/** `<order-confirmation/ab12…@onbrandfragrances.com>`: the id on the sender's own domain, as RFC 5322 asks. */
export function messageIdHeader(messageId: string, from: string): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
  return `<${messageId}@${domain}>`;
}
