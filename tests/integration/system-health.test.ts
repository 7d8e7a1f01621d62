// Health (issue 37): /readyz through the real handler over a real database,
// a payment event whose processing fails recorded and retried from
// /admin/system, and a failed e-mail retried there. The failure is real: a
// trigger in the database refuses the event's row, as a broken constraint
// would, and is dropped before the retry.
import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, backups, emailOutbox, orders, serverProcesses, webhookFailures } from "../../db/schema";
import { SHIPPED_MIGRATIONS } from "../../db/shipped-migrations";
import { queueEmail } from "../../app/models/email-outbox.server";
import { beat, PROCESS_FORGOTTEN_AFTER_MS } from "../../app/services/server-heartbeat.server";
import { insertOrder, userWithSession } from "../support/admin";
import { startFakeStripe, type FakeStripe } from "../support/fake-stripe";
import { startHttpRecorder } from "../support/http-recorder";
import { startTestServer, type TestServer } from "../support/test-server";

type Readiness = {
  status: string;
  checks: {
    database: { ok: boolean };
    migrations: { ok: boolean; applied: number; expected: number };
    outbox: { ok: boolean; pending: number; oldestPendingAgeSeconds: number | null };
    webhooks: { ok: boolean; failuresLastHour: number };
  };
};

let server: TestServer;
let stripe: FakeStripe;
let admin: Awaited<ReturnType<typeof userWithSession>>;
beforeAll(async () => {
  stripe = await startFakeStripe();
  // No mail server: e-mail waits in the outbox by design.
  server = await startTestServer({ env: { RATE_LIMIT_MULTIPLIER: "1000", ...stripe.env } });
  admin = await userWithSession(server.db, "admin");
});
afterAll(async () => {
  await server.close();
  await stripe.close();
});

async function readyz(target: TestServer = server) {
  const response = await target.fetch("/readyz");
  return { response, body: (await response.json()) as Readiness };
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** An e-mail in the outbox, queued `minutes` ago, with the given status. */
async function emailRow(target: TestServer, { subject, minutes = 0, status = "pending" as "pending" | "failed" }: { subject: string; minutes?: number; status?: "pending" | "failed" }) {
  await queueEmail(target.db, { kind: "newsletter-welcome", to: "ops@example.com", subject, text: "Hi", html: "<p>Hi</p>" });
  const [row] = await target.db
    .update(emailOutbox)
    .set({ createdAt: minutesAgo(minutes), status, attempts: status === "failed" ? 10 : 0, lastError: status === "failed" ? "550 mailbox unavailable" : null })
    .where(eq(emailOutbox.subject, subject))
    .returning();
  return row!;
}

describe("/readyz", () => {
  it("answers 200 on a fresh database, in JSON, never cached, with every shipped migration applied", async () => {
    const { response, body } = await readyz();
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(body).toEqual({
      status: "ok",
      checks: {
        database: { ok: true },
        migrations: { ok: true, applied: SHIPPED_MIGRATIONS.length, expected: SHIPPED_MIGRATIONS.length },
        outbox: { ok: true, pending: 0, oldestPendingAgeSeconds: null },
        webhooks: { ok: true, failuresLastHour: 0 },
      },
    });
    expect(SHIPPED_MIGRATIONS.length).toBeGreaterThanOrEqual(14);
  });

  it("counts no backlog where no mail server is configured: the outbox is meant to hold the mail", async () => {
    await emailRow(server, { subject: "Held on purpose", minutes: 60 });
    const { response, body } = await readyz();
    expect(response.status).toBe(200);
    expect(body.checks.outbox).toEqual({ ok: true, pending: 1, oldestPendingAgeSeconds: expect.any(Number) });
    expect(body.checks.outbox.oldestPendingAgeSeconds).toBeGreaterThanOrEqual(3599);
    await server.db.delete(emailOutbox).where(eq(emailOutbox.subject, "Held on purpose"));
  });

  it("answers 503 when e-mail can be delivered and the oldest pending one waits over 15 minutes", async () => {
    const api = await startHttpRecorder();
    const mailing = await startTestServer({ env: { EMAIL_API_URL: api.url, EMAIL_API_KEY: "key", EMAIL_FROM: "Shop <shop@example.com>" } });
    try {
      await emailRow(mailing, { subject: "Fresh", minutes: 1 });
      expect((await readyz(mailing)).response.status).toBe(200);
      await emailRow(mailing, { subject: "Stuck", minutes: 16 });
      const { response, body } = await readyz(mailing);
      expect(response.status).toBe(503);
      expect(body.status).toBe("unavailable");
      expect(body.checks.outbox).toMatchObject({ ok: false, pending: 2 });
      expect(body.checks.database.ok).toBe(true);
    } finally {
      await mailing.close();
      await api.close();
    }
  });

  it("answers 503 while a payment event that failed in the last hour is unresolved, not for an older or resolved one", async () => {
    const failure = { provider: "stripe", type: "payment_intent.succeeded", payload: "{}", lastError: "boom" };
    await server.db.insert(webhookFailures).values([
      { ...failure, eventId: "evt_old", firstFailedAt: minutesAgo(120), lastFailedAt: minutesAgo(61) },
      { ...failure, eventId: "evt_resolved", lastFailedAt: minutesAgo(5), resolvedAt: minutesAgo(1) },
    ]);
    expect((await readyz()).response.status).toBe(200);
    await server.db.insert(webhookFailures).values({ ...failure, eventId: "evt_recent", lastFailedAt: minutesAgo(5) });
    const { response, body } = await readyz();
    expect(response.status).toBe(503);
    expect(body.checks.webhooks).toEqual({ ok: false, failuresLastHour: 1 });
    await server.db.delete(webhookFailures);
  });
});

/** A pending order paid through Stripe, as checkout leaves it before the webhook. */
async function pendingStripeOrder() {
  const id = await insertOrder(server.db);
  const [order] = await server.db
    .update(orders)
    // A public id as checkout writes it (32 hex digits): the webhook finds the order by it.
    .set({ publicId: randomBytes(16).toString("hex"), status: "pending", paymentProvider: "stripe", cardBrand: null, cardLast4: null })
    .where(eq(orders.id, id))
    .returning();
  return order!;
}

/** Stripe's "payment succeeded" for the order, signed. */
function succeeded(publicId: string) {
  const intent = { id: `pi_health_${publicId}`, object: "payment_intent", status: "succeeded", latest_charge: null, last_payment_error: null, metadata: { order: publicId } };
  return stripe.event("payment_intent.succeeded", intent);
}

const deliver = (event: { body: string; signature: string }) =>
  server.fetch("/webhooks/stripe", { method: "POST", body: event.body, headers: { "Content-Type": "application/json", "Stripe-Signature": event.signature } });

/** Makes the database refuse the event's payment_events row, as a broken constraint would. */
const refuseEvent = (eventId: string) =>
  server.db.run(sql.raw(`CREATE TRIGGER refuse_event BEFORE INSERT ON payment_events WHEN NEW.id = '${eventId}' BEGIN SELECT RAISE(ABORT, 'payment event refused by the test trigger'); END`));
const allowEvents = () => server.db.run(sql`DROP TRIGGER refuse_event`);

const failureRow = (eventId: string) => server.db.select().from(webhookFailures).where(eq(webhookFailures.eventId, eventId)).get();
const orderStatus = async (id: number) => (await server.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)).get())?.status;

