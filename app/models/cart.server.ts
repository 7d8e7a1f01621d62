import { and, asc, eq, inArray, isNull, or, sql, sum } from "drizzle-orm";
import { runBatch, type Db } from "../../db/client";
import { cartItems, carts, fragrances, stockLevels } from "../../db/schema";
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from "../lib/cart-totals";
import { DEFAULT_SIZE, lineName, maxQuantityForSize, SAMPLE_LIMIT_MESSAGE, sizePriceCents, type Size } from "../lib/sizes";
import { onlyLeftMessage } from "../lib/stock";

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
  size: Size;
  /** On the shelf now: the cart and checkout refuse more than this. */
  onHand: number;
};

/** What is on hand of a line's size (a size without a stock row has none). */
const onHandOfLine = sql<number>`coalesce((select ${stockLevels.onHand} from ${stockLevels} where ${stockLevels.fragranceId} = ${cartItems.fragranceId} and ${stockLevels.size} = ${cartItems.size}), 0)`;

/**
 * Lines with today's catalogue prices (a sample's is its own price): prices
 * always come from the database. A sample line of a fragrance whose samples
 * were turned off since is not offered any more, so it is left out.
 */
export async function getCartLines({ db, cartId }: { db: Db; cartId: string | null }): Promise<CartLine[]> {
  if (!cartId) return [];
  return db
    .select({
      fragranceId: fragrances.id,
      name: fragrances.name,
      gender: fragrances.gender,
      imageUrl: fragrances.imageUrl,
      unitPriceCents: sql<number>`case when ${cartItems.size} = '2ml' then ${fragrances.samplePriceCents} else ${fragrances.price} end`,
      quantity: cartItems.quantity,
      size: cartItems.size,
      onHand: onHandOfLine,
    })
    .from(cartItems)
    .innerJoin(fragrances, eq(fragrances.id, cartItems.fragranceId))
    .where(and(eq(cartItems.cartId, cartId), or(eq(cartItems.size, "10ml"), eq(fragrances.samplesOffered, true))))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

/** `adjusted`: the line was set to what may be had (the shelf, the sample limit) rather than what was asked. */
export type CartChangeResult = { ok: true } | { ok: false; message: string; adjusted?: true };

/** A cart line: a fragrance in one size (10 ml when not named). */
type LineKey = { db: Db; cartId: string; fragranceId: number; size?: Size };

function lineCondition({ cartId, fragranceId, size = DEFAULT_SIZE }: Omit<LineKey, "db">) {
  return and(eq(cartItems.cartId, cartId), eq(cartItems.fragranceId, fragranceId), eq(cartItems.size, size));
}

/**
 * Adds a line with the quantity, or raises an existing line's quantity. The
 * line never holds more than the shelf (the cart is set to what is left, and
 * says so), nor more samples than an order may have.
 */
export async function addToCart({ db, cartId, fragranceId, size = DEFAULT_SIZE, quantity = 1 }: LineKey & { quantity?: number }): Promise<CartChangeResult> {
  const [fragrance, existing, lines] = await Promise.all([
    db
      .select({ name: fragrances.name, price: fragrances.price, samplePriceCents: fragrances.samplePriceCents, samplesOffered: fragrances.samplesOffered })
      .from(fragrances)
      .where(eq(fragrances.id, fragranceId))
      .get(),
    db.select({ quantity: cartItems.quantity, onHand: onHandOfLine }).from(cartItems).where(lineCondition({ cartId, fragranceId, size })).get(),
    db.select({ fragranceId: cartItems.fragranceId, size: cartItems.size }).from(cartItems).where(eq(cartItems.cartId, cartId)),
  ]);
  if (!fragrance || sizePriceCents(fragrance, size) === null) return { ok: false, message: "That fragrance is no longer available." };
  if (lines.length >= MAX_CART_LINES && !existing) {
    return { ok: false, message: `Your cart can hold up to ${MAX_CART_LINES} different fragrances.` };
  }
  const onHand = existing?.onHand ?? (await readOnHand({ db, fragranceId, size }));
  const limit = maxQuantityForSize(size, MAX_LINE_QUANTITY);
  const wanted = (existing?.quantity ?? 0) + quantity;
  if (onHand <= 0) return { ok: false, message: `${lineName(fragrance.name, size)} is sold out.` };
  const next = Math.min(wanted, limit, onHand);
  await runBatch(db, [
    db
      .insert(cartItems)
      .values({ cartId, fragranceId, size, quantity: next })
      .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.fragranceId, cartItems.size], set: { quantity: next } }),
    db.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId)),
  ]);
  if (wanted > onHand && onHand < limit) return { ok: false, message: onlyLeftMessage(fragrance.name, size, onHand), adjusted: true };
  if (wanted > limit && size !== "10ml") return { ok: false, message: SAMPLE_LIMIT_MESSAGE, adjusted: true };
  return { ok: true };
}

