// npm run admin:create -- --email E --password P
//   Migrates the database (DATABASE_URL, default ./data/shop.db), then creates the
//   user as an administrator, or promotes an existing user and sets the password.
// npm run admin:create -- --d1 onbrand [--remote] [--persist-to DIR] --email E --password P
//   The same for a Cloudflare D1 database, through `wrangler d1 execute` (local
//   unless --remote); the database must already be migrated.
// There is no default administrator: this is the only way one comes to exist.
// Bad input is refused before anything is written.
import { parseArgs } from "node:util";
import * as z from "zod";
import { setupDatabase } from "../db/setup";
import { adminCredentialsSchema } from "../app/lib/auth-schemas";
import { passwordPolicyError } from "../app/lib/password-policy.server";
import { getUserByEmail, normalizeEmail, setUserRole } from "../app/models/user.server";
import { createUser, setUserPassword } from "../app/services/credentials.server";
import { createD1Admin } from "./d1-admin";

const USAGE = [
  "Usage: npm run admin:create -- --email admin@example.com --password 'a long password'",
  "       npm run admin:create -- --d1 onbrand [--remote] --email admin@example.com --password 'a long password'",
].join("\n");

// Every administrator needs a second factor (issue 36): the panel sends them to set one up first.
const NEXT_STEPS = [
  "",
  "Next steps:",
  "  1. Sign in at /admin (for example http://localhost:3000/admin) with this e-mail and password.",
  "  2. You will be asked to set up two-factor authentication before any admin page opens:",
  "     scan the QR code with an authenticator app (or type the setup key) and enter the 6-digit code it shows.",
  "  3. Save the ten recovery codes shown once: each one signs you in once if you lose your phone.",
  "  From then on, signing in asks for your password and then a code from the app.",
].join("\n");

async function createLibsqlAdmin({ url, authToken, email, password }: { url?: string; authToken?: string; email: string; password: string }) {
  const { db } = await setupDatabase({ url, authToken });
  const existing = await getUserByEmail({ db, email });
  if (existing) {
    await setUserRole({ db, userId: existing.id, role: "admin" });
    await setUserPassword({ db, userId: existing.id, password });
    return { created: false, email: existing.email };
  }
  const user = await createUser({ db, email, password, role: "admin" });
  if (!user) throw new Error("Could not create the user.");
  return { created: true, email: user.email };
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: "string" },
      password: { type: "string" },
      d1: { type: "string" },
      remote: { type: "boolean", default: false },
      "persist-to": { type: "string" },
    },
  });
  if (values.email === undefined || values.password === undefined || ((values.remote || values["persist-to"]) && !values.d1)) {
    console.error(USAGE);
    process.exit(2);
  }
  const parsed = adminCredentialsSchema.safeParse({ email: values.email, password: values.password });
  if (!parsed.success) {
    const errors = z.flattenError(parsed.error).fieldErrors;
    console.error([...(errors.email ?? []), ...(errors.password ?? [])].join("\n"));
    process.exit(1);
  }
  // The rule every new password meets on the site (not a common one, not the e-mail's name).
  const refused = passwordPolicyError(parsed.data.password, parsed.data.email);
  if (refused) {
    console.error(refused);
    process.exit(1);
  }
  const credentials = { email: normalizeEmail(parsed.data.email), password: parsed.data.password };
  try {
    const result = values.d1
      ? await createD1Admin({ database: values.d1, remote: values.remote, persistTo: values["persist-to"] }, credentials)
      : await createLibsqlAdmin({ url: process.env.DATABASE_URL, authToken: process.env.DATABASE_AUTH_TOKEN, ...credentials });
    console.log(result.created ? `Created administrator ${result.email}.` : `${result.email} is now an administrator (password updated).`);
    console.log(NEXT_STEPS);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

await main();