const asAdmin = (path: string, init: RequestInit = {}) => server.fetch(path, { ...init, headers: { ...admin.headers, ...init.headers } });
const post = (path: string, values: Record<string, string>, headers = admin.headers) =>
  server.fetch(path, { method: "POST", body: new URLSearchParams(values), headers });

describe("a payment event whose processing fails", () => {
  it("is recorded with its verified body and answered 500 (the provider sends it again); a redelivery that works resolves it", async () => {
    const order = await pendingStripeOrder();
    const event = succeeded(order.publicId);
    await refuseEvent(event.id);
    try {
      expect((await deliver(event)).status).toBe(500);
      expect(await failureRow(event.id)).toMatchObject({ provider: "stripe", type: "payment_intent.succeeded", payload: event.body, attempts: 1, resolvedAt: null });
      expect((await failureRow(event.id))!.lastError).toContain("payment event refused by the test trigger");
      expect((await deliver(event)).status).toBe(500);
      expect((await failureRow(event.id))!.attempts).toBe(2);
      expect(await orderStatus(order.id)).toBe("pending");
    } finally {
      await allowEvents();
    }
    const redelivered = await deliver(event);
    expect(redelivered.status).toBe(200);
    expect(await redelivered.json()).toMatchObject({ message: "Processed." });
    expect((await failureRow(event.id))!.resolvedAt).toBeInstanceOf(Date);
    expect(await orderStatus(order.id)).toBe("paid");
    expect((await readyz()).response.status).toBe(200);
  });

  it("turns /readyz to 503, is listed on /admin/system, and its Retry there processes the stored event once, audited", async () => {
    const order = await pendingStripeOrder();
    const event = succeeded(order.publicId);
    await refuseEvent(event.id);
    try {
      expect((await deliver(event)).status).toBe(500);
      const { response, body } = await readyz();
      expect(response.status).toBe(503);
      expect(body.checks.webhooks).toEqual({ ok: false, failuresLastHour: 1 });

      const page = await (await asAdmin("/admin/system")).text();
      expect(page).toContain("Failed payment events");
      expect(page).toContain(event.id);
      expect(page).toContain("payment event refused by the test trigger");

      // Still failing: the retry says so, and counts another attempt.
      const again = await post("/admin/system", { intent: "retry-webhook", eventId: event.id });
      expect(again.status).toBe(302);
      expect((await failureRow(event.id))!.attempts).toBe(2);
    } finally {
      await allowEvents();
    }
    const retried = await post("/admin/system", { intent: "retry-webhook", eventId: event.id });
    expect(retried.status).toBe(302);
    expect(retried.headers.get("Location")).toBe("/admin/system");
    expect((await failureRow(event.id))!.resolvedAt).toBeInstanceOf(Date);
    expect(await orderStatus(order.id)).toBe("paid");
    // The toast the redirect carries, shown on the page it leads to.
    const cookie = retried.headers.getSetCookie().map((value) => value.split(";")[0]).join("; ");
    const after = await (await asAdmin("/admin/system", { headers: { Cookie: cookie } })).text();
    expect(after).toContain("Payment event processed");
    expect(after).toContain("No failed payment events.");
    const audits = await server.db.select().from(auditLog).where(and(eq(auditLog.action, "retry"), eq(auditLog.entityId, event.id)));
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({ userId: admin.user.id, entity: "webhook event" });

    // Resolved: nothing left to retry, and a late redelivery changes nothing.
    expect(await post("/admin/system", { intent: "retry-webhook", eventId: event.id })).toMatchObject({ status: 302 });
    expect(await (await deliver(event)).json()).toMatchObject({ message: "Already processed." });
    expect((await readyz()).response.status).toBe(200);
  });
});

