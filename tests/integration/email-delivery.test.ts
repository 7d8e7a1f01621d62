// Transactional e-mail end to end: the real app queues each e-mail with the
// change that causes it, and the outbox sender delivers it to a real SMTP
// server or a recording HTTP e-mail API started here. Time is moved by
// handing the sender a later clock, never by waiting.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createDb, runBatch } from "../../db/client";
import { emailOutbox } from "../../db/schema";
import { MAX_EMAIL_ATTEMPTS } from "../../app/lib/email-retry";
import { queueEmail } from "../../app/models/email-outbox.server";
import { deliverOutbox } from "../../app/services/email/deliver-outbox.server";
import { smtpTransport } from "../../server/smtp-transport";
import { userWithSession } from "../support/admin";
import { checkoutFields } from "../support/checkout-form";
import { startHttpRecorder } from "../support/http-recorder";
import { createShopper } from "../support/shopper";
import { startSmtpRecorder, type SmtpRecorder } from "../support/smtp-recorder";
import { createTestDatabase, startTestServer, type TestServer } from "../support/test-server";

const FROM = "Onbrand <hello@onbrandfragrances.com>";

/** Adds 2 × fragrance 1 and 1 × fragrance 2 ($125.00 with shipping) and checks out; answers the order's public id. */
async function placeOrder(server: TestServer, email: string) {
  const shopper = createShopper(server);
  await shopper.addToCart(1);
  await shopper.post("/resources/cart", { intent: "update", fragranceId: 1, quantity: 2 });
  await shopper.addToCart(2);
  const response = await shopper.post("/checkout", checkoutFields({ email, expectedTotal: 12500 }));
  expect(response.status).toBe(302);
  return response.headers.get("Location")!.split("/").pop()!;
}

async function outboxRow(server: TestServer, messageId: string) {
  return server.db.select().from(emailOutbox).where(eq(emailOutbox.messageId, messageId)).get();
}

/** The row's state once the sender that ran after the response has recorded its outcome (polls the database). */
async function settled(server: TestServer, messageId: string, done: (row: NonNullable<Awaited<ReturnType<typeof outboxRow>>>) => boolean) {
  return vi.waitFor(
    async () => {
      const row = await outboxRow(server, messageId);
      if (!row || !done(row)) throw new Error(`${messageId} not settled yet`);
      return row;
    },
    { timeout: 10_000, interval: 20 },
  );
}

const pageText = async (server: TestServer, path: string, headers: Record<string, string> = {}) =>
  (await server.fetch(path, { headers })).text();

