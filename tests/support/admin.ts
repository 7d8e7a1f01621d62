// Test helpers for the admin panel: users with a role and a live session, and
// order rows as checkout will write them.
import { TEST_PASSWORD } from "./account-fixtures";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import type { Db } from "../../db/client";
import { fragrances, orderItems, orders, returnRequests } from "../../db/schema";
import { createSession } from "../../app/models/session.server";
import { createUser } from "../../app/services/credentials.server";
import { requestReturn } from "../../app/services/request-return.server";
import { freshServiceContext } from "./service-context";
import { startTestServer, type TestServer } from "./test-server";
import { giveTwoFactor } from "./two-factor";

let counter = 0;

/**
 * A user of the given role and a bearer token for it. An admin has
 * two-factor on (every admin must, issue 36); `twoFactor: false` makes one
 * who has not enrolled yet.
 */
export async function userWithSession(db: Db, role: "admin" | "customer", { twoFactor = role === "admin" } = {}) {
  counter += 1;
  const email = `${role}-${Date.now()}-${counter}@example.com`;
  const user = await createUser({ db, email, password: TEST_PASSWORD, role });
  const totpSecret = twoFactor ? await giveTwoFactor(db, user!.id) : null;
  const { token } = await createSession({ db, userId: user!.id });
  return { user: user!, token, totpSecret, headers: { Authorization: `Bearer ${token}` } };
}

export type AdminSuite = {
  server: TestServer;
  admin: Awaited<ReturnType<typeof userWithSession>>;
  /** GET / form POST as the admin (redirects are not followed). */
  get: (path: string) => Promise<Response>;
  post: (path: string, values: Record<string, string>) => Promise<Response>;
};

/**
 * One test server and one signed-in admin for a test file: registers the
 * beforeAll/afterAll hooks; read the fields inside tests, once they have run.
 */
export function adminSuite(): AdminSuite {
  const suite = {
    get: (path: string) => suite.server.fetch(path, { headers: suite.admin.headers }),
    post: (path: string, values: Record<string, string>) =>
      suite.server.fetch(path, { method: "POST", body: new URLSearchParams(values), headers: suite.admin.headers }),
  } as AdminSuite;
  beforeAll(async () => {
    suite.server = await startTestServer();
    suite.admin = await userWithSession(suite.server.db, "admin");
  });
  afterAll(() => suite.server.close());
  return suite;
}

export async function insertOrder(
  db: Db,
  {
    customerName = "Ada Lovelace",
    customerEmail = "ada@example.com",
    items = [{ name: "Velvet Rose", unitPriceCents: 4000, quantity: 2, fragranceId: null as number | null }],
    status = "paid" as const,
  } = {},
) {
  counter += 1;
  const subtotal = items.reduce((sum, item) => sum + item.unitPriceCents * item.quantity, 0);
  const [order] = await db
    .insert(orders)
    .values({
      publicId: `test-order-${Date.now()}-${counter}`,
      idempotencyKey: `test-key-${Date.now()}-${counter}`,
      customerName,
      customerEmail,
      shippingAddress: "1 Main St",
      shippingCity: "Denver",
      shippingState: "CO",
      shippingZip: "80202",
      shippingCountry: "US",
      subtotalCents: subtotal,
      shippingCents: 500,
      totalBeforeTaxCents: subtotal + 500,
      status,
      paymentProvider: "test",
      cardBrand: "visa",
      cardLast4: "4242",
    })
    .returning({ id: orders.id });
  await db.insert(orderItems).values(items.map((item) => ({ ...item, orderId: order!.id })));
  return order!.id;
}

/**
 * The sample and stock fields of the admin's fragrance form, as a test that is
 * not about stock posts them: $5.00 samples, offered, and 10,000 of each size
 * (what the seed starts with, so an edit of a seeded fragrance moves nothing).
 */
export const ADMIN_FORM_STOCK_FIELDS = { samplePrice: "5.00", samplesOffered: "on", stock10ml: "10000", stock2ml: "10000" };

/**
 * The admin's add/edit fragrance form as a browser posts it: a plain unisex
 * fragrance with green notes, `overrides` on top (the name, at least).
 */
export function adminFragranceForm(overrides: Record<string, string>): Record<string, string> {
  return {
    gender: "unisex",
    description: "A cool green accord of crushed stems.",
    price: "4200",
    imageUrl: "/images/fragrances/1/bottle.svg",
    topNotes: "galbanum",
    middleNotes: "violet leaf",
    baseNotes: "moss",
    inspiration: "",
    inspirationReleaseYear: "",
    redirectTo: "/admin",
    ...ADMIN_FORM_STOCK_FIELDS,
    ...overrides,
  };
}

/** A paid order as checkout leaves it: a shopper-facing public id and a test-mode charge. */
export async function insertPaidOrder(db: Db, { email = "ada@example.com", status = "paid" as "paid" | "pending" } = {}) {
  const orderId = await insertOrder(db, { customerEmail: email, customerName: "Ada Lovelace", status: status as "paid" });
  const publicId = randomBytes(16).toString("hex");
  await db.update(orders).set({ publicId, paymentReference: `test_key-${publicId}` }).where(eq(orders.id, orderId));
  return { orderId, publicId };
}

const DAY = 24 * 60 * 60_000;

/** A delivered order (two of fragrance 1 at $40.00, $5.00 shipping) with one return request for one bottle. */
export async function insertReturnRequest(
  db: Db,
  { reason, email = `returns-${randomBytes(4).toString("hex")}@example.com` }: { reason: "unopened" | "defective"; email?: string },
) {
  const name = (await db.select({ name: fragrances.name }).from(fragrances).where(eq(fragrances.id, 1)).get())!.name;
  const orderId = await insertOrder(db, { customerEmail: email, items: [{ name, unitPriceCents: 4000, quantity: 2, fragranceId: 1 }] });
  const publicId = randomBytes(16).toString("hex");
  await db
    .update(orders)
    .set({ publicId, paymentReference: `test_key-${publicId}`, status: "delivered", deliveredAt: new Date(Date.now() - DAY) })
    .where(eq(orders.id, orderId));
  const line = (await db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, orderId)).get())!;
  const asked = await requestReturn(freshServiceContext(db), {
    publicId,
    viewer: null,
    origin: "http://localhost",
    now: Date.now(),
    form: { reason, items: [{ orderItemId: line.id, quantity: 1, ...(reason === "defective" ? { exchangeFragranceId: 2 } : {}) }] },
  });
  if (!asked.ok) throw new Error(`the return request was refused: ${JSON.stringify(asked)}`);
  const request = (await db.select().from(returnRequests).where(eq(returnRequests.orderId, orderId)).get())!;
  return { orderId, publicId, email, requestId: request.id, number: request.number };
}
