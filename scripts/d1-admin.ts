// The D1 half of `npm run admin:create`: D1 lives behind Cloudflare (or, with
// --local, in wrangler's local store), so this process cannot open it. The
// password is hashed here, with the same code and parameters as a sign-up,
// and only the resulting SQL goes through `wrangler d1 execute`.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { findUserByEmailSql, upsertAdminSql } from "../db/admin-sql";
import { hashPassword } from "../app/lib/password.server";

export type D1Target = {
  /** database name (or binding) from wrangler.toml */
  database: string;
  /** the deployed database instead of wrangler's local one */
  remote: boolean;
  /** wrangler's local state directory (`wrangler dev --persist-to`) */
  persistTo?: string;
};

// wrangler's own entry, run with this Node: `npx` would pass the SQL through a shell.
export const WRANGLER = join(dirname(createRequire(import.meta.url).resolve("wrangler/package.json")), "bin", "wrangler.js");

/** wrangler quiet and plain: no metrics, no update check, no colour codes in what we parse. */
export const WRANGLER_ENV = { ...process.env, WRANGLER_SEND_METRICS: "false", NO_UPDATE_NOTIFIER: "1", FORCE_COLOR: "0" };

export function wranglerExecute(target: D1Target, sql: string): unknown[] {
  const args = [WRANGLER, "d1", "execute", target.database, target.remote ? "--remote" : "--local", "--json", "--command", sql];
  if (target.persistTo) args.push("--persist-to", target.persistTo);
  // No shell: the SQL reaches wrangler as one argument, exactly as built.
  const result = spawnSync(process.execPath, args, { encoding: "utf8", env: WRANGLER_ENV });
  let parsed: unknown;
  try {
    parsed = JSON.parse(result.stdout);
  } catch {
    parsed = undefined;
  }
  if (result.status !== 0 || !Array.isArray(parsed)) {
    const reason =
      (parsed as { error?: { text?: string } } | undefined)?.error?.text ??
      (result.error?.message || `${result.stdout}\n${result.stderr}`.trim());
    const hint = /no such table/i.test(reason) ? " (apply the migrations first: npx wrangler d1 migrations apply)" : "";
    throw new Error(`wrangler d1 execute ${target.database} failed: ${reason}${hint}`);
  }
  return parsed.flatMap((statement) => (statement as { results?: unknown[] }).results ?? []);
}

/** Creates the administrator, or promotes an existing user and sets the password. */
export async function createD1Admin(target: D1Target, { email, password }: { email: string; password: string }) {
  const existing = wranglerExecute(target, findUserByEmailSql(email));
  const passwordHash = await hashPassword(password);
  wranglerExecute(target, upsertAdminSql({ email, passwordHash, now: new Date() }));
  return { created: existing.length === 0, email };
}
