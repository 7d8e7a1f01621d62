// The Workers build for the browser suite's Workers projects: `wrangler dev`
// over a fresh local D1 database in the persist directory playwright.config.ts
// picked, migrated and seeded the README's way, with the run's administrator
// made by `admin:create --d1`'s code. Playwright ends this process group.
import { createD1Admin } from "../../scripts/d1-admin";
import { prepareLocalD1, startWranglerDev } from "../support/wrangler-dev";

const persist = process.env.E2E_WORKERS_PERSIST;
const port = Number(process.env.E2E_WORKERS_PORT);
if (!persist || !port) throw new Error("E2E_WORKERS_PERSIST and E2E_WORKERS_PORT are set by playwright.config.ts");

prepareLocalD1(persist);
// A known administrator for this throwaway database only (never outside tests).
await createD1Admin(
  { database: "DB", remote: false, persistTo: persist },
  { email: process.env.E2E_ADMIN_EMAIL!, password: process.env.E2E_ADMIN_PASSWORD! },
);
const dev = await startWranglerDev({
  persist,
  port,
  detached: false,
  vars: { RATE_LIMIT_MULTIPLIER: "100", SESSION_SECRET: process.env.SESSION_SECRET ?? "e2e-session-secret" },
});
// What workerd says is the first clue to a failure only Workers show.
dev.child.stderr!.pipe(process.stderr);
dev.child.on("exit", (code) => process.exit(code ?? 1));
