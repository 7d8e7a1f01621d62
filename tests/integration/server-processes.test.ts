// `npm start`'s server uses every core: one serving process per core behind
// one port (node:cluster), and a process that dies is replaced while the
// others keep answering. The real production server, started as npm start does.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { get } from "node:http";
import { availableParallelism, hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { createDb } from "../../db/client";
import { serverProcesses } from "../../db/schema";
import { startProductionServer, type ProductionServer } from "../../scripts/production-server";

const dir = mkdtempSync(join(tmpdir(), "onbrand-processes-"));
let server: ProductionServer | undefined;

afterAll(async () => {
  await server?.stop("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

/** The processes whose parent is `pid` (Linux /proc). */
function childrenOf(pid: number) {
  const children: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent pid is the 4th field, after "(command name)", which may hold spaces.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      if (Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === pid) children.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return children;
}

/** One GET on a connection of its own, failing after 20 s rather than waiting forever. */
function statusOnNewConnection(url: string) {
  return new Promise<number>((resolve, reject) => {
    const request = get(url, { agent: false, timeout: 20_000 }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on("timeout", () => request.destroy(new Error(`${url} did not answer within 20 s`)));
    request.on("error", reject);
  });
}

/** Polls a condition the server reaches on its own (a replacement process), up to a deadline. */
async function until<T>(what: string, check: () => T | undefined, timeoutMs = 180_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it(
  `serves from one process per core (${availableParallelism()} here) and replaces one that dies`,
  async () => {
    const { WEB_CONCURRENCY: _unset, ...env } = process.env;
    server = await startProductionServer({ databaseUrl: `file:${join(dir, "shop.db")}`, env: { ...env, RELEASE: "heartbeat-test" } as Record<string, string>, stdio: "ignore" });
    const primary = server.child.pid!;
    const cores = availableParallelism();
    // Started means every process listens (startProductionServer waits for the server to say so).
    const workers = childrenOf(primary);
    expect(workers).toHaveLength(cores);

    process.kill(workers[0]!, "SIGKILL");
    // The primary forks a replacement once it has seen the exit (a connection
    // it handed to the process in the instant it died is lost with it, as that
    // process's own requests are).
    const replaced = await until("a replacement process", () => {
      const now = childrenOf(primary);
      return now.length === cores && !now.includes(workers[0]!) ? now : undefined;
    });
    expect(replaced).toHaveLength(cores);
    // Meanwhile and afterwards every request is answered, each on a new connection.
    for (let index = 0; index < 5; index++) expect(await statusOnNewConnection(`${server.baseUrl}/healthz`)).toBe(200);
    expect(await statusOnNewConnection(`${server.baseUrl}/shop`)).toBe(200);

    // Every serving process, the replacement too, has its heartbeat row (/admin/system's processes).
    const db = createDb({ url: `file:${join(dir, "shop.db")}` });
    const expected = replaced.map((pid) => `${hostname()}:${pid}`).sort();
    const deadline = Date.now() + 30_000;
    let rows: (typeof serverProcesses.$inferSelect)[] = [];
    while (Date.now() < deadline) {
      rows = await db.select().from(serverProcesses);
      if (expected.every((id) => rows.some((row) => row.id === id))) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const live = rows.filter((row) => expected.includes(row.id));
    expect(live.map((row) => row.id).sort()).toEqual(expected);
    for (const row of live) {
      expect(row.release).toBe("heartbeat-test");
      expect(row.seenAt.getTime()).toBeGreaterThanOrEqual(row.startedAt.getTime());
    }
  },
  300_000,
);
