import { createClient } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../tests/support/test-server";
import { createUser, verifyLogin } from "../app/services/credentials.server";
import { hashPassword } from "../app/lib/password.server";
import { findUserByEmailSql, upsertAdminSql } from "./admin-sql";

// The SQL the D1 bootstrap hands to wrangler, run on a real migrated SQLite file.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let client: ReturnType<typeof createClient>;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  client = createClient({ url: database.url });
});
afterAll(() => {
  client.close();
  database.cleanup();
});

describe("admin bootstrap SQL", () => {
  it("creates an administrator whose password logs in, quotes and all", async () => {
    const email = "o'brien@example.com";
    expect((await client.execute(findUserByEmailSql(email))).rows).toHaveLength(0);
    await client.execute(upsertAdminSql({ email, passwordHash: await hashPassword("it's a secret"), now: new Date() }));
    expect((await client.execute(findUserByEmailSql(email))).rows).toHaveLength(1);
    const user = await verifyLogin({ db: database.db, email, password: "it's a secret" });
    expect(user).toMatchObject({ email, role: "admin" });
  });

  it("promotes an existing customer and replaces the password, keeping the account", async () => {
    const customer = await createUser({ db: database.db, email: "shopper@example.com", password: "old-password" });
    await client.execute(
      upsertAdminSql({ email: "shopper@example.com", passwordHash: await hashPassword("new-password"), now: new Date() }),
    );
    expect(await verifyLogin({ db: database.db, email: "shopper@example.com", password: "old-password" })).toBeNull();
    const user = await verifyLogin({ db: database.db, email: "shopper@example.com", password: "new-password" });
    expect(user).toMatchObject({ id: customer?.id, role: "admin" });
  });

  it("stores a hostile e-mail as text instead of running it", async () => {
    const email = "x'); delete from users; --@example.com";
    await client.execute(upsertAdminSql({ email, passwordHash: "scrypt$1$1$1$a$b", now: new Date() }));
    const rows = (await client.execute("SELECT email, role FROM users ORDER BY id")).rows.map((row) => ({ ...row }));
    expect(rows).toEqual([
      { email: "o'brien@example.com", role: "admin" },
      { email: "shopper@example.com", role: "admin" },
      { email, role: "admin" },
    ]);
  });
});
