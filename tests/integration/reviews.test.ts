import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fragrances, reviews } from "../../db/schema";
import { parseEnv } from "../../app/lib/settings.server";
import { submitReview } from "../../app/services/submit-review.server";
import { userWithSession } from "../support/admin";
import { startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_MULTIPLIER: "100" } });
});
afterAll(async () => {
  await server.close();
});

const valid = { name: "Ana Lopez", email: "Ana@Example.com", rating: "5", comment: "Lasts all day and smells wonderful." };

function postForm(fields: Record<string, string>) {
  return server.fetch("/reviews/new", { method: "POST", body: new URLSearchParams(fields) });
}

function postJson(body: unknown) {
  return server.fetch("/api/reviews", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function allReviews() {
  return server.db.select().from(reviews).orderBy(reviews.id);
}

describe("review page form", () => {
  it("stores a valid review unapproved, with the catalogue's product name, and shows the thank-you page", async () => {
    const product = (await server.db.select().from(fragrances).limit(1))[0]!;
    const response = await postForm({ ...valid, productId: String(product.id), productName: "spoofed" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/reviews/new?submitted=1");
    const cookie = response.headers.get("set-cookie")!.split(";")[0]!;
    const stored = (await allReviews()).at(-1)!;
    expect(stored).toMatchObject({
      name: "Ana Lopez",
      email: "ana@example.com",
      rating: 5,
      productId: product.id,
      productName: product.name,
      approved: false,
    });
    const thanks = await (await server.fetch("/reviews/new?submitted=1", { headers: { Cookie: cookie } })).text();
    expect(thanks).toContain("Thank You!");
    expect(thanks).toContain("Review Submitted!");
    expect(thanks).toContain("Thank you for your feedback. Your review will be published after approval.");
  });

  it.each([
    [{ name: "A" }, "Name must be at least 2 characters"],
    [{ email: "not-an-email" }, "Please enter a valid email address"],
    [{ rating: "" }, "Please select a rating"],
    [{ rating: "9" }, "Please select a rating"],
    [{ comment: "Too short" }, "Review must be at least 10 characters"],
  ])("refuses %j with its message and stores nothing", async (change, message) => {
    const before = (await allReviews()).length;
    const response = await postForm({ ...valid, ...change });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(message);
    expect((await allReviews()).length).toBe(before);
  });

  it("keeps typed values while searching for a product without JavaScript", async () => {
    const response = await postForm({ ...valid, intent: "find-product", productQuery: "Aventus" });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('value="Ana Lopez"');
    expect(html).not.toContain("General Review");
    expect(html).toMatch(/Inspired by [^<]*Aventus/);
  });

  it("silently drops honeypot submissions", async () => {
    const before = (await allReviews()).length;
    const response = await postForm({ ...valid, website: "http://spam.example" });
    expect(response.status).toBe(302);
    expect((await allReviews()).length).toBe(before);
  });
});

describe("POST /api/reviews", () => {
  it("accepts the spec's review submission as JSON", async () => {
    const response = await postJson({ name: "Bo", email: "bo@example.com", rating: 4, comment: "Really nice scent overall.", productName: "My bottle" });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { review: { approved: boolean }; errors: Record<string, string[]> };
    expect(body.review.approved).toBe(false);
    const stored = (await allReviews()).at(-1)!;
    expect(stored).toMatchObject({ name: "Bo", rating: 4, productId: null, productName: "My bottle", approved: false });
  });

  it("answers bad input with JSON errors and a 400", async () => {
    const response = await postJson({ name: "B", email: "x", rating: 0, comment: "short" });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { review: { approved: boolean }; errors: Record<string, string[]> };
    expect(body.errors).toEqual({
      name: ["Name must be at least 2 characters"],
      email: ["Please enter a valid email address"],
      rating: ["Please select a rating"],
      comment: ["Review must be at least 10 characters"],
    });
    expect((await postJson("{not json")).status).toBe(400);
    expect((await postJson([1, 2])).status).toBe(400);
    const unknown = await postJson({ ...valid, rating: 3, productId: 99999999 });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { errors: Record<string, string[]> }).errors.productId).toEqual(["Please choose a fragrance from the list"]);
  });
});

describe("moderation", () => {
  it("never shows unapproved reviews, and shows approved ones with their average and count", async () => {
    const product = (await server.db.select().from(fragrances).limit(1).offset(5))[0]!;
    const comment = "Unapproved secret comment text";
    await postJson({ name: "Cy", email: "cy@example.com", rating: 1, comment, productId: product.id });
    let home = await (await server.fetch("/")).text();
    let page = await (await server.fetch(`/product/${product.id}`)).text();
    for (const html of [home, page]) expect(html).not.toContain(comment);
    expect(home).toContain("No reviews yet");
    expect(page).not.toContain("AggregateRating");

    await postJson({ name: "Di <b>", email: "di@example.com", rating: 4, comment: "Approved lovely comment", productId: product.id });
    // Approved the way an admin does it, so the cached catalogue pages follow.
    const approved = await server.db.query.reviews.findFirst({ where: eq(reviews.name, "Di <b>") });
    const admin = await userWithSession(server.db, "admin");
    const moderation = await server.fetch("/admin/reviews", {
      method: "POST",
      headers: admin.headers,
      body: new URLSearchParams({ intent: "approve", reviewId: String(approved!.id) }),
    });
    expect(moderation.status).toBe(302);
    home = await (await server.fetch("/")).text();
    page = await (await server.fetch(`/product/${product.id}`)).text();
    expect(home).toContain("Approved lovely comment");
    expect(home).toContain("4.0 out of 5 from 1 review");
    expect(home).toContain("Di &lt;b&gt;");
    expect(page).toContain("4.0 out of 5 from 1 review");
    expect(page).not.toContain(comment);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page)![1]!);
    expect(jsonLd.aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 1 });
    expect(jsonLd.review[0]).toMatchObject({ author: { name: "Di <b>" }, reviewBody: "Approved lovely comment" });
  });
});

