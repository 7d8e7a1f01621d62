// Issue 37's proof that backups restore: the real production server takes
// orders from the load generator's shoppers (scripts/load/shopper-session.ts,
// the same visits `npm run load` makes); `npm run backup` snapshots the live
// database in the middle of it; `npm run restore` puts the snapshot into a new
// directory; a second server starts on it; and every order a shopper saw
// confirmed before the backup started is there, whole: the same order row and
// lines as the live database has, and the same order through the JSON API.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import { afterAll, expect, it } from "vitest";
import { runSession, type PlacedOrder, type SessionShared } from "../../scripts/load/shopper-session";
import { createStats } from "../../scripts/load/stats";
import { seededRandom } from "../../scripts/seeded-random";
import { startProductionServer, type ProductionServer } from "../../scripts/production-server";
import { createShopper } from "../support/shopper";

const dir = mkdtempSync(join(tmpdir(), "onbrand-backup-load-"));
const live = `file:${join(dir, "live", "shop.db")}`;
const restored = `file:${join(dir, "restored", "shop.db")}`;
const servers: ProductionServer[] = [];
const SHOPPERS = 8;
const SEED = 37;
/** Orders confirmed before the backup starts, and after it ends (it was taken under load). */
const BEFORE = 5;
const AFTER = 3;

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop("SIGKILL")));
  rmSync(dir, { recursive: true, force: true });
});

