// The Node server's housekeeping is wired in: each serving process prunes rows
// nothing will read again when it starts and then every hour (server/node.ts).
// The rule itself is tested in housekeeping.test.ts; this starts the real
// production server over a database that holds an ended rate-limit window and a
// running one, and reads the table until the ended one is gone.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import { afterAll, expect, it } from "vitest";
import { startProductionServer, type ProductionServer } from "../../scripts/production-server";

const dir = mkdtempSync(join(tmpdir(), "onbrand-sweep-"));
const databaseUrl = `file:${join(dir, "shop.db")}`;
let server: ProductionServer | undefined;

afterAll(async () => {
  await server?.stop("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

it("a starting server prunes ended rate-limit windows and keeps running ones", async () => {
  const env = { WEB_CONCURRENCY: "1" };
  // The first start migrates and seeds the file, as `npm start` does.
  server = await startProductionServer({ databaseUrl, env, stdio: "ignore" });
  await server.stop();
  const client = createClient({ url: databaseUrl });
  const now = Date.now();
  await client.execute({
    sql: "INSERT INTO rate_limits (key, count, reset_at) VALUES ('sweep:ended', 3, ?), ('sweep:running', 1, ?)",
    args: [now - 60_000, now + 3_600_000],
  });
  const keys = async () => (await client.execute("SELECT key FROM rate_limits WHERE key LIKE 'sweep:%' ORDER BY key")).rows.map((row) => row.key);
  expect(await keys()).toEqual(["sweep:ended", "sweep:running"]);

  server = await startProductionServer({ databaseUrl, env, stdio: "ignore" });
  const deadline = Date.now() + 20_000;
  let left = await keys();
  // Polled every 100 ms, so the reads do not compete with the starting server for the file.
  while (left.includes("sweep:ended") && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    left = await keys();
  }
  expect(left).toEqual(["sweep:running"]);
  client.close();
}, 120_000);
