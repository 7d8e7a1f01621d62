import { sql } from "drizzle-orm";
import { runBatch, type Db } from "../../db/client";
import { newsletterSubscribers } from "../../db/schema";
import type { EmailContent } from "../lib/emails/email-layout";
import type { NewsletterSource } from "../lib/newsletter-rules";
import { queueEmailIf } from "./email-outbox.server";

/**
 * Adds a subscriber. Signing up twice is not an error for the shopper: the
 * unique e-mail keeps one row, and `created` says whether this call added it.
 * The welcome e-mail is queued in the same batch, only when the address is
 * not subscribed yet (checked inside the batch, so two sign-ups at once still
 * queue one), under the message id `newsletter-welcome/<address>`.
 */
export async function subscribeToNewsletter({
  db,
  email,
  source,
  welcome,
}: {
  db: Db;
  email: string;
  source: NewsletterSource;
  welcome: EmailContent;
}): Promise<{ created: boolean }> {
  const address = email.trim().toLowerCase();
  const notSubscribed = sql`not exists (select 1 from ${newsletterSubscribers} where ${newsletterSubscribers.email} = ${address})`;
  const [, rows] = await runBatch(db, [
    queueEmailIf(db, { ...welcome, kind: "newsletter-welcome", to: address, messageId: `newsletter-welcome/${address}` }, notSubscribed),
    db
      .insert(newsletterSubscribers)
      .values({ email: address, source })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning({ id: newsletterSubscribers.id }),
  ]);
  return { created: rows.length > 0 };
}

export async function findSubscriber({ db, email }: { db: Db; email: string }) {
  const row = await db
    .select()
    .from(newsletterSubscribers)
    .where(sql`${newsletterSubscribers.email} = ${email.trim().toLowerCase()}`)
    .get();
  return row ?? null;
}
