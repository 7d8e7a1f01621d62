import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import {
  cartItems,
  carts,
  discountCodes,
  favorites,
  fragrances,
  orders,
  reviews,
  users,
} from "../../db/schema";
import { seedFragrances } from "../../db/seed/catalogue";
import { seedDatabase } from "../../db/seed/seed";
import { createTestDatabase } from "../support/test-server";

let db: Db;
let cleanup: () => void;
beforeAll(async () => {
  ({ db, cleanup } = await createTestDatabase());
});
afterAll(() => cleanup());

async function fragranceCount() {
  return (await db.select({ value: count() }).from(fragrances).get())?.value;
}

async function rejects(promise: Promise<unknown>) {
  let failed = false;
  try {
    await promise;
  } catch {
    failed = true;
  }
  return failed;
}

describe("migrations and seed", () => {
  it("seeds the whole catalogue with derived columns and WELCOME10", async () => {
    expect(await fragranceCount()).toBe(seedFragrances.length);
    const first = await db.select().from(fragrances).where(eq(fragrances.id, 1)).get();
    expect(first?.imageUrl).toBe("/images/fragrances/1/bottle.svg");
    expect(first?.price).toBe(4000);
    expect(first?.brand).toBeTruthy();
    expect(first?.searchText).toBe(first?.searchText.toLowerCase());
    const code = await db.select().from(discountCodes).where(eq(discountCodes.code, "WELCOME10")).get();
    expect(code?.percentOff).toBe(10);
  });

  it("does not duplicate the catalogue nor bring back deleted fragrances when run again", async () => {
    await db.delete(fragrances).where(eq(fragrances.id, 2));
    const again = await seedDatabase(db);
    expect(again.seeded).toBe(false);
    expect(await fragranceCount()).toBe(seedFragrances.length - 1);
  });
});

describe("constraints from the spec's entities", () => {
  it("removes favourites with their fragrance and with their user", async () => {
    const [user] = await db.insert(users).values({ email: "fav@example.com", passwordHash: "x" }).returning();
    await db.insert(favorites).values([
      { userId: user!.id, fragranceId: 3 },
      { userId: user!.id, fragranceId: 4 },
    ]);
    await db.delete(fragrances).where(eq(fragrances.id, 3));
    expect(await db.select().from(favorites).where(eq(favorites.userId, user!.id))).toHaveLength(1);
    await db.delete(users).where(eq(users.id, user!.id));
    expect(await db.select().from(favorites).where(eq(favorites.userId, user!.id))).toHaveLength(0);
  });

  it("keeps a review's text but empties its product link when the fragrance goes", async () => {
    const [review] = await db
      .insert(reviews)
      .values({ name: "Ana", email: "ana@example.com", rating: 5, comment: "Lovely and lasting.", productId: 5 })
      .returning();
    expect(review?.approved).toBe(false);
    await db.delete(fragrances).where(eq(fragrances.id, 5));
    const after = await db.select().from(reviews).where(eq(reviews.id, review!.id)).get();
    expect(after?.productId).toBeNull();
    expect(after?.comment).toBe("Lovely and lasting.");
  });

  it("refuses ratings outside 1-5, duplicate e-mails, upper-case e-mails and bad genders", async () => {
    expect(
      await rejects(db.insert(reviews).values({ name: "B", email: "b@example.com", rating: 6, comment: "xxxxxxxxxx" })),
    ).toBe(true);
    await db.insert(users).values({ email: "dup@example.com", passwordHash: "x" });
    expect(await rejects(db.insert(users).values({ email: "dup@example.com", passwordHash: "y" }))).toBe(true);
    expect(await rejects(db.insert(users).values({ email: "Upper@Example.com", passwordHash: "y" }))).toBe(true);
    expect(
      await rejects(
        db.insert(fragrances).values({
          name: "Bad",
          gender: "kids" as "male",
          description: "d",
          imageUrl: "/x.svg",
          topNotes: [],
          middleNotes: [],
          baseNotes: [],
          season: "fall",
          notesKey: "|",
          searchText: "bad",
        }),
      ),
    ).toBe(true);
  });

  it("keeps cart quantities at 1 or more and one line per fragrance", async () => {
    await db.insert(carts).values({ id: "cart-1" });
    await db.insert(cartItems).values({ cartId: "cart-1", fragranceId: 10, quantity: 2 });
    expect(await rejects(db.insert(cartItems).values({ cartId: "cart-1", fragranceId: 11, quantity: 0 }))).toBe(true);
    expect(await rejects(db.insert(cartItems).values({ cartId: "cart-1", fragranceId: 10, quantity: 1 }))).toBe(true);
  });

  it("only stores orders whose total adds up", async () => {
    const base = {
      publicId: "p1",
      idempotencyKey: "k1",
      customerName: "Ana",
      customerEmail: "ana@example.com",
      shippingAddress: "1 Main St",
      shippingCity: "Denver",
      shippingCountry: "United States",
      subtotalCents: 8000,
      shippingCents: 500,
      discountCents: 800,
    };
    expect(await rejects(db.insert(orders).values({ ...base, totalCents: 8500 }))).toBe(true);
    await db.insert(orders).values({ ...base, totalCents: 7700 });
    expect(await rejects(db.insert(orders).values({ ...base, publicId: "p2", totalCents: 7700 }))).toBe(true);
  });
});
