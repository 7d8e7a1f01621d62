// A local HTTP server that speaks the part of Stripe's API the shop calls
// (payment intents, checkout sessions, coupons, refunds; Stripe Tax in
// fake-stripe-tax.ts), keeps Stripe's idempotency rule (the same
// Idempotency-Key answers the same object) and records every request. It
// also stands in for Stripe's hosted pages: GET /pay/{session} pays the
// session and sends the browser to its success_url, and /stripe.js is a tiny
// Stripe.js (./fake-stripe-js.ts) whose "card field" and test wallet confirm
// the intent here. Webhooks are signed with Stripe's scheme: HMAC-SHA256 over
// `${t}.${body}`; given `webhookUrl`, confirming an intent from the browser
// delivers its `payment_intent.succeeded` there first, as Stripe does.
import { createHmac } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { fakeStripeJs } from "./fake-stripe-js";
import { createFakeStripeTax, FakeStripeError } from "./fake-stripe-tax";

export type StripeRequest = { method: string; path: string; idempotencyKey: string | null; authorization: string | null; form: Record<string, string> };

type StripeObject = Record<string, unknown> & { id: string };

export const FAKE_WEBHOOK_SECRET = "whsec_fake_test_secret";

/** A webhook the fake delivered by itself, and what the shop answered. */
export type WebhookDelivery = { eventId: string; type: string; intentId: string; status: number };

