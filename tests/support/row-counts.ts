// Row counts of every table a request could write to, to prove a refused
// request wrote nothing. Rate-limit counters are left out: counting attempts,
// refused ones included, is their job.
import { count } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as schema from "../../db/schema";

const TABLES = {
  users: schema.users,
  sessions: schema.sessions,
  favorites: schema.favorites,
  reviews: schema.reviews,
  carts: schema.carts,
  cartItems: schema.cartItems,
  orders: schema.orders,
  orderItems: schema.orderItems,
  promotionRedemptions: schema.promotionRedemptions,
  returnRequests: schema.returnRequests,
  returnRequestItems: schema.returnRequestItems,
  newsletterSubscribers: schema.newsletterSubscribers,
  auditLog: schema.auditLog,
  fragrances: schema.fragrances,
  stockMovements: schema.stockMovements,
  stockLevels: schema.stockLevels,
  stockAlerts: schema.stockAlerts,
  promotions: schema.promotions,
  shopSettings: schema.shopSettings,
  rewardMembers: schema.rewardMembers,
  rewardPoints: schema.rewardPoints,
  rewardBalances: schema.rewardBalances,
};

export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const entries = await Promise.all(
    Object.entries(TABLES).map(async ([name, table]) => [name, (await db.select({ n: count() }).from(table))[0]!.n] as const),
  );
  return Object.fromEntries(entries);
}
