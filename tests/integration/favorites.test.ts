import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { favorites, fragrances, users } from "../../db/schema";
import { callApi, cookiesFrom, followRedirect, postForm } from "../support/http";
import { startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_MULTIPLIER: "100" } });
});
afterAll(async () => {
  await server.close();
});

async function newUser(email: string) {
  const response = await callApi(server, "/api/auth/register", { method: "POST", body: { email, password: "quiet-lantern-4821" } });
  const { token, user } = await response.json();
  const cookie = response.headers.getSetCookie().find((header) => header.startsWith("__session="))!.split(";")[0]!;
  return { token: token as string, id: user.id as number, cookie };
}

const storedIds = async (userId: number) =>
  (await server.db.query.favorites.findMany({ where: eq(favorites.userId, userId) })).map((row) => row.fragranceId).sort();

describe("the favourites API", () => {
  it("needs a token for every call", async () => {
    expect((await callApi(server, "/api/favorites")).status).toBe(401);
    expect((await callApi(server, "/api/favorites", { method: "POST", body: { fragranceId: 1 } })).status).toBe(401);
    const remove = await callApi(server, "/api/favorites/1", { method: "DELETE" });
    expect(remove.status).toBe(401);
    expect(await remove.json()).toEqual({ message: "Authentication required." });
  });

  it("adds (twice harmlessly), lists the fragrances and removes", async () => {
    const { token, id } = await newUser("fav@example.com");
    const add = await callApi(server, "/api/favorites", { method: "POST", token, body: { fragranceId: 2 } });
    expect(add.status).toBe(201);
    expect(await add.json()).toEqual({ message: "Fragrance added to your favorites.", fragranceId: 2 });
    const again = await callApi(server, "/api/favorites", { method: "POST", token, body: { fragranceId: 2 } });
    expect(again.status).toBe(200);
    await callApi(server, "/api/favorites", { method: "POST", token, body: { fragranceId: 7 } });
    expect(await storedIds(id)).toEqual([2, 7]);

    const list = await callApi(server, "/api/favorites", { token });
    expect(list.status).toBe(200);
    const body = await list.json();
    expect(body.map((fragrance: { id: number }) => fragrance.id).sort()).toEqual([2, 7]);
    expect(body[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String), price: expect.any(Number) });

    const remove = await callApi(server, "/api/favorites/2", { method: "DELETE", token });
    expect(remove.status).toBe(200);
    expect(await remove.json()).toEqual({ message: "Fragrance removed from your favorites.", fragranceId: 2 });
    expect(await storedIds(id)).toEqual([7]);
    expect((await callApi(server, "/api/favorites/2", { method: "DELETE", token })).status).toBe(404);
  });

  it("refuses a fragranceId that is not a number, and 404s an unknown fragrance", async () => {
    const { token, id } = await newUser("bad@example.com");
    for (const body of [{ fragranceId: "abc" }, { fragranceId: true }, { fragranceId: 1.5 }, {}, { fragranceId: [1] }]) {
      const response = await callApi(server, "/api/favorites", { method: "POST", token, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).errors.fragranceId).toBeTruthy();
    }
    expect((await callApi(server, "/api/favorites", { method: "POST", token, body: "{oops" })).status).toBe(400);
    const unknown = await callApi(server, "/api/favorites", { method: "POST", token, body: { fragranceId: 999999 } });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: "Fragrance not found." });
    expect((await callApi(server, "/api/favorites/abc", { method: "DELETE", token })).status).toBe(400);
    expect(await storedIds(id)).toEqual([]);
  });

  it("never shows or changes another user's favourites", async () => {
    const ana = await newUser("ana@example.com");
    const ben = await newUser("ben@example.com");
    await callApi(server, "/api/favorites", { method: "POST", token: ana.token, body: { fragranceId: 3 } });
    expect(await (await callApi(server, "/api/favorites", { token: ben.token })).json()).toEqual([]);
    expect((await callApi(server, "/api/favorites/3", { method: "DELETE", token: ben.token })).status).toBe(404);
    expect(await storedIds(ana.id)).toEqual([3]);
  });

  it("drops favourites with their fragrance, and with their user", async () => {
    const { token, id } = await newUser("gone@example.com");
    await callApi(server, "/api/favorites", { method: "POST", token, body: { fragranceId: 11 } });
    await callApi(server, "/api/favorites", { method: "POST", token, body: { fragranceId: 12 } });
    await server.db.delete(fragrances).where(eq(fragrances.id, 11));
    const list = await (await callApi(server, "/api/favorites", { token })).json();
    expect(list.map((fragrance: { id: number }) => fragrance.id)).toEqual([12]);
    await server.db.delete(users).where(eq(users.id, id));
    expect(await storedIds(id)).toEqual([]);
  });
});

