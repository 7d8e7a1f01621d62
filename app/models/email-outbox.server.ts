import { emailOutbox } from "../../db/schema";
import type { Db } from "../../db/client";
import type { EmailContent } from "../lib/emails/email-layout";

export type EmailKind = "order-confirmation" | "shipping-notice" | "password-reset" | "newsletter-welcome";

export type OutgoingEmail = EmailContent & { kind: EmailKind; to: string };

/**
 * The insert that puts one e-mail in the outbox. It is a statement, not a
 * write: callers add it to the same runBatch as the change that causes the
 * e-mail (the order, the status change, the reset token), so both land or
 * neither does. The outbox sender delivers it afterwards.
 */
export function queueEmail(db: Db, email: OutgoingEmail) {
  return db.insert(emailOutbox).values({
    messageId: crypto.randomUUID(),
    kind: email.kind,
    toAddress: email.to.trim().toLowerCase(),
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html,
  });
}
