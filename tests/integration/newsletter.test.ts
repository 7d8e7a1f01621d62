import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, newsletterSubscribers } from "../../db/schema";
import { parseEnv } from "../../app/lib/settings.server";
import { subscribe as signUp } from "../../app/services/subscribe-newsletter.server";
import { startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

function subscribe(fields: Record<string, string>) {
  return server.fetch("/resources/newsletter", { method: "POST", body: new URLSearchParams(fields) });
}

async function rows() {
  return server.db.select().from(newsletterSubscribers).orderBy(newsletterSubscribers.id);
}

describe("newsletter subscriptions", () => {
  it("stores a plain-form subscriber once and redirects back with a thank-you toast", async () => {
    const first = await subscribe({ email: "Fan@Example.com", source: "home", redirectTo: "/#newsletter" });
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe("/#newsletter");
    const cookie = first.headers.get("set-cookie")!.split(";")[0]!;
    const html = await (await server.fetch("/", { headers: { Cookie: cookie } })).text();
    expect(html).toContain("Thank you for subscribing!");

    const again = await subscribe({ email: "fan@example.com", source: "welcome-popup", respond: "json" });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ ok: true, created: false });
    expect((await rows()).filter((row) => row.email === "fan@example.com")).toEqual([
      expect.objectContaining({ email: "fan@example.com", source: "home" }),
    ]);
  });

  it("records the welcome popup as the source", async () => {
    const response = await subscribe({ email: "new@example.com", source: "welcome-popup", respond: "json" });
    expect(await response.json()).toMatchObject({ ok: true, created: true, message: expect.stringContaining("WELCOME10") });
    expect((await rows()).at(-1)).toMatchObject({ email: "new@example.com", source: "welcome-popup" });
  });

  it.each(["", "nope", "a@b"])("refuses %j without storing it", async (email) => {
    const before = (await rows()).length;
    const json = await subscribe({ email, respond: "json" });
    expect(json.status).toBe(400);
    expect(await json.json()).toEqual({
      message: "Please enter a valid email address.",
      errors: { email: ["Please enter a valid email address."] },
    });
    const plain = await subscribe({ email, redirectTo: "/" });
    expect(plain.status).toBe(302);
    const cookie = plain.headers.get("set-cookie")!.split(";")[0]!;
    const html = await (await server.fetch("/", { headers: { Cookie: cookie } })).text();
    expect(html).toContain("Invalid email");
    expect((await rows()).length).toBe(before);
  });

  it("ignores honeypot sign-ups and never redirects off-site", async () => {
    const before = (await rows()).length;
    const bot = await subscribe({ email: "bot@example.com", website: "x", redirectTo: "//evil.example" });
    expect(bot.status).toBe(302);
    expect(bot.headers.get("location")).toBe("/");
    expect((await rows()).length).toBe(before);
  });
});

describe("the sign-up use case", () => {
  it("counts every attempt against the limit, valid or not, and refuses the next before storing anything", async () => {
    const context = {
      db: server.db,
      env: parseEnv({ RATE_LIMIT_NEWSLETTER: "2" }),
      clientAddress: "10.0.1.1",
      outbox: { queued: false, delivery: false },
    };
    const origin = "https://shop.example";
    expect(await signUp(context, { signUp: null, origin })).toEqual({ ok: false, reason: "invalid-email" });
    expect(await signUp(context, { signUp: { email: "limit-1@example.com", source: "home" }, origin })).toEqual({ ok: true, created: true });
    // The welcome e-mail is queued, sent after the answer, and links to the shop on the origin given.
    expect(context.outbox.queued).toBe(true);
    const welcome = await server.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "limit-1@example.com")).get();
    expect(welcome?.textBody).toContain("https://shop.example/shop");

    expect(await signUp(context, { signUp: { email: "limit-2@example.com", source: "home" }, origin })).toEqual({
      ok: false,
      reason: "rate-limited",
      retryAfterSeconds: expect.any(Number),
    });
    expect((await rows()).map((row) => row.email)).not.toContain("limit-2@example.com");
  });
});
