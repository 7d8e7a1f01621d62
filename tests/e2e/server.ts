// The real production server over a fresh database file for one e2e run.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// playwright.config.ts picks the file, so fixtures can open the same database.
process.env.DATABASE_URL =
  process.env.E2E_DATABASE_URL ?? `file:${join(mkdtempSync(join(tmpdir(), "onbrand-e2e-")), "shop.db")}`;
process.env.SESSION_SECRET ??= "e2e-session-secret";
// One server process: on 2 cores the browsers need the other one.
process.env.WEB_CONCURRENCY ??= "1";

{
  const { setupDatabase } = await import("../../db/setup");
  const { createUser } = await import("../../app/services/credentials.server");
  // Test workers write to this file too (sessions, fixtures): setupDatabase puts
  // it in WAL mode, so their writes do not block the server's reads.
  const { db } = await setupDatabase({ url: process.env.DATABASE_URL });
  // A known administrator for this throwaway database only (never outside tests).
  if (process.env.E2E_ADMIN_EMAIL && process.env.E2E_ADMIN_PASSWORD) {
    await createUser({ db, email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD, role: "admin" });
    // Two-factor and a trusted browser for the run's admin; the enrolment story's admins have neither.
    const { sql } = await import("drizzle-orm");
    const { ENROL_PROJECTS, enrolAdminEmail, runAdminTwoFactorSql } = await import("./admin-two-factor");
    const statements = runAdminTwoFactorSql({
      email: process.env.E2E_ADMIN_EMAIL,
      secret: process.env.E2E_ADMIN_TOTP_SECRET!,
      trustedBrowserToken: process.env.E2E_ADMIN_TRUSTED_BROWSER!,
    });
    for (const statement of statements) await db.run(sql.raw(statement));
    for (const project of ENROL_PROJECTS) await createUser({ db, email: enrolAdminEmail(project), password: process.env.E2E_ADMIN_PASSWORD, role: "admin" });
  }
}
await import("../../server/node");
