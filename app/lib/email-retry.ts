// When the outbox sender tries a message again after a failed attempt
// (decision 0026): exponential backoff from one minute, at most six hours
// apart, and after MAX_EMAIL_ATTEMPTS attempts (spread over some eight and a
// half hours, long enough to ride out a mail provider's outage) it gives up.

export const MAX_EMAIL_ATTEMPTS = 10;
const FIRST_RETRY_MS = 60_000;
const LONGEST_WAIT_MS = 6 * 60 * 60_000;

/** The time of the next attempt after `attempts` failed ones, or null: give up (status failed). */
export function nextEmailAttempt(attempts: number, now: Date): Date | null {
  if (attempts >= MAX_EMAIL_ATTEMPTS) return null;
  const wait = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);
  return new Date(now.getTime() + wait);
}
