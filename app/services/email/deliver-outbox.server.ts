import type { Db } from "../../../db/client";
import { nextEmailAttempt } from "~/lib/email-retry";
import { claimDueEmails, markEmailAttemptFailed, markEmailSent, type ClaimedEmail } from "~/models/email-outbox.server";
import type { EmailTransport } from "./email-transport";

/** How long a sender holds the messages it claimed; a sender that dies frees them after this. */
const LEASE_MS = 2 * 60_000;
const BATCH_SIZE = 10;
/** One run sends at most this many batches, so a Workers invocation stays short; the next sweep goes on. */
const MAX_BATCHES = 10;

export type DeliveryReport = { sent: number; retrying: number; failed: number };

/**
 * The outbox sender: claims due messages (no other sender can take them while
 * the lease runs), hands each to the transport, and records the outcome —
 * sent, due again later with exponential backoff, or failed for good after
 * the last attempt, the error kept for the admin panel. `now` is injectable
 * so tests move time instead of waiting.
 */
export async function deliverOutbox({
  db,
  transport,
  from,
  now = () => new Date(),
}: {
  db: Db;
  transport: EmailTransport;
  from: string;
  now?: () => Date;
}): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const claimedAt = now();
    const claimed = await claimDueEmails({ db, now: claimedAt, lockedUntil: new Date(claimedAt.getTime() + LEASE_MS), limit: BATCH_SIZE });
    for (const email of claimed) {
      const outcome = await deliverOne({ db, transport, from, email, now });
      report[outcome] += 1;
    }
    if (claimed.length < BATCH_SIZE) break;
  }
  return report;
}

async function deliverOne({
  db,
  transport,
  from,
  email,
  now,
}: {
  db: Db;
  transport: EmailTransport;
  from: string;
  email: ClaimedEmail;
  now: () => Date;
}): Promise<keyof DeliveryReport> {
  try {
    await transport.send({ messageId: email.messageId, from, to: email.toAddress, subject: email.subject, text: email.textBody, html: email.htmlBody });
  } catch (error) {
    const retryAt = nextEmailAttempt(email.attempts, now());
    const reason = `${transport.name}: ${error instanceof Error ? error.message : String(error)}`.slice(0, 500);
    await markEmailAttemptFailed({ db, email, error: reason, retryAt });
    return retryAt ? "retrying" : "failed";
  }
  await markEmailSent({ db, email, sentAt: now() });
  return "sent";
}
