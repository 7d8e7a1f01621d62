import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartItems, carts, fragrances } from "../../db/schema";
import { addToCart, createCart, getCartLines, mergeGuestCartIntoUserCart } from "../../app/models/cart.server";
import { createUser } from "../../app/services/credentials.server";
import { signInAs } from "../../app/services/sign-in.server";
import { sessionCookieFor } from "../../app/http/auth.server";
import { parseEnv } from "../../app/lib/settings.server";
import { createShopper } from "../support/shopper";
import { startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_MULTIPLIER: "1000" } });
});
afterAll(async () => {
  await server.close();
});

const context = () => ({ db: server.db, env: parseEnv({ NODE_ENV: "production" }), sessionSecret: "integration-test-secret" });

async function signIn(email: string) {
  const user = await createUser({ db: server.db, email, password: "quiet-lantern-4821" });
  const session = await signInAs(context(), user!.id, { previousSessionToken: null, guestCartId: null });
  const [pair] = (await sessionCookieFor(context(), session)).split(";");
  return { user: user!, cookie: pair! };
}

describe("cart actions", () => {
  it("keeps the cart in the database behind an HttpOnly onbrand-cart cookie", async () => {
    const shopper = createShopper(server);
    const response = await shopper.addToCart(1);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/shop");
    const setCookies = response.headers.getSetCookie().join("\n");
    expect(setCookies).toMatch(/onbrand-cart=[^;]+;.*HttpOnly/);
    expect(setCookies).toMatch(/toast=/);
    const stored = await server.db.select().from(cartItems);
    expect(stored.some((row) => row.fragranceId === 1 && row.quantity === 1)).toBe(true);
  });

  it("raises the quantity of a line already present, otherwise adds a line of 1", async () => {
    const shopper = createShopper(server);
    await shopper.addToCart(1);
    await shopper.addToCart(1);
    await shopper.addToCart(2);
    const cart = await shopper.cart();
    expect(cart.lines.map((line) => [line.fragranceId, line.quantity])).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(cart.count).toBe(3);
    expect(cart.totals).toEqual({ subtotalCents: 12000, shippingCents: 500, discountCents: 0, totalCents: 12500 });
  });

  it("updates, removes and clears; quantities of 0 or less, huge or not numbers are refused", async () => {
    const shopper = createShopper(server);
    await shopper.addToCart(3);
    await shopper.addToCart(4);
    expect((await shopper.post("/resources/cart", { intent: "update", fragranceId: 3, quantity: 5 })).status).toBe(302);
    for (const quantity of ["0", "-1", "1e9", "abc", "2.5"]) {
      const json = await shopper.post("/resources/cart", { intent: "update", fragranceId: 3, quantity, respond: "json" });
      expect(json.status).toBe(400);
      expect(((await json.json()) as { message: string }).message).toMatch(/Quantity/);
      const plain = await shopper.post("/resources/cart", { intent: "update", fragranceId: 3, quantity, redirectTo: "/cart" });
      expect(plain.status).toBe(302);
      expect(plain.headers.get("Location")).toBe("/cart");
    }
    expect((await shopper.cart()).lines.find((line) => line.fragranceId === 3)?.quantity).toBe(5);
    await shopper.post("/resources/cart", { intent: "remove", fragranceId: 3 });
    expect((await shopper.cart()).lines.map((line) => line.fragranceId)).toEqual([4]);
    await shopper.post("/resources/cart", { intent: "clear" });
    expect((await shopper.cart()).lines).toEqual([]);
  });

  it("refuses unknown fragrances and unknown intents with a clear message", async () => {
    const shopper = createShopper(server);
    const unknown = await shopper.post("/resources/cart", { intent: "add", fragranceId: 999999, respond: "json" });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ ok: false, message: "That fragrance is no longer available." });
    const bad = await shopper.post("/resources/cart", { intent: "steal", respond: "json" });
    expect(bad.status).toBe(400);
    const offsite = await shopper.post("/resources/cart", { intent: "add", fragranceId: 1, redirectTo: "//evil.example" });
    expect(offsite.headers.get("Location")).toBe("/cart");
  });

  it("answers scripts with JSON and the new count", async () => {
    const shopper = createShopper(server);
    const response = await shopper.post("/resources/cart", { intent: "add", fragranceId: 5, respond: "json" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, count: 1, title: "Added to Cart" });
  });

  it("shows the count badge in the server HTML, '99+' above 99", async () => {
    const shopper = createShopper(server);
    await shopper.addToCart(6);
    await shopper.addToCart(6);
    expect(await (await shopper.get("/about")).text()).toMatch(/data-testid="cart-badge"[^>]*>2</);
    await shopper.post("/resources/cart", { intent: "update", fragranceId: 6, quantity: 99 });
    await shopper.addToCart(7);
    const html = await (await shopper.get("/about")).text();
    expect(html).toMatch(/data-testid="cart-badge"[^>]*>99\+</);
    expect(html).toContain('aria-label="Cart, 100 items"');
  });

  it("takes prices from the database, not from the time of adding", async () => {
    const shopper = createShopper(server);
    await shopper.addToCart(8);
    await server.db.update(fragrances).set({ price: 4500 }).where(eq(fragrances.id, 8));
    expect((await shopper.cart()).totals.subtotalCents).toBe(4500);
    await server.db.update(fragrances).set({ price: 4000 }).where(eq(fragrances.id, 8));
  });

  it("lets a signed-in shopper's cart follow them to another browser", async () => {
    const { cookie } = await signIn("follow@example.com");
    const phone = createShopper(server);
    const laptop = createShopper(server);
    for (const browser of [phone, laptop]) {
      const [name, value] = cookie.split("=");
      browser.cookies.set(name!, value!);
    }
    await phone.addToCart(9);
    expect((await laptop.cart()).lines.map((line) => line.fragranceId)).toEqual([9]);
    expect(await (await laptop.get("/cart")).text()).toContain(">Your Cart<");
  });
});

