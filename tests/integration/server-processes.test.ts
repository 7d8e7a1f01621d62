// `npm start`'s server uses every core: one serving process per core behind
// one port (node:cluster), and a process that dies is replaced while the
// others keep answering. The real production server, started as npm start does.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
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
    server = await startProductionServer({ databaseUrl: `file:${join(dir, "shop.db")}`, env: env as Record<string, string>, stdio: "ignore" });
    const primary = server.child.pid!;
    const cores = availableParallelism();
    // Started means every process listens (startProductionServer waits for the server to say so).
    const workers = childrenOf(primary);
    expect(workers).toHaveLength(cores);

    process.kill(workers[0]!, "SIGKILL");
    // The others keep answering while the replacement starts.
    for (let index = 0; index < 5; index++) expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
    const replaced = await until("a replacement process", () => {
      const now = childrenOf(primary);
      return now.length === cores && !now.includes(workers[0]!) ? now : undefined;
    });
    expect(replaced).toHaveLength(cores);
    expect((await fetch(`${server.baseUrl}/shop`)).status).toBe(200);
  },
  300_000,
);