describe("over SMTP (SMTP_URL)", () => {
  let smtp: SmtpRecorder;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtpRecorder();
    server = await startTestServer({ env: { SMTP_URL: smtp.url, RATE_LIMIT_MULTIPLIER: "1000" } });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it("e-mails the order's lines, totals, address and link to the shopper once, with no card number", async () => {
    const before = smtp.received.length;
    const publicId = await placeOrder(server, "Shopper.One@Example.com");
    await smtp.waitForCount(before + 1);
    const { envelopeTo, mail } = smtp.received[before]!;
    const number = publicId.slice(0, 8).toUpperCase();

    expect(envelopeTo).toEqual(["shopper.one@example.com"]);
    expect(mail.subject).toBe(`Your Onbrand order ${number}`);
    expect(mail.from?.text).toBe('"Onbrand" <hello@onbrandfragrances.com>');
    expect(mail.messageId).toBe(`<order-confirmation/${publicId}@onbrandfragrances.com>`);
    for (const part of [mail.text ?? "", String(mail.html)]) {
      expect(part).toContain("× 2");
      expect(part).toContain("$125.00");
      expect(part).toContain("1 Larimer St, Denver, CO 80202, United States");
      expect(part).toContain(`${server.baseUrl}/orders/${publicId}`);
      expect(part).toContain("ending in 4242");
      expect(part).not.toMatch(/4242[ -]?4242/);
    }
    expect(mail.text).toContain("Total: $125.00");

    const row = await settled(server, `order-confirmation/${publicId}`, (r) => r.status === "sent");
    expect(row.attempts).toBe(1);
    expect(await pageText(server, `/orders/${publicId}`)).toContain("Order details have been sent to shopper.one@example.com.");
    expect(smtp.received.filter(({ mail: m }) => m.messageId?.includes(publicId))).toHaveLength(1);
  });

  it("welcomes a new subscriber with WELCOME10, and only once", async () => {
    const before = smtp.received.length;
    const shopper = createShopper(server);
    const subscribe = () => shopper.post("/resources/newsletter", { email: "new.reader@example.com", source: "home", redirectTo: "/" });
    expect((await subscribe()).status).toBe(302);
    await smtp.waitForCount(before + 1);
    const { envelopeTo, mail } = smtp.received[before]!;
    expect(envelopeTo).toEqual(["new.reader@example.com"]);
    expect(mail.subject).toBe("Welcome to Onbrand: 10% off your first order");
    expect(mail.text).toContain("Use code WELCOME10 at checkout for 10% off your first order.");
    expect(String(mail.html)).toContain("WELCOME10");
    await settled(server, "newsletter-welcome/new.reader@example.com", (r) => r.status === "sent");

    // Signing up again is welcome, but queues nothing.
    expect((await subscribe()).status).toBe(302);
    const welcomes = await server.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "new.reader@example.com"));
    expect(welcomes).toHaveLength(1);
  });

  it("retries a message the server refused, after the backoff, and delivers it once", async () => {
    smtp.refuseNext(1);
    const before = smtp.received.length;
    const publicId = await placeOrder(server, "retry@example.com");
    const messageId = `order-confirmation/${publicId}`;
    const refused = await settled(server, messageId, (r) => r.lastError !== null);
    expect(refused).toMatchObject({ status: "pending", attempts: 1 });
    expect(refused.lastError).toContain("smtp:");
    expect(refused.lastError).toContain("451");
    expect(refused.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(50_000);
    expect(await pageText(server, `/orders/${publicId}`)).toContain("Order details are on their way to retry@example.com.");

    const transport = smtpTransport(smtp.url);
    // Not due yet: nothing is sent.
    expect(await deliverOutbox({ db: server.db, transport, from: FROM })).toEqual({ sent: 0, retrying: 0, failed: 0 });
    // A minute later it is.
    const later = () => new Date(refused.nextAttemptAt.getTime() + 1);
    expect(await deliverOutbox({ db: server.db, transport, from: FROM, now: later })).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await outboxRow(server, messageId)).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    expect(await deliverOutbox({ db: server.db, transport, from: FROM, now: later })).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(smtp.received.length).toBe(before + 1);
    expect(smtp.received.filter(({ mail }) => mail.messageId?.includes(publicId))).toHaveLength(1);
  });

  it("gives up after the last attempt, keeps the error for the admin and tells the shopper whom to write to", async () => {
    smtp.refuseNext(1);
    const publicId = await placeOrder(server, "gives.up@example.com");
    const messageId = `order-confirmation/${publicId}`;
    await settled(server, messageId, (r) => r.lastError !== null);
    // As if every attempt but the last had failed already.
    await server.db.update(emailOutbox).set({ attempts: MAX_EMAIL_ATTEMPTS - 1, nextAttemptAt: new Date(0) }).where(eq(emailOutbox.messageId, messageId));
    smtp.refuseNext(1);
    expect(await deliverOutbox({ db: server.db, transport: smtpTransport(smtp.url), from: FROM })).toEqual({ sent: 0, retrying: 0, failed: 1 });
    const row = (await outboxRow(server, messageId))!;
    expect(row).toMatchObject({ status: "failed", attempts: MAX_EMAIL_ATTEMPTS });

    const page = await pageText(server, `/orders/${publicId}`);
    expect(page).toContain("We could not e-mail your order details to gives.up@example.com.");
    expect(page).toContain("mailto:hello@onbrandfragrances.com");
    const admin = await userWithSession(server.db, "admin");
    const detail = await pageText(server, `/admin/emails/${row.id}`, admin.headers);
    expect(detail).toContain("Last error");
    expect(detail).toContain("Try again later");

    // "Send again": a customer may not; the admin's post queues it anew (audit-logged) and it goes out once.
    const customer = await userWithSession(server.db, "customer");
    const send = (headers: Record<string, string>) => server.fetch(`/admin/emails/${row.id}`, { method: "POST", body: new URLSearchParams(), headers });
    expect((await send(customer.headers)).status).toBe(403);
    expect((await outboxRow(server, messageId))!.status).toBe("failed");
    const before = smtp.received.length;
    const resent = await send(admin.headers);
    expect(resent.status).toBe(302);
    expect(resent.headers.get("location")).toBe(`/admin/emails/${row.id}`);
    await smtp.waitForCount(before + 1);
    expect(smtp.received[before]!.mail.messageId).toBe(`<${messageId}@onbrandfragrances.com>`);
    expect(await settled(server, messageId, (r) => r.status === "sent")).toMatchObject({ attempts: 1 });
    expect(await pageText(server, "/admin/activity", admin.headers)).toContain("Sent again");
    // A sent e-mail is not sent again.
    expect((await send(admin.headers)).status).toBe(302);
    expect(await outboxRow(server, messageId)).toMatchObject({ status: "sent", attempts: 1 });
    expect(smtp.received.length).toBe(before + 1);
  });
});

