import { sqlLiteral } from "./sql-literal";

// The administrator bootstrap as SQL, for D1, where `npm run admin:create`
// has no database connection of its own and goes through `wrangler d1 execute`.
// It does what the libSQL path does with the user model: create the user as
// an administrator, or promote an existing user and set the new password.

/** Whether a user with this (already normalised) e-mail exists: one row or none. */
export function findUserByEmailSql(email: string): string {
  return `SELECT id FROM users WHERE email = ${sqlLiteral(email)};`;
}

/** One statement, so the user is never left half-written. */
export function upsertAdminSql({ email, passwordHash, now }: { email: string; passwordHash: string; now: Date }): string {
  return [
    "INSERT INTO users (email, password_hash, role, created_at, updated_at)",
    `VALUES (${sqlLiteral(email)}, ${sqlLiteral(passwordHash)}, 'admin', ${sqlLiteral(now)}, ${sqlLiteral(now)})`,
    "ON CONFLICT (email) DO UPDATE SET role = 'admin', password_hash = excluded.password_hash, updated_at = excluded.updated_at;",
  ].join(" ");
}