describe("/admin/system", () => {
  it("shows the release, the readiness checks, the database size and the last backup", async () => {
    const before = await (await asAdmin("/admin/system")).text();
    expect(before).toContain("No backup yet.");
    expect(before).toMatch(/Database size<\/dt><dd>[\d.]+ (KB|MB)/);
    expect(before).toContain("Readiness: ready");
    await server.db.insert(backups).values({ kind: "snapshot", file: "shop-2026-11-27T08-00-00Z.db", location: "/var/backups/shop", bytes: 3 * 1024 * 1024, durationMs: 120, takenAt: new Date() });
    const after = await (await asAdmin("/admin/system")).text();
    expect(after).toContain("shop-2026-11-27T08-00-00Z.db (3.0 MB) in /var/backups/shop");
  });

  it("lists the server processes that beat in the last 10 minutes; a beat prunes those gone longer", async () => {
    const now = new Date();
    const startedAt = new Date(now.getTime() - 3 * 3600_000 - 5 * 60_000);
    await beat({ db: server.db, id: "gone-host:41", release: "0ld", startedAt, now: new Date(now.getTime() - PROCESS_FORGOTTEN_AFTER_MS - 60_000) });
    await beat({ db: server.db, id: "shop-host:4242", release: "abc1234", startedAt, now });
    expect((await server.db.select().from(serverProcesses)).map((row) => row.id)).toEqual(["shop-host:4242"]);
    const page = await (await asAdmin("/admin/system")).text();
    expect(page).toContain("shop-host:4242");
    expect(page).toContain("abc1234");
    expect(page).toContain("3 h 5 min");
  });

  it("lists a failed e-mail, and its Retry makes it pending and due now, audited", async () => {
    const failed = await emailRow(server, { subject: "Your order has shipped (failed)", status: "failed" });
    const page = await (await asAdmin("/admin/system")).text();
    expect(page).toContain("Your order has shipped (failed)");
    expect(page).toContain("550 mailbox unavailable");
    const response = await post("/admin/system", { intent: "retry-email", emailId: String(failed.id) });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/system");
    const row = await server.db.select().from(emailOutbox).where(eq(emailOutbox.id, failed.id)).get();
    expect(row).toMatchObject({ status: "pending", attempts: 0 });
    expect(row!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await server.db.select().from(auditLog).where(and(eq(auditLog.action, "resend"), eq(auditLog.entityId, String(failed.id))))).toHaveLength(1);
    expect(await (await asAdmin("/admin/system")).text()).toContain("No failed e-mails.");
  });

  it("answers a retry it cannot read with 400 and a message, changing nothing", async () => {
    const response = await post("/admin/system", { intent: "retry-email", emailId: "not-a-number" });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("This retry could not be read.");
  });

  it("refuses a customer, page and retries (403), changing nothing", async () => {
    const customer = await userWithSession(server.db, "customer");
    const failed = await emailRow(server, { subject: "Not for customers", status: "failed" });
    expect((await server.fetch("/admin/system", { headers: customer.headers })).status).toBe(403);
    expect((await post("/admin/system", { intent: "retry-email", emailId: String(failed.id) }, customer.headers)).status).toBe(403);
    expect((await server.db.select().from(emailOutbox).where(eq(emailOutbox.id, failed.id)).get())!.status).toBe("failed");
  });
});