export async function startFakeStripe({ webhookUrl }: { webhookUrl?: string } = {}) {
  const requests: StripeRequest[] = [];
  const deliveries: WebhookDelivery[] = [];
  const objects = new Map<string, StripeObject>();
  const byIdempotencyKey = new Map<string, StripeObject>();
  let counter = 0;
  let refuseNext = 0;
  const newId = (prefix: string) => `${prefix}_fake${String(++counter).padStart(6, "0")}`;
  let baseUrl = "";
  const tax = createFakeStripeTax(newId, objects);

  function metadataOf(form: Record<string, string>, prefix = "metadata") {
    const metadata: Record<string, string> = {};
    for (const [key, value] of Object.entries(form)) {
      const match = new RegExp(`^${prefix.replace(/[[\]]/g, "\\$&")}\\[(\\w+)\\]$`).exec(key);
      if (match) metadata[match[1]!] = value;
    }
    return metadata;
  }

  function createIntent(amount: number, metadata: Record<string, string>, status = "requires_payment_method"): StripeObject {
    const id = newId("pi");
    const intent = { id, object: "payment_intent", amount, currency: "usd", status, client_secret: `${id}_secret_fake`, metadata, last_payment_error: null, latest_charge: null };
    objects.set(id, intent);
    return intent;
  }

  function withCharge(intent: StripeObject): StripeObject {
    if (intent.status !== "succeeded") return intent;
    return { ...intent, latest_charge: { id: `ch_for_${intent.id}`, object: "charge", payment_method_details: { card: { brand: "visa", last4: "4242" } } } };
  }

  function create(path: string, form: Record<string, string>): StripeObject | null {
    if (path === "/v1/payment_intents") return createIntent(Number(form.amount), metadataOf(form));
    if (path === "/v1/coupons") {
      const coupon = { id: newId("co"), object: "coupon", amount_off: Number(form.amount_off) };
      objects.set(coupon.id, coupon);
      return coupon;
    }
    if (path === "/v1/checkout/sessions") {
      let total = 0;
      for (let index = 0; form[`line_items[${index}][quantity]`]; index++) {
        total += Number(form[`line_items[${index}][quantity]`]) * Number(form[`line_items[${index}][price_data][unit_amount]`]);
      }
      const coupon = form["discounts[0][coupon]"] ? objects.get(form["discounts[0][coupon]"]) : undefined;
      if (coupon) total -= Number(coupon.amount_off);
      const id = newId("cs");
      const session = {
        id,
        object: "checkout.session",
        url: `${baseUrl}/pay/${id}`,
        amount_total: total,
        status: "open",
        payment_status: "unpaid",
        payment_intent: null,
        metadata: metadataOf(form),
        intent_metadata: metadataOf(form, "payment_intent_data[metadata]"),
        success_url: form.success_url,
        cancel_url: form.cancel_url,
      };
      objects.set(id, session);
      return session;
    }
    if (path === "/v1/refunds") {
      const refund = { id: newId("re"), object: "refund", status: "succeeded", payment_intent: form.payment_intent, amount: Number(form.amount) };
      objects.set(refund.id, refund);
      return refund;
    }
    return null;
  }

  /** What Stripe's page does once the card is accepted: a succeeded intent, a paid session. */
  function paySession(session: StripeObject) {
    if (session.payment_status === "paid") return;
    const intent = createIntent(Number(session.amount_total), session.intent_metadata as Record<string, string>, "succeeded");
    Object.assign(session, { status: "complete", payment_status: "paid", payment_intent: intent.id });
  }

  /** Stripe's own webhook after a confirmation, delivered before the browser hears back (when the shop's URL is known). */
  async function deliverSucceeded(intent: StripeObject) {
    if (!webhookUrl) return;
    const delivery = signEvent("payment_intent.succeeded", withCharge(intent), { id: newId("evt") });
    const response = await fetch(webhookUrl, {
      method: "POST",
      body: delivery.body,
      headers: { "Content-Type": "application/json; charset=utf-8", "Stripe-Signature": delivery.signature },
    }).catch(() => null);
    deliveries.push({ eventId: delivery.id, type: "payment_intent.succeeded", intentId: intent.id, status: response?.status ?? 0 });
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", baseUrl);
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { "Content-Type": "application/json", "Request-Id": `req_${counter}` });
        res.end(JSON.stringify(body));
      };
      if (url.pathname === "/stripe.js") {
        res.writeHead(200, { "Content-Type": "text/javascript", "Access-Control-Allow-Origin": "*" });
        res.end(fakeStripeJs(baseUrl));
        return;
      }
      if (req.method === "GET" && url.pathname.startsWith("/pay/")) {
        // The hosted checkout page: the shopper "pays" and is sent back.
        const session = objects.get(url.pathname.slice("/pay/".length));
        if (!session) return send(404, { error: { message: "No such session" } });
        paySession(session);
        res.writeHead(303, { Location: String(session.success_url).replace("{CHECKOUT_SESSION_ID}", session.id) });
        res.end();
        return;
      }
      if (req.method === "POST" && url.pathname.startsWith("/confirm/")) {
        // The stand-in Stripe.js confirming an intent from the browser (CORS, like api.stripe.com).
        const intent = objects.get(url.pathname.slice("/confirm/".length));
        res.setHeader("Access-Control-Allow-Origin", "*");
        if (!intent) return send(404, { error: { message: "No such intent" } });
        // A wallet authorised the amount its sheet showed: an intent for another is refused.
        if (form.amount !== undefined && Number(form.amount) !== intent.amount) {
          return send(400, { error: { type: "invalid_request_error", message: `The wallet authorised ${form.amount}, the payment is for ${String(intent.amount)}` } });
        }
        intent.status = "succeeded";
        void deliverSucceeded(intent).then(() => send(200, intent));
        return;
      }
      requests.push({
        method: req.method ?? "",
        path: url.pathname,
        idempotencyKey: (req.headers["idempotency-key"] as string | undefined) ?? null,
        authorization: req.headers.authorization ?? null,
        form,
      });
      if (req.method === "POST" && refuseNext > 0) {
        refuseNext -= 1;
        return send(400, { error: { type: "invalid_request_error", message: "Refused by the test" } });
      }
      if (req.method === "POST") {
        const key = (req.headers["idempotency-key"] as string | undefined) ?? null;
        const earlier = key ? byIdempotencyKey.get(`${url.pathname} ${key}`) : undefined;
        if (earlier) return send(200, earlier);
        const made = create(url.pathname, form) ?? tax.create(url.pathname, form);
        if (!made) return send(404, { error: { type: "invalid_request_error", message: `Unknown path ${url.pathname}` } });
        if (made instanceof FakeStripeError) return send(made.status, { error: { type: "invalid_request_error", message: made.message, code: made.code } });
        if (key) byIdempotencyKey.set(`${url.pathname} ${key}`, made);
        return send(200, made);
      }
      const listed = tax.read(url.pathname, url.searchParams);
      if (listed instanceof FakeStripeError) return send(listed.status, { error: { type: "invalid_request_error", message: listed.message } });
      if (listed) return send(200, listed);
      const object = objects.get(url.pathname.split("/").at(-1) ?? "");
      if (!object) return send(404, { error: { type: "invalid_request_error", message: "No such object" } });
      return send(200, object.object === "payment_intent" ? withCharge(object) : object);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;

  return {
    port,
    baseUrl,
    requests,
    /** The app's settings for this server. */
    env: {
      PAYMENT_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_test_fake",
      STRIPE_PUBLISHABLE_KEY: "pk_test_fake",
      STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
      STRIPE_API_HOST: "127.0.0.1",
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: "http",
      STRIPE_JS_URL: `${baseUrl}/stripe.js`,
    },
    object: (id: string) => objects.get(id),
    /** Stripe Tax's side: places it collects in (Denver 80202 from the start), calculations and transactions made. */
    tax: { addPlace: tax.addPlace, calculation: tax.calculation, transactions: tax.transactions, transaction: tax.transaction },
    /** The next `count` API posts answer 400, as Stripe does for a request it refuses. */
    refuseNextPosts(count = 1) {
      refuseNext = count;
    },
    /** Sets an intent's state as Stripe would after the shopper's card was accepted or declined. */
    settleIntent(id: string, outcome: "succeeded" | "failed") {
      const intent = objects.get(id)!;
      if (outcome === "succeeded") Object.assign(intent, { status: "succeeded", last_payment_error: null });
      else Object.assign(intent, { status: "requires_payment_method", last_payment_error: { message: "Your card was declined." } });
      return outcome === "succeeded" ? withCharge(intent) : intent;
    },
    paySession: (id: string) => paySession(objects.get(id)!),
    /** A webhook delivery as Stripe makes it: the event body and its Stripe-Signature header. */
    event(type: string, object: unknown, options: { id?: string; secret?: string; timestamp?: number } = {}) {
      return signEvent(type, object, { ...options, id: options.id ?? newId("evt") });
    },
    /** The webhooks the fake delivered by itself (`webhookUrl`), oldest first. */
    deliveries,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

/** An event as Stripe sends it: the body and its Stripe-Signature header (HMAC-SHA256 over `${t}.${body}`). */
function signEvent(type: string, object: unknown, { id, secret = FAKE_WEBHOOK_SECRET, timestamp = Math.floor(Date.now() / 1000) }: { id: string; secret?: string; timestamp?: number }) {
  const body = JSON.stringify({ id, object: "event", type, created: timestamp, data: { object }, livemode: false, api_version: null });
  const v1 = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return { id, body, signature: `t=${timestamp},v1=${v1}` };
}
