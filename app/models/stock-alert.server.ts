import { and, count, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { stockAlerts } from "../../db/schema";
import type { Size } from "../lib/sizes";

// "Email me when it's back" sign-ups (issue 34): one row per fragrance, size
// and e-mail (a unique index), e-mailed once when the size is restocked (the
// restock notification reads and marks them).

/** Stores a sign-up; a second one for the same address and size stores nothing (`created: false`). */
export async function addStockAlert({
  db,
  fragranceId,
  size,
  email,
}: {
  db: Db;
  fragranceId: number;
  size: Size;
  email: string;
}): Promise<{ created: boolean }> {
  const rows = await db.insert(stockAlerts).values({ fragranceId, size, email }).onConflictDoNothing().returning({ id: stockAlerts.id });
  return { created: rows.length > 0 };
}

/** How many sign-ups for a size are still waiting for their e-mail. */
export async function countWaitingStockAlerts({ db, fragranceId, size }: { db: Db; fragranceId: number; size: Size }) {
  const row = await db
    .select({ value: count() })
    .from(stockAlerts)
    .where(and(eq(stockAlerts.fragranceId, fragranceId), eq(stockAlerts.size, size), isNull(stockAlerts.notifiedAt)))
    .get();
  return row?.value ?? 0;
}