async function readOnHand({ db, fragranceId, size }: { db: Db; fragranceId: number; size: Size }) {
  const row = await db
    .select({ onHand: stockLevels.onHand })
    .from(stockLevels)
    .where(and(eq(stockLevels.fragranceId, fragranceId), eq(stockLevels.size, size)))
    .get();
  return row?.onHand ?? 0;
}

/**
 * Sets a line's quantity (callers refuse 0 or less before calling), never
 * past the shelf or the sample limit: the line is set to what may be had and
 * the message says why.
 */
export async function setCartItemQuantity({ db, cartId, fragranceId, size = DEFAULT_SIZE, quantity }: LineKey & { quantity: number }): Promise<CartChangeResult> {
  const line = await db
    .select({ name: fragrances.name, onHand: onHandOfLine })
    .from(cartItems)
    .innerJoin(fragrances, eq(fragrances.id, cartItems.fragranceId))
    .where(lineCondition({ cartId, fragranceId, size }))
    .get();
  if (!line) return { ok: true };
  const limit = maxQuantityForSize(size, MAX_LINE_QUANTITY);
  if (line.onHand <= 0) {
    await removeFromCart({ db, cartId, fragranceId, size });
    return { ok: false, message: onlyLeftMessage(line.name, size, 0), adjusted: true };
  }
  const next = Math.min(Math.max(1, quantity), limit, line.onHand);
  await db.update(cartItems).set({ quantity: next }).where(lineCondition({ cartId, fragranceId, size }));
  if (quantity > line.onHand && line.onHand < limit) return { ok: false, message: onlyLeftMessage(line.name, size, line.onHand), adjusted: true };
  if (quantity > limit && size !== "10ml") return { ok: false, message: SAMPLE_LIMIT_MESSAGE, adjusted: true };
  return { ok: true };
}

/**
 * Sets each line to what the shelf holds now (removing sold-out lines): what
 * an order refused for stock leaves behind, so the shopper sees a cart that
 * can be bought. The messages name each line that changed.
 */
export async function fitCartToStock({ db, cartId }: { db: Db; cartId: string }): Promise<string[]> {
  const lines = await getCartLines({ db, cartId });
  const over = lines.filter((line) => line.quantity > line.onHand);
  const statements = over.map((line) =>
    line.onHand <= 0
      ? db.delete(cartItems).where(lineCondition({ cartId, fragranceId: line.fragranceId, size: line.size }))
      : db.update(cartItems).set({ quantity: line.onHand }).where(lineCondition({ cartId, fragranceId: line.fragranceId, size: line.size })),
  );
  const [first, ...rest] = statements;
  if (first) await runBatch(db, [first, ...rest]);
  return over.map((line) => onlyLeftMessage(line.name, line.size, line.onHand));
}

export async function removeFromCart({ db, cartId, fragranceId, size }: LineKey) {
  await db.delete(cartItems).where(lineCondition({ cartId, fragranceId, size }));
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
    .select({ fragranceId: cartItems.fragranceId, size: cartItems.size, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.cartId, guestCartId));
  const [first, ...rest] = [
    ...guestLines.map((line) =>
      db
        .insert(cartItems)
        .values({ cartId: userCartId, fragranceId: line.fragranceId, size: line.size, quantity: line.quantity })
        .onConflictDoUpdate({
          target: [cartItems.cartId, cartItems.fragranceId, cartItems.size],
          // Summed, within the size's limit; the shelf is checked when the cart is shown and at checkout.
          set: { quantity: sql`min(${cartItems.quantity} + excluded.quantity, ${maxQuantityForSize(line.size, MAX_LINE_QUANTITY)})` },
        }),
    ),
    // The guest cart goes with the same batch, so a second call cannot add its lines twice.
    db.delete(carts).where(inArray(carts.id, [guestCartId])),
  ];
  await runBatch(db, [first!, ...rest]);
  return userCartId;
}