describe("merging the guest cart at login", () => {
  it("adds the guest lines to the user's cart, summing quantities, exactly once", async () => {
    const db = server.db;
    const user = await createUser({ db, email: "merge@example.com", password: "quiet-lantern-4821" });
    const userCart = await createCart({ db, userId: user!.id });
    await addToCart({ db, cartId: userCart, fragranceId: 10, quantity: 1 });
    const guestCart = await createCart({ db, userId: null });
    await addToCart({ db, cartId: guestCart, fragranceId: 10, quantity: 2 });
    await addToCart({ db, cartId: guestCart, fragranceId: 11 });

    expect(await mergeGuestCartIntoUserCart({ db, cartId: guestCart, userId: user!.id })).toBe(userCart);
    await mergeGuestCartIntoUserCart({ db, cartId: guestCart, userId: user!.id });
    const lines = await getCartLines({ db, cartId: userCart });
    expect(lines.map((line) => [line.fragranceId, line.quantity])).toEqual([
      [10, 3],
      [11, 1],
    ]);
    expect(await db.select().from(carts).where(eq(carts.id, guestCart))).toEqual([]);
  });

  it("hands the guest cart to the shopper who logs in, and the old cookie no longer shows it", async () => {
    const guest = createShopper(server);
    await guest.addToCart(12);
    const guestCookie = guest.cookies.get("onbrand-cart")!;
    await createUser({ db: server.db, email: "takeover@example.com", password: "quiet-lantern-4821" });
    const login = await guest.post("/login", { intent: "login", email: "takeover@example.com", password: "quiet-lantern-4821" });
    expect(login.status).toBe(302);
    expect(login.headers.getSetCookie().some((line) => /^onbrand-cart=;.*Max-Age=0/.test(line))).toBe(true);
    expect(guest.cookies.has("onbrand-cart")).toBe(false);
    expect((await guest.cart()).lines.map((line) => line.fragranceId)).toEqual([12]);

    const otherBrowser = createShopper(server);
    await otherBrowser.post("/login", { intent: "login", email: "takeover@example.com", password: "quiet-lantern-4821" });
    expect((await otherBrowser.cart()).lines.map((line) => line.fragranceId)).toEqual([12]);
    guest.cookies.delete("__session");
    guest.cookies.set("onbrand-cart", guestCookie);
    // After logout the browser still holds the old guest cookie: it must not reveal the account's cart.
    expect((await guest.cart()).lines).toEqual([]);
  });
});