describe("the favourite toggle's form post (/resources/favorites)", () => {
  it("sends a guest to log in with the page and the favourite to come back to", async () => {
    const response = await postForm(server, "/resources/favorites", { fragranceId: "4", intent: "add", redirectTo: "/product/4" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Fproduct%2F4&favorite=4");
  });

  it("without JavaScript: adds and removes, then goes back to the page with the spec's toast", async () => {
    const { id, cookie } = await newUser("form@example.com");
    const add = await postForm(server, "/resources/favorites", { fragranceId: "6", intent: "add", redirectTo: "/shop/male" }, cookie);
    expect(add.status).toBe(302);
    expect(add.headers.get("Location")).toBe("/shop/male");
    expect(await storedIds(id)).toEqual([6]);
    const page = await followRedirect(server, add, cookiesFrom(add, cookie));
    expect(page.html).toContain("Added to favorites");
    expect(page.html).toContain("Fragrance added to your favorites.");

    const account = await (await server.fetch("/account", { headers: { Cookie: cookie } })).text();
    const name = (await server.db.query.fragrances.findFirst({ where: eq(fragrances.id, 6) }))!.name;
    expect(account).toContain(name);
    expect(account).not.toContain("You haven&#x27;t added any fragrances");

    const remove = await postForm(server, "/resources/favorites", { fragranceId: "6", intent: "remove", redirectTo: "/account" }, cookie);
    expect(remove.headers.get("Location")).toBe("/account");
    const after = await followRedirect(server, remove, cookiesFrom(remove, cookie));
    expect(after.html).toContain("Removed from favorites");
    expect(after.html).toContain("Fragrance removed from your favorites.");
    expect(await storedIds(id)).toEqual([]);
  });

  it("with JavaScript (enhanced=1): answers JSON, including the failures", async () => {
    const { id, cookie } = await newUser("js@example.com");
    const post = (fields: Record<string, string>, withCookie = cookie) =>
      postForm(server, "/resources/favorites", { enhanced: "1", redirectTo: "/", ...fields }, withCookie);
    const ok = await post({ fragranceId: "8", intent: "add" });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ ok: true, intent: "add", fragranceId: 8 });
    expect(await storedIds(id)).toEqual([8]);

    const unknown = await post({ fragranceId: "999999", intent: "add" });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ ok: false, intent: "add", message: "Fragrance not found." });
    expect((await post({ fragranceId: "x", intent: "add" })).status).toBe(400);
    expect((await post({ fragranceId: "8", intent: "add" }, "")).status).toBe(401);
    const rows = await server.db.query.favorites.findMany({ where: and(eq(favorites.userId, id), eq(favorites.fragranceId, 8)) });
    expect(rows.length).toBe(1);
  });

  it("keeps redirects on this site", async () => {
    const { cookie } = await newUser("safe@example.com");
    const response = await postForm(server, "/resources/favorites", { fragranceId: "9", intent: "add", redirectTo: "https://evil.example" }, cookie);
    expect(response.headers.get("Location")).toBe("/account");
  });

  it("marks saved fragrances on the shop and product pages", async () => {
    const { cookie } = await newUser("marks@example.com");
    await postForm(server, "/resources/favorites", { fragranceId: "1", intent: "add", redirectTo: "/" }, cookie);
    const name = (await server.db.query.fragrances.findFirst({ where: eq(fragrances.id, 1) }))!.name;
    const product = await (await server.fetch("/product/1", { headers: { Cookie: cookie } })).text();
    expect(product).toContain(`Remove ${name} from favorites`);
    const guestProduct = await (await server.fetch("/product/1")).text();
    expect(guestProduct).toContain(`Add ${name} to favorites`);
    // The shop shows 24 a page: search for it so it is on the first.
    const shopPath = `/shop?search=${encodeURIComponent(name)}`;
    const shop = await (await server.fetch(shopPath, { headers: { Cookie: cookie } })).text();
    expect(shop).toContain(`Remove ${name} from favorites`);
  });
});
