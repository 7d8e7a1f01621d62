import { createClient } from "@libsql/client";
import { count, eq, sql } from "drizzle-orm";
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findSubscriber, subscribeToNewsletter } from "../../app/models/newsletter.server";
import { createDb, type Db } from "../../db/client";
import {
  appMeta,
  cartItems,
  carts,
  favorites,
  fragrances,
  orders,
  reviews,
  users,
  promotions,
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
    const code = await db.select().from(promotions).where(eq(promotions.code, "WELCOME10")).get();
    expect(code).toMatchObject({ kind: "percent", value: 10, perCustomerLimit: 1, firstOrderOnly: true, enabled: true, uses: 0 });
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
    expect(await rejects(db.insert(orders).values({ ...base, totalBeforeTaxCents: 8500 }))).toBe(true);
    await db.insert(orders).values({ ...base, totalBeforeTaxCents: 7700 });
    expect(await rejects(db.insert(orders).values({ ...base, publicId: "p2", totalBeforeTaxCents: 7700 }))).toBe(true);
  });
});

describe("sharing the database file with another process", () => {
  const holdWriteLock = fileURLToPath(new URL("../support/hold-write-lock.mjs", import.meta.url));

  /** Starts the other process and resolves once it holds the write lock. */
  async function otherProcessWriting(url: string, ms: number) {
    const child = spawn(process.execPath, [holdWriteLock, url, String(ms)], { stdio: ["ignore", "pipe", "inherit"] });
    const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("locked") && resolve());
      child.once("exit", (code) => reject(new Error(`lock holder exited early (${code})`)));
    });
    return { exited };
  }

  it("keeps the embedded file in write-ahead-log mode", async () => {
    const mode = await db.get<{ journal_mode: string }>(sql`PRAGMA journal_mode`);
    expect(mode?.journal_mode).toBe("wal");
  });

  it("lets a write wait for another process's write transaction instead of failing with SQLITE_BUSY", async () => {
    const shared = await createTestDatabase({ seed: false });
    try {
      const other = await otherProcessWriting(shared.url, 600);
      // The lock is real: a client without a busy timeout gives up at once.
      const impatient = createClient({ url: shared.url });
      await expect(
        impatient.execute("insert into app_meta (key, value) values ('impatient', 'x')"),
      ).rejects.toMatchObject({ code: expect.stringMatching(/^SQLITE_BUSY/) });
      impatient.close();

      // The shop's own client (createDb) waits and then writes.
      const shop = createDb({ url: shared.url });
      const started = Date.now();
      const { created } = await subscribeToNewsletter({
        db: shop,
        email: "waits@example.com",
        source: "home",
        welcome: { subject: "Welcome", text: "Welcome", html: "<p>Welcome</p>" },
      });
      expect(created).toBe(true);
      expect(Date.now() - started).toBeGreaterThan(100);
      expect(await other.exited).toBe(0);

      // Both writes landed.
      expect(await findSubscriber({ db: shop, email: "waits@example.com" })).toMatchObject({ source: "home" });
      const row = await shop.select().from(appMeta).where(eq(appMeta.key, "written-by-other-process")).get();
      expect(row).toBeDefined();
    } finally {
      shared.cleanup();
    }
  });
});
