// Test helpers for the admin panel: users with a role and a live session, and
// order rows as checkout (issue 5) will write them.
import type { Db } from "../../db/client";
import { orderItems, orders } from "../../db/schema";
import { createSession } from "../../app/models/session.server";
import { createUser } from "../../app/models/user.server";

let counter = 0;

/** A user of the given role and a bearer token for it. */
export async function userWithSession(db: Db, role: "admin" | "customer") {
  counter += 1;
  const email = `${role}-${Date.now()}-${counter}@example.com`;
  const user = await createUser({ db, email, password: "password123", role });
  const { token } = await createSession({ db, userId: user!.id });
  return { user: user!, token, headers: { Authorization: `Bearer ${token}` } };
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
      totalCents: subtotal + 500,
      status,
      paymentProvider: "test",
      cardBrand: "visa",
      cardLast4: "4242",
    })
    .returning({ id: orders.id });
  await db.insert(orderItems).values(items.map((item) => ({ ...item, orderId: order!.id })));
  return order!.id;
}