/** `npm run backup` / `npm run restore` as a separate process, as an operator runs them. */
function runScript(script: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", script, ...args], { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

/** Each order and its lines as stored, every column (ids included: a restore keeps them). */
async function storedOrders(url: string, publicIds: string[]) {
  const client = createClient({ url });
  try {
    const found = new Map<string, unknown>();
    for (const publicId of publicIds) {
      const order = (await client.execute({ sql: "select * from orders where public_id = ?", args: [publicId] })).rows[0];
      if (!order) continue;
      const lines = (await client.execute({ sql: "select * from order_items where order_id = ? order by id", args: [order.id ?? null] })).rows;
      found.set(publicId, JSON.parse(JSON.stringify({ order, lines })));
    }
    return found;
  } finally {
    client.close();
  }
}

it(
  "a backup taken while shoppers place orders restores into a new directory with every order confirmed before it, whole",
  async () => {
    const server = await startProductionServer({ databaseUrl: live, env: { RATE_LIMIT_MULTIPLIER: "1000", WEB_CONCURRENCY: "2" }, stdio: "ignore" });
    servers.push(server);
    // An uploaded photo's file, to see the photos travel with the snapshot.
    mkdirSync(join(dir, "live", "images", "fragrances", "7"), { recursive: true });
    writeFileSync(join(dir, "live", "images", "fragrances", "7", "photo-test-400.webp"), "photo bytes");

    const shared: SessionShared = {
      baseUrl: server.baseUrl,
      stats: createStats(),
      fragranceCount: ((await (await fetch(`${server.baseUrl}/healthz`)).json()) as { fragrances: number }).fragrances,
      accounts: [],
      confirmed: [],
      uncertain: [],
      requestTimeoutMs: 30_000,
      nextEmail: (() => {
        let counter = 0;
        return () => `backup-shopper-${(counter += 1)}@example.com`;
      })(),
    };
    // The shoppers keep going until told to stop; they think briefly (20-100 ms), so orders come often.
    let stop = false;
    const shouldStop = () => stop;
    const started = Date.now();
    const shoppers = Promise.all(
      Array.from({ length: SHOPPERS }, async (_, index) => {
        const random = seededRandom(SEED + index);
        const think = () => new Promise<void>((resolve) => setTimeout(resolve, 20 + random() * 80));
        while (!shouldStop()) await runSession(shared, random, think, shouldStop);
      }),
    );
    const until = async (condition: () => boolean, ms: number) => {
      const deadline = Date.now() + ms;
      while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    };

    // Once orders are flowing: what was confirmed up to now must be in the snapshot.
    await until(() => shared.confirmed.length >= BEFORE, 60_000);
    const confirmedBefore: PlacedOrder[] = [...shared.confirmed];
    const backup = await runScript("scripts/backup.ts", ["--dir", join(dir, "backups")], { DATABASE_URL: live });
    const confirmedAfterBackup = shared.confirmed.length;
    await until(() => shared.confirmed.length >= confirmedAfterBackup + AFTER, 30_000);
    stop = true;
    await shoppers;
    expect(backup.output).toMatch(/Backed up the database to .*shop-.*Z\.db/);
    expect(backup.code).toBe(0);
    await server.stop();
    const placed = shared.confirmed.length;
    console.log(
      `${placed} orders confirmed in ${((Date.now() - started) / 1000).toFixed(0)} s: ${confirmedBefore.length} before the backup started, ` +
        `${confirmedAfterBackup - confirmedBefore.length} while it ran, ${placed - confirmedAfterBackup} after it; ${shared.stats.totalErrors()} errors`,
    );
    console.table(shared.stats.rows([]));
    expect(confirmedBefore.length).toBeGreaterThanOrEqual(BEFORE);
    // Orders kept coming after the snapshot was taken: it was taken under load.
    expect(placed).toBeGreaterThanOrEqual(confirmedAfterBackup + AFTER);
    expect(shared.stats.totalErrors()).toBe(0);

    const snapshot = readdirSync(join(dir, "backups")).find((name) => name.endsWith(".db"))!;
    const restore = await runScript("scripts/restore.ts", [join(dir, "backups", snapshot), "--to", restored]);
    expect(restore.output).toContain("Restored");
    expect(restore.code).toBe(0);
    expect(readFileSync(join(dir, "restored", "images", "fragrances", "7", "photo-test-400.webp"), "utf8")).toBe("photo bytes");

    const again = await startProductionServer({ databaseUrl: restored, env: { RATE_LIMIT_MULTIPLIER: "1000", WEB_CONCURRENCY: "1" }, stdio: "ignore" });
    servers.push(again);
    const ids = confirmedBefore.map((order) => order.publicId!);
    // Whole: the restored row and lines are exactly the live database's.
    const [liveOrders, restoredOrders] = await Promise.all([storedOrders(live, ids), storedOrders(restored, ids)]);
    for (const order of confirmedBefore) {
      const restoredOrder = restoredOrders.get(order.publicId!) as { order: Record<string, unknown>; lines: Record<string, unknown>[] } | undefined;
      expect(restoredOrder, `order ${order.publicId} confirmed before the backup`).toBeDefined();
      expect(restoredOrder).toEqual(liveOrders.get(order.publicId!));
      expect(restoredOrder!.order.total_cents).toBe(order.expectedTotalCents);
      expect(restoredOrder!.order.idempotency_key).toBe(order.idempotencyKey);
      expect(restoredOrder!.lines.length).toBeGreaterThan(0);
    }

    // Through the restored server: a guest's order by its link, an account's once its owner signs in.
    let signedIn = 0;
    for (const order of confirmedBefore) {
      const stored = restoredOrders.get(order.publicId!) as { order: Record<string, unknown>; lines: Record<string, unknown>[] };
      const shopper = createShopper({ baseUrl: again.baseUrl, fetch: (path, init) => fetch(`${again.baseUrl}${path}`, { redirect: "manual", ...init }) });
      let response = await shopper.get(`/api/orders/${order.publicId}`);
      if (response.status === 401) {
        const login = await shopper.request("/login", {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ website: "", intent: "login", email: String(stored.order.customer_email), password: "load-test-password" }).toString(),
        });
        expect(login.status, `signing in as ${String(stored.order.customer_email)}`).toBe(302);
        signedIn += 1;
        response = await shopper.get(`/api/orders/${order.publicId}`);
      }
      expect(response.status).toBe(200);
      const json = (await response.json()) as { orderId: string; totalCents: number; subtotalCents: number; items: { name: string; quantity: number; unitPriceCents: number }[] };
      expect(json.orderId).toBe(order.publicId);
      expect(json.totalCents).toBe(order.expectedTotalCents);
      expect(json.subtotalCents).toBe(stored.order.subtotal_cents);
      expect(json.items.map((item) => [item.name, item.quantity, item.unitPriceCents])).toEqual(stored.lines.map((line) => [line.name, line.quantity, line.unit_price_cents]));
    }
    console.log(`${backup.output.trim()}\nChecked through the restored server: ${confirmedBefore.length - signedIn} guest orders by link, ${signedIn} after signing in.`);
  },
  180_000,
);
