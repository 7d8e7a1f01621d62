// npm run admin:create -- --email E --password P
// Migrates the database (DATABASE_URL, default ./data/shop.db), then creates the
// user as an administrator, or promotes an existing user and sets the password.
// There is no default administrator: this is the only way one comes to exist.
import { parseArgs } from "node:util";
import { setupDatabase } from "../db/setup";
import { createUser, getUserByEmail, setUserPassword, setUserRole } from "../app/models/user.server";

async function createAdmin({ url, authToken, email, password }: { url?: string; authToken?: string; email: string; password: string }) {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) throw new Error("Please enter a valid email address");
  if (password.length < 8) throw new Error("Password must be at least 8 characters");
  if (password.length > 255) throw new Error("Password must be at most 255 characters");
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
  const { values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" } } });
  if (!values.email || !values.password) {
    console.error("Usage: npm run admin:create -- --email admin@example.com --password 'a long password'");
    process.exit(2);
  }
  try {
    const result = await createAdmin({
      url: process.env.DATABASE_URL,
      authToken: process.env.DATABASE_AUTH_TOKEN,
      email: values.email,
      password: values.password,
    });
    console.log(result.created ? `Created administrator ${result.email}.` : `${result.email} is now an administrator (password updated).`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

await main();
