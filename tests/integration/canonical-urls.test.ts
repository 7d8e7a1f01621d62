// A crawler's read of every page route's server HTML: exactly one canonical
// link, absolute and on PUBLIC_ORIGIN, and noindex where a page is private.
import { eq } from "drizzle-orm";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, passwordResetTokens, rewardMembers } from "../../db/schema";
import { seedFragrances } from "../../db/seed/catalogue";
import { sha256Base64Url } from "../../app/lib/secret-token";
import { queueEmail } from "../../app/models/email-outbox.server";
import { createReview } from "../../app/models/review.server";
import { insertOrder, insertReturnRequest, userWithSession } from "../support/admin";
import { startTestServer, type TestServer } from "../support/test-server";

const ORIGIN = "https://shop.example.com";
// A live password-reset link, so its page renders the form.
const RESET_TOKEN = "t".repeat(43);

/**
 * The rule, per page: `canonical` is the one canonical address (null: none, for
 * a page that does not exist), `index` whether search engines may list it.
 * Listings keep only their page number; every other page drops its query;
 * private pages (account, password reset, cart, checkout, orders, admin, the browser test) and
 * missing pages carry noindex.
 */
type Expectation = { url: string; canonical: string | null; index: boolean; admin?: boolean };

let server: TestServer;
let adminHeaders: Record<string, string>;
let orderPublicId: string;
let reviewId: number;
let memberId: number;
beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_ORIGIN: ORIGIN } });
  const admin = await userWithSession(server.db, "admin");
  adminHeaders = admin.headers;
  // A Scent Rewards member, for /admin/rewards/{id}.
  memberId = admin.user.id;
  await server.db.insert(rewardMembers).values({ userId: memberId });
  await server.db
    .insert(passwordResetTokens)
    .values({ id: await sha256Base64Url(RESET_TOKEN), userId: admin.user.id, expiresAt: new Date(Date.now() + 60 * 60_000) });
  // A confirmation page's address holds 32 hex digits, as checkout writes them.
  orderPublicId = "0123456789abcdef0123456789abcdef";
  const orderId = await insertOrder(server.db);
  // The outbox's first message, for /admin/emails/1.
  await queueEmail(server.db, { kind: "newsletter-welcome", to: "ana@example.com", subject: "Welcome", text: "Hi", html: "<p>Hi</p>" });
  const review = await createReview({
    db: server.db,
    input: { name: "Ana Lopez", email: "ana@example.com", rating: 5, comment: "Lovely and long-lasting." },
  });
  reviewId = review!.id;
  await server.db.update(orders).set({ publicId: orderPublicId }).where(eq(orders.id, orderId));
  // Return request 1, for /admin/returns/1.
  await insertReturnRequest(server.db, { reason: "unopened" });
});
afterAll(async () => {
  await server.close();
});

