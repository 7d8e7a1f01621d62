import { runBatch, type Db } from "../../db/client";
import { deleteSentEmailsBefore } from "~/models/email-outbox.server";
import { deleteExpiredSignInRows } from "~/models/login-challenge.server";
import { expireUnpaidOrders } from "~/models/order-payment.server";
import { deleteExpiredResetLinks } from "~/models/password-reset.server";
import { deleteExpiredRateLimits } from "~/models/rate-limit.server";
import { deleteExpiredSessions } from "~/models/session.server";
import { deleteExpiredChallenges } from "~/models/webauthn-challenge.server";

/** How long a sent e-mail stays readable in /admin/emails. */
export const SENT_EMAIL_KEEP_MS = 90 * 24 * 60 * 60 * 1000;

/** How often each runtime prunes: hourly (the Node sweep, the Workers cron on the hour). */
export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Removes rows nothing will read again, so tables that grow with every visitor
 * stay small: ended rate-limit windows (one per client address and form),
 * expired sessions, expired reset links and passkey challenges, expired
 * two-factor code steps and trusted browsers, and sent e-mails after 90 days. Each
 * delete reads an index or a small table; all of them are idempotent, so every
 * process and every cron run may do it.
 */
export async function pruneExpiredRows({ db, now = Date.now() }: { db: Db; now?: number }) {
  await runBatch(db, [
    deleteExpiredRateLimits(db, now),
    deleteExpiredSessions(db, now),
    deleteExpiredResetLinks(db, now),
    deleteExpiredChallenges(db, now),
    deleteSentEmailsBefore(db, now - SENT_EMAIL_KEEP_MS),
    // Issue 36: sign-ins' code steps (10 minutes) and trusted browsers (30 days) once expired.
    ...deleteExpiredSignInRows(db, now),
  ]);
}

/** Orders unpaid a day after they were placed fail and give their stock back (decision 0050); hourly on both runtimes. */
export async function releaseUnpaidOrders({ db, now = Date.now() }: { db: Db; now?: number }) {
  return expireUnpaidOrders({ db, now });
}
