// The browser suite's administrators and their second factor, made at setup
// by tests/e2e/server.ts (Node) and tests/e2e/workers-server.ts (D1):
// - the run's admin (E2E_ADMIN_*) has two-factor on with a known secret and
//   one trusted browser whose cookie signInAsAdmin sends, so every test signs
//   in without spending a one-time code;
// - one admin per project for the enrolment story (two-factor.spec.ts), who
//   has not enrolled yet and is made to.
import { createHash } from "node:crypto";

/** The enrolment story's admin for a project (its own, so js and no-js do not share state). */
export function enrolAdminEmail(project: string) {
  return `e2e-enrol-${project}@example.com`;
}

export const ENROL_PROJECTS = ["js", "no-js", "workers-js", "workers-no-js"] as const;

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** SQL giving the run's admin two-factor (confirmed) and a trusted browser valid for a day. */
export function runAdminTwoFactorSql({ email, secret, trustedBrowserToken, now = Date.now() }: { email: string; secret: string; trustedBrowserToken: string; now?: number }) {
  const tokenHash = createHash("sha256").update(trustedBrowserToken).digest("base64url");
  const user = `(select id from users where email = ${quote(email.toLowerCase())})`;
  return [
    `insert into two_factor (user_id, secret, confirmed_at, created_at) values (${user}, ${quote(secret)}, ${now}, ${now})`,
    `insert into trusted_browsers (id, user_id, expires_at, created_at) values (${quote(tokenHash)}, ${user}, ${now + 24 * 3600_000}, ${now})`,
  ];
}