// One or more sample URLs for every page route of the build, by route id.
const samples = (): Record<string, Expectation[]> => ({
  "routes/_index": [{ url: "/?utm_source=newsletter", canonical: "/", index: true }],
  "routes/shop.($gender)": [
    { url: "/shop", canonical: "/shop", index: true },
    { url: "/shop?search=rose&notes=vanilla&brands=Dior&view=list", canonical: "/shop", index: true },
    { url: "/shop?page=2", canonical: "/shop?page=2", index: true },
    { url: "/shop/female?notes=rose&view=list&page=2", canonical: "/shop/female?page=2", index: true },
    { url: "/shop/male", canonical: "/shop/male", index: true },
    { url: "/shop/unisex?search=oud", canonical: "/shop/unisex", index: true },
  ],
  "routes/product.$id": [{ url: "/product/3?ref=share", canonical: "/product/3", index: true }],
  "routes/summer-mood-board": [
    { url: "/summer-mood-board", canonical: "/summer-mood-board", index: true },
    { url: "/summer-mood-board?season=summer&moods=fresh,citrus", canonical: "/summer-mood-board", index: true },
  ],
  "routes/reviews.new": [{ url: "/reviews/new?q=rose", canonical: "/reviews/new", index: true }],
  "routes/about": [{ url: "/about", canonical: "/about", index: true }],
  "routes/faq": [{ url: "/faq", canonical: "/faq", index: true }],
  "routes/test": [{ url: "/test", canonical: "/test", index: false }],
  "routes/offline": [{ url: "/offline", canonical: "/offline", index: false }],
  "routes/login": [{ url: "/login?tab=register", canonical: "/login", index: false }],
  "routes/account": [{ url: "/account", canonical: "/account", index: false }],
  // Signed in (the admin is an account like any other).
  "routes/account.password": [{ url: "/account/password", canonical: "/account/password", index: false, admin: true }],
  "routes/account.two-factor": [{ url: "/account/two-factor?redirectTo=%2Fadmin", canonical: "/account/two-factor", index: false, admin: true }],
  "routes/forgot-password": [{ url: "/forgot-password", canonical: "/forgot-password", index: false }],
  // The token never reaches the canonical link.
  "routes/reset-password": [{ url: `/reset-password?token=${RESET_TOKEN}`, canonical: "/reset-password", index: false }],
  "routes/cart": [{ url: "/cart", canonical: "/cart", index: false }],
  "routes/checkout": [{ url: "/checkout", canonical: "/checkout", index: false }],
  "routes/orders.$publicId": [{ url: `/orders/${orderPublicId}`, canonical: `/orders/${orderPublicId}`, index: false }],
  "routes/orders.$publicId_.returns": [{ url: `/orders/${orderPublicId}/returns`, canonical: `/orders/${orderPublicId}/returns`, index: false }],
  "routes/admin._index": [{ url: "/admin?tab=female", canonical: "/admin", index: false, admin: true }],
  "routes/admin.fragrances.new": [{ url: "/admin/fragrances/new", canonical: "/admin/fragrances/new", index: false, admin: true }],
  "routes/admin.fragrances.$id.edit": [{ url: "/admin/fragrances/1/edit", canonical: "/admin/fragrances/1/edit", index: false, admin: true }],
  "routes/admin.fragrances.$id.photo": [{ url: "/admin/fragrances/1/photo", canonical: "/admin/fragrances/1/photo", index: false, admin: true }],
  "routes/admin.fragrances.$id.delete": [
    { url: "/admin/fragrances/1/delete", canonical: "/admin/fragrances/1/delete", index: false, admin: true },
  ],
  "routes/admin.verify": [{ url: "/admin/verify?redirectTo=%2Fadmin%2Fsettings", canonical: "/admin/verify", index: false, admin: true }],
  "routes/admin.reviews": [{ url: "/admin/reviews", canonical: "/admin/reviews", index: false, admin: true }],
  "routes/admin.reviews_.$id.delete": [{ url: `/admin/reviews/${reviewId}/delete`, canonical: `/admin/reviews/${reviewId}/delete`, index: false, admin: true }],
  "routes/admin.orders._index": [{ url: "/admin/orders", canonical: "/admin/orders", index: false, admin: true }],
  "routes/admin.orders.$id": [{ url: "/admin/orders/1", canonical: "/admin/orders/1", index: false, admin: true }],
  "routes/admin.discounts._index": [{ url: "/admin/discounts?page=1", canonical: "/admin/discounts", index: false, admin: true }],
  "routes/admin.discounts.new": [{ url: "/admin/discounts/new", canonical: "/admin/discounts/new", index: false, admin: true }],
  // Code 1 is the seeded WELCOME10.
  "routes/admin.discounts.$id": [{ url: "/admin/discounts/1", canonical: "/admin/discounts/1", index: false, admin: true }],
  "routes/admin.returns._index": [{ url: "/admin/returns?page=1", canonical: "/admin/returns", index: false, admin: true }],
  "routes/admin.returns.$id": [{ url: "/admin/returns/1", canonical: "/admin/returns/1", index: false, admin: true }],
  "routes/admin.rewards._index": [{ url: "/admin/rewards?page=1", canonical: "/admin/rewards", index: false, admin: true }],
  "routes/admin.rewards.$userId": [{ url: `/admin/rewards/${memberId}`, canonical: `/admin/rewards/${memberId}`, index: false, admin: true }],
  "routes/admin.subscribers": [{ url: "/admin/subscribers", canonical: "/admin/subscribers", index: false, admin: true }],
  "routes/admin.activity": [{ url: "/admin/activity", canonical: "/admin/activity", index: false, admin: true }],
  "routes/admin.dashboard": [{ url: "/admin/dashboard?period=7d", canonical: "/admin/dashboard", index: false, admin: true }],
  "routes/admin.system": [{ url: "/admin/system", canonical: "/admin/system", index: false, admin: true }],
  "routes/admin.settings": [{ url: "/admin/settings", canonical: "/admin/settings", index: false, admin: true }],
  "routes/admin.emails._index": [{ url: "/admin/emails?page=1", canonical: "/admin/emails", index: false, admin: true }],
  "routes/admin.emails.$id": [{ url: "/admin/emails/1", canonical: "/admin/emails/1", index: false, admin: true }],
  "routes/not-found": [{ url: "/not-found", canonical: null, index: false }],
  "routes/$": [{ url: "/no-such-page?x=1", canonical: null, index: false }],
});

