import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The Workers suite (`npm run test:workers`, after `npm run build`): the Workers
// build under `wrangler dev` over a local D1 database (tests/workers). Its own
// config, so `npm run test:unit` (vitest.config.ts) never starts wrangler.
export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
    },
  },
  test: {
    include: ["tests/workers/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    // One wrangler dev per file, and the machine's cores are workerd's: one file at a time.
    fileParallelism: false,
    // Every check by name, as the suite's report.
    reporters: ["verbose"],
    // A check may run wrangler several times (admin:create --d1 runs it twice a call), or send
    // hundreds of requests to workerd: seconds each on a busy machine. One start of wrangler dev
    // allows 90 s for workerd (startWranglerDev); the suite's setup also migrates and seeds D1.
    testTimeout: 180_000,
    hookTimeout: 240_000,
  },
});