describe("two senders at once", () => {
  it("deliver each message exactly once", async () => {
    const smtp = await startSmtpRecorder();
    const { url, cleanup } = await createTestDatabase({ seed: false });
    // Two clients on one file: two server processes, each with its own connection.
    const [first, second] = [createDb({ url }), createDb({ url })];
    try {
      const count = 25;
      const queued = Array.from({ length: count }, (_, i) =>
        queueEmail(first, { kind: "password-reset", to: `r${i}@example.com`, subject: `Mail ${i}`, text: "x", html: "<p>x</p>", messageId: `test/${i}` }),
      );
      await runBatch(first, [queued[0]!, ...queued.slice(1)]);
      const transport = smtpTransport(smtp.url);
      const reports = await Promise.all([deliverOutbox({ db: first, transport, from: FROM }), deliverOutbox({ db: second, transport, from: FROM })]);

      expect(reports[0]!.sent + reports[1]!.sent).toBe(count);
      expect(smtp.received).toHaveLength(count);
      const ids = smtp.received.map(({ mail }) => mail.messageId);
      expect(new Set(ids).size).toBe(count);
      const rows = await first.select().from(emailOutbox);
      expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
    } finally {
      await smtp.close();
      cleanup();
    }
  });
});

describe("over an HTTP e-mail API (EMAIL_API_URL)", () => {
  it("posts the message as JSON with the key, the sender and the message id as idempotency key", async () => {
    const api = await startHttpRecorder();
    const server = await startTestServer({
      env: { EMAIL_API_URL: api.url, EMAIL_API_KEY: "test-api-key", EMAIL_FROM: "Shop <orders@shop.example>", RATE_LIMIT_MULTIPLIER: "1000" },
    });
    try {
      const publicId = await placeOrder(server, "api.buyer@example.com");
      await api.waitForCount(1);
      const [request] = api.requests;
      expect(request).toMatchObject({ method: "POST", path: "/emails" });
      expect(request!.headers.authorization).toBe("Bearer test-api-key");
      expect(request!.headers["content-type"]).toBe("application/json");
      expect(request!.headers["idempotency-key"]).toBe(`order-confirmation/${publicId}`);
      const body = request!.body as Record<string, unknown>;
      expect(body).toMatchObject({
        from: "Shop <orders@shop.example>",
        to: ["api.buyer@example.com"],
        subject: `Your Onbrand order ${publicId.slice(0, 8).toUpperCase()}`,
        headers: { "Message-ID": `<order-confirmation/${publicId}@shop.example>` },
      });
      expect(body.text).toContain("Total: $125.00");
      expect(body.html).toContain("$125.00");
      await settled(server, `order-confirmation/${publicId}`, (r) => r.status === "sent");

      // An API that answers with an error: the attempt is recorded and retried later.
      api.answerWith(503);
      const second = await placeOrder(server, "api.buyer@example.com");
      const row = await settled(server, `order-confirmation/${second}`, (r) => r.lastError !== null);
      expect(row).toMatchObject({ status: "pending", attempts: 1 });
      expect(row.lastError).toContain("http-api: E-mail API answered 503");
    } finally {
      await server.close();
      await api.close();
    }
  });
});

describe("with no mail server configured", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMIT_MULTIPLIER: "1000" } });
  });
  afterAll(() => server.close());

  it("keeps the e-mail pending and shows it, rendered, to the admin", async () => {
    const publicId = await placeOrder(server, "waiting@example.com");
    const row = (await outboxRow(server, `order-confirmation/${publicId}`))!;
    expect(row).toMatchObject({ status: "pending", attempts: 0, toAddress: "waiting@example.com" });
    expect(await pageText(server, `/orders/${publicId}`)).toContain("Order details are waiting to be e-mailed to waiting@example.com");

    const admin = await userWithSession(server.db, "admin");
    const list = await pageText(server, "/admin/emails", admin.headers);
    expect(list).toContain("No mail server is configured");
    expect(list).toContain("waiting@example.com");
    expect(list).toContain(row.subject);
    expect(list).toContain(`href="/admin/emails/${row.id}"`);
    expect(list).toMatch(/<td[^>]*>pending<\/td>/);

    const detail = await server.fetch(`/admin/emails/${row.id}`, { headers: admin.headers });
    expect(detail.status).toBe(200);
    const html = await detail.text();
    expect(html).toMatch(/<iframe[^>]*sandbox=""[^>]*>/);
    expect(html).toContain('title="HTML part"');
    expect(html).toMatch(/<iframe[^>]*srcdoc="&lt;!doctype html&gt;/i);
    expect(html).toContain("Total: $125.00");
    expect((await server.fetch("/admin/emails/999999", { headers: admin.headers })).status).toBe(404);
  });
});