const canonicalsIn = (html: string) => [...html.matchAll(/<link rel="canonical" href="([^"]*)"\/>/g)].map((match) => match[1]);
const linkTagsWithCanonical = (html: string) => (html.match(/<link[^>]*canonical[^>]*>/g) ?? []).length;
const isNoindex = (html: string) => html.includes('<meta name="robots" content="noindex"/>');

describe("canonical links", () => {
  it("has a sample for every page route of the build (a new page must state its rule here)", async () => {
    // @ts-expect-error the server build is plain JS written by `remix build`.
    const build = (await import("../../build/server/index.js")) as ServerBuild;
    const pageRoutes = Object.entries(build.routes)
      .filter(([id, route]) => id !== "root" && id !== "routes/admin" && typeof route.module.default === "function")
      .map(([id]) => id)
      .sort();
    expect(pageRoutes).toEqual(Object.keys(samples()).sort());
  });

  it("every page's server HTML carries exactly one absolute canonical on PUBLIC_ORIGIN, or noindex", async () => {
    for (const sample of Object.values(samples()).flat()) {
      const response = await server.fetch(sample.url, sample.admin ? { headers: adminHeaders } : undefined);
      const html = await response.text();
      const found = { url: sample.url, status: response.status, canonicals: canonicalsIn(html), noindex: isNoindex(html) };
      expect(found, sample.url).toEqual({
        url: sample.url,
        status: sample.canonical === null ? 404 : 200,
        canonicals: sample.canonical === null ? [] : [`${ORIGIN}${sample.canonical}`],
        noindex: !sample.index,
      });
      expect(linkTagsWithCanonical(html), sample.url).toBe(sample.canonical === null ? 0 : 1);
    }
  });

  it("lists exactly the indexable canonical URLs in the sitemap", async () => {
    const xml = await (await server.fetch("/sitemap.xml")).text();
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, "&"));
    expect(new Set(locs).size).toBe(locs.length);
    const byGender = (gender: string) => seedFragrances.filter((fragrance) => fragrance.gender === gender).length;
    const pages = (path: string, total: number) =>
      Array.from({ length: Math.ceil(total / 24) }, (_, index) => (index === 0 ? path : `${path}?page=${index + 1}`));
    const expected = [
      "/",
      "/about",
      "/faq",
      "/summer-mood-board",
      "/reviews/new",
      ...pages("/shop", seedFragrances.length),
      ...pages("/shop/male", byGender("male")),
      ...pages("/shop/female", byGender("female")),
      ...pages("/shop/unisex", byGender("unisex")),
      ...seedFragrances.map((_, index) => `/product/${index + 1}`),
    ].map((path) => `${ORIGIN}${path}`);
    expect(locs.sort()).toEqual(expected.sort());

    // Each listed URL is a page whose own canonical is that very URL.
    for (const loc of locs.filter((url) => !url.includes("/product/") || url.endsWith("/product/1"))) {
      const html = await (await server.fetch(loc.slice(ORIGIN.length))).text();
      expect(canonicalsIn(html), loc).toEqual([loc]);
    }
  });
});
