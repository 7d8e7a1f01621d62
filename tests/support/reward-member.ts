// Scent Rewards members for integration tests that go through the real
// request handler: registered on /login (a session cookie, as a browser keeps
// it), joined on /account, with a cart; and their ledger and balance as the
// database holds them.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rewardBalances, rewardPoints, users } from "../../db/schema";
import { checkoutFields } from "./checkout-form";
import { createShopper, type Shopper } from "./shopper";
import type { TestServer } from "./test-server";

let counter = 0;

export type Member = Shopper & { email: string; userId: number };

/** A shopper registered through /login (cookie session) and, unless `join` is false, a Scent Rewards member. */
export async function registeredShopper(server: Pick<TestServer, "baseUrl" | "fetch" | "db">, { join = true } = {}): Promise<Member> {
  counter += 1;
  const shopper = createShopper(server);
  const email = `member-${Date.now()}-${counter}@example.com`;
  const registered = await shopper.post("/login", { intent: "register", email, password: "quiet-lantern-4821", firstName: "Mira", lastName: "Sol" });
  if (registered.status !== 302) throw new Error(`registering answered ${registered.status}`);
  if (join) {
    const joined = await shopper.post("/account", { intent: "join-rewards" });
    if (joined.status !== 302) throw new Error(`joining answered ${joined.status}`);
  }
  const user = (await server.db.select({ id: users.id }).from(users).where(eq(users.email, email)).get())!;
  return { ...shopper, email, userId: user.id };
}

/** Puts `quantity` 10 ml bottles of each fragrance in the shopper's cart (every seeded one is $40.00). */
export async function fillCart(shopper: Shopper, items: readonly [fragranceId: number, quantity: number][]) {
  for (const [fragranceId, quantity] of items) {
    await shopper.addToCart(fragranceId);
    if (quantity > 1) await shopper.post("/resources/cart", { intent: "update", fragranceId, quantity });
  }
}

/** The checkout form's Apply (code and points judged together), the rest of the form as typed. */
export function applySavings(member: Member, { code = "", points = "" }: { code?: string; points?: string | number }) {
  return member.post("/checkout", checkoutFields({ email: member.email, intent: "apply-discount", discountCode: code, rewardPoints: points }));
}

/** Places the checkout form's order for the total the page showed. */
export function placeCheckout(member: Member, { code = "", points = "", expectedTotal }: { code?: string; points?: string | number; expectedTotal: number }) {
  return member.post("/checkout", checkoutFields({ email: member.email, discountCode: code, rewardPoints: points, expectedTotal }));
}

/** The payment API's body for one bottle of each fragrance listed, at $40.00, with Standard shipping. */
export function paymentApiBody({ email, fragranceIds, rewardPoints, amount }: { email: string; fragranceIds: number[]; rewardPoints?: number; amount: number }) {
  return {
    amount,
    orderDetails: {
      customerName: "Mira Sol",
      customerEmail: email,
      shippingAddress: { name: "Mira Sol", address: "1 Larimer St", city: "Denver", state: "CO", zipCode: "80202", country: "United States" },
      items: fragranceIds.map((fragranceId) => ({ fragranceId, name: "ignored", quantity: 1, price: 4000 })),
      ...(rewardPoints === undefined ? {} : { rewardPoints }),
    },
  };
}

export const balanceOf = async (db: Db, userId: number) =>
  (await db.select({ points: rewardBalances.points }).from(rewardBalances).where(eq(rewardBalances.userId, userId)).get())?.points ?? 0;

export const ledgerOf = (db: Db, userId: number) =>
  db
    .select({ delta: rewardPoints.delta, kind: rewardPoints.kind, key: rewardPoints.key, orderId: rewardPoints.orderId })
    .from(rewardPoints)
    .where(eq(rewardPoints.userId, userId))
    .orderBy(rewardPoints.id);
