// The Workers build for the browser suite's Workers projects: `wrangler dev`
// over a fresh local D1 database in the persist directory playwright.config.ts
// picked, migrated and seeded the README's way, with the run's administrator
// made by `admin:create --d1`'s code. Playwright ends this process group.
import { createD1Admin, wranglerExecute } from "../../scripts/d1-admin";
import { ENROL_PROJECTS, enrolAdminEmail, runAdminTwoFactorSql } from "./admin-two-factor";
import { prepareLocalD1, startWranglerDev } from "../support/wrangler-dev";

const persist = process.env.E2E_WORKERS_PERSIST;
const port = Number(process.env.E2E_WORKERS_PORT);
if (!persist || !port) throw new Error("E2E_WORKERS_PERSIST and E2E_WORKERS_PORT are set by playwright.config.ts");

prepareLocalD1(persist);
// A known administrator for this throwaway database only (never outside tests).
const target = { database: "DB", remote: false, persistTo: persist };
await createD1Admin(target, { email: process.env.E2E_ADMIN_EMAIL!, password: process.env.E2E_ADMIN_PASSWORD! });
// Two-factor and a trusted browser for the run's admin (before wrangler dev starts: no D1 write behind its back).
const twoFactorSql = runAdminTwoFactorSql({
  email: process.env.E2E_ADMIN_EMAIL!,
  secret: process.env.E2E_ADMIN_TOTP_SECRET!,
  trustedBrowserToken: process.env.E2E_ADMIN_TRUSTED_BROWSER!,
});
wranglerExecute(target, twoFactorSql.join(";\n"));
// The enrolment story's admins, not enrolled yet.
for (const project of ENROL_PROJECTS) await createD1Admin(target, { email: enrolAdminEmail(project), password: process.env.E2E_ADMIN_PASSWORD! });
const dev = await startWranglerDev({
  persist,
  port,
  detached: false,
  vars: { RATE_LIMIT_MULTIPLIER: "100", SESSION_SECRET: process.env.SESSION_SECRET ?? "e2e-session-secret" },
});
// What workerd says is the first clue to a failure only Workers show.
dev.child.stderr!.pipe(process.stderr);
dev.child.on("exit", (code) => process.exit(code ?? 1));