describe("rate limit", () => {
  it("answers too many API submissions with 429", async () => {
    const limited = await startTestServer({ env: { RATE_LIMIT_REVIEW: "2" } });
    try {
      const send = () =>
        limited.fetch("/api/reviews", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ name: "Ed", email: "ed@example.com", rating: 3, comment: "Fine fragrance, nice." }),
        });
      expect((await send()).status).toBe(201);
      expect((await send()).status).toBe(201);
      const third = await send();
      expect(third.status).toBe(429);
      expect(third.headers.get("retry-after")).toBeTruthy();
      expect(((await third.json()) as { message: string }).message).toMatch(/Too many attempts/);
    } finally {
      await limited.close();
    }
  });
});

describe("the review form's use case", () => {
  it("counts an invalid submission too, refuses the next with its wait, and keeps the picker for the form", async () => {
    const context = { db: server.db, env: parseEnv({ RATE_LIMIT_REVIEW: "1" }), clientAddress: "10.0.2.1" };
    const product = (await server.db.select().from(fragrances).limit(1))[0]!;
    const post = { productQuery: "", productId: String(product.id) };
    const invalid = await submitReview(context, { ...post, review: null });
    expect(invalid).toMatchObject({ ok: false, reason: "invalid", picker: { selected: { id: product.id, name: product.name } } });

    const before = (await allReviews()).length;
    const review = { name: "Fay", email: "fay@example.com", rating: 4, comment: "Would buy it again.", productId: product.id };
    const limited = await submitReview(context, { ...post, review });
    expect(limited).toMatchObject({ ok: false, reason: "rate-limited", retryAfterSeconds: expect.any(Number), picker: { selected: { id: product.id } } });
    expect((await allReviews()).length).toBe(before);
  });
});
