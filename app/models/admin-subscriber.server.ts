import { count, desc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { newsletterSubscribers } from "../../db/schema";

const columns = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  source: newsletterSubscribers.source,
  createdAt: newsletterSubscribers.createdAt,
};

export async function listSubscribers({ db, page, pageSize }: { db: Db; page: number; pageSize: number }) {
  const [rows, total] = await Promise.all([
    db
      .select(columns)
      .from(newsletterSubscribers)
      .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(newsletterSubscribers).get(),
  ]);
  return { subscribers: rows, total: total?.value ?? 0 };
}

/** Every subscriber, oldest first, for the CSV download. */
export async function listAllSubscribers({ db }: { db: Db }) {
  return db.select(columns).from(newsletterSubscribers).orderBy(newsletterSubscribers.createdAt, newsletterSubscribers.id);
}
