import { and, asc, eq, inArray, isNull, sql, sum } from "drizzle-orm";
import { runBatch, type Db } from "../../db/client";
import { cartItems, carts, fragrances } from "../../db/schema";
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from "../lib/cart-totals";

/**
 * The header badge on every page: the sum of quantities in the cart that
 * resolveCartId would pick, in one query rather than two in a row (each a
 * network round trip on Turso or D1); 0 without a cart.
 */
export async function countCartItems({ db, userId, cookieCartId }: CartOwner & { db: Db }) {
  const owner = cartOwnerCondition({ userId, cookieCartId });
  if (!owner) return 0;
  const row = await db
    .select({ count: sum(cartItems.quantity) })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(owner)
    .get();
  return Number(row?.count ?? 0);
}

type CartOwner = { userId: number | null; cookieCartId: string | null };

function cartOwnerCondition({ userId, cookieCartId }: CartOwner) {
  if (userId) return eq(carts.userId, userId);
  return cookieCartId ? and(eq(carts.id, cookieCartId), isNull(carts.userId)) : undefined;
}

/**
 * The cart a request works on: a signed-in shopper's cart is the row with
 * their user id (so it follows them across browsers); a guest's is the
 * cookie's row, and only while no user owns it — after logout the old cookie
 * must not reveal the account's cart.
 */
export async function resolveCartId({ db, userId, cookieCartId }: CartOwner & { db: Db }): Promise<string | null> {
  const owner = cartOwnerCondition({ userId, cookieCartId });
  const row = owner ? await db.select({ id: carts.id }).from(carts).where(owner).get() : undefined;
  return row?.id ?? null;
}

export async function createCart({ db, userId }: { db: Db; userId: number | null }): Promise<string> {
  const id = crypto.randomUUID();
  // onConflictDoNothing: two first adds of one user racing each other share the winner's cart.
  await db.insert(carts).values({ id, userId }).onConflictDoNothing();
  if (!userId) return id;
  return (await resolveCartId({ db, userId, cookieCartId: null })) ?? id;
}

export type CartLine = {
  fragranceId: number;
  name: string;
  gender: "male" | "female" | "unisex";
  imageUrl: string;
  unitPriceCents: number;
  quantity: number;
};

/** Lines with today's catalogue prices: prices always come from the database. */
export async function getCartLines({ db, cartId }: { db: Db; cartId: string | null }): Promise<CartLine[]> {
  if (!cartId) return [];
  return db
    .select({
      fragranceId: fragrances.id,
      name: fragrances.name,
      gender: fragrances.gender,
      imageUrl: fragrances.imageUrl,
      unitPriceCents: fragrances.price,
      quantity: cartItems.quantity,
    })
    .from(cartItems)
    .innerJoin(fragrances, eq(fragrances.id, cartItems.fragranceId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

export type CartChangeResult = { ok: true } | { ok: false; message: string };

/** Adds a line with the quantity, or raises an existing line's quantity (capped). */
export async function addToCart({
  db,
  cartId,
  fragranceId,
  quantity = 1,
}: {
  db: Db;
  cartId: string;
  fragranceId: number;
  quantity?: number;
}): Promise<CartChangeResult> {
  const fragrance = await db.select({ id: fragrances.id }).from(fragrances).where(eq(fragrances.id, fragranceId)).get();
  if (!fragrance) return { ok: false, message: "That fragrance is no longer available." };
  const lines = await db
    .select({ fragranceId: cartItems.fragranceId })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId));
  if (lines.length >= MAX_CART_LINES && !lines.some((line) => line.fragranceId === fragranceId)) {
    return { ok: false, message: `Your cart can hold up to ${MAX_CART_LINES} different fragrances.` };
  }
  await runBatch(db, [
    db
      .insert(cartItems)
      .values({ cartId, fragranceId, quantity: Math.min(quantity, MAX_LINE_QUANTITY) })
      .onConflictDoUpdate({
        target: [cartItems.cartId, cartItems.fragranceId],
        set: { quantity: sql`min(${cartItems.quantity} + excluded.quantity, ${MAX_LINE_QUANTITY})` },
      }),
    db.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId)),
  ]);
  return { ok: true };
}

/** Sets a line's quantity; callers refuse 0 or less before calling. */
export async function setCartItemQuantity({
  db,
  cartId,
  fragranceId,
  quantity,
}: {
  db: Db;
  cartId: string;
  fragranceId: number;
  quantity: number;
}) {
  await db
    .update(cartItems)
    .set({ quantity: Math.min(Math.max(1, quantity), MAX_LINE_QUANTITY) })
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.fragranceId, fragranceId)));
}

export async function removeFromCart({ db, cartId, fragranceId }: { db: Db; cartId: string; fragranceId: number }) {
  await db.delete(cartItems).where(and(eq(cartItems.cartId, cartId), eq(cartItems.fragranceId, fragranceId)));
}

export async function clearCart({ db, cartId }: { db: Db; cartId: string }) {
  await db.delete(cartItems).where(eq(cartItems.cartId, cartId));
}

/**
 * At login: the guest cart's lines go into the user's cart, quantities summed
 * (capped), and the guest cart is deleted. A user without a cart simply takes
 * over the guest cart. Safe to call twice.
 */
export async function mergeGuestCartIntoUserCart({
  db,
  cartId,
  userId,
}: {
  db: Db;
  cartId: string | null;
  userId: number;
}): Promise<string | null> {
  const guestCartId = await resolveCartId({ db, userId: null, cookieCartId: cartId });
  const userCartId = await resolveCartId({ db, userId, cookieCartId: null });
  if (!guestCartId) return userCartId;
  if (!userCartId) {
    await db.update(carts).set({ userId, updatedAt: new Date() }).where(and(eq(carts.id, guestCartId), isNull(carts.userId)));
    return resolveCartId({ db, userId, cookieCartId: null });
  }
  const guestLines = await db
    .select({ fragranceId: cartItems.fragranceId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.cartId, guestCartId));
  const [first, ...rest] = [
    ...guestLines.map((line) =>
      db
        .insert(cartItems)
        .values({ cartId: userCartId, fragranceId: line.fragranceId, quantity: line.quantity })
        .onConflictDoUpdate({
          target: [cartItems.cartId, cartItems.fragranceId],
          set: { quantity: sql`min(${cartItems.quantity} + excluded.quantity, ${MAX_LINE_QUANTITY})` },
        }),
    ),
    // The guest cart goes with the same batch, so a second call cannot add its lines twice.
    db.delete(carts).where(inArray(carts.id, [guestCartId])),
  ];
  await runBatch(db, [first!, ...rest]);
  return userCartId;
}
