import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { newsletterSubscribers } from "../../db/schema";
import type { NewsletterSource } from "../lib/newsletter-rules";

/**
 * Adds a subscriber. Signing up twice is not an error for the shopper: the
 * unique e-mail keeps one row, and `created` says whether this call added it.
 */
export async function subscribeToNewsletter({
  db,
  email,
  source,
}: {
  db: Db;
  email: string;
  source: NewsletterSource;
}): Promise<{ created: boolean }> {
  const rows = await db
    .insert(newsletterSubscribers)
    .values({ email: email.trim().toLowerCase(), source })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
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
