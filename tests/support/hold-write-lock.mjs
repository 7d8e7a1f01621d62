// Another process writing the shop's database file, as `npm run admin:create`
// does while the server runs: it opens a write transaction, writes a row,
// prints "locked", keeps the lock for <ms> milliseconds, then commits.
// Usage: node tests/support/hold-write-lock.mjs <file: url> <ms>
import { createClient } from "@libsql/client";

const [url, ms] = process.argv.slice(2);
const client = createClient({ url });
const transaction = await client.transaction("write"); // BEGIN IMMEDIATE: the write lock
await transaction.execute({
  sql: "insert into app_meta (key, value) values ('written-by-other-process', ?)",
  args: [String(process.pid)],
});
process.stdout.write("locked\n");
await new Promise((resolve) => setTimeout(resolve, Number(ms)));
await transaction.commit();
client.close();
