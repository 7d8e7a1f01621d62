// Writes the catalogue seed as SQL for D1:
//   npm run db:seed-sql -- build/seed.sql
//   npx wrangler d1 execute onbrand --remote --file build/seed.sql
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { catalogueSeedSql } from "../db/seed/seed-sql";

const out = process.argv[2] ?? "build/seed.sql";
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, catalogueSeedSql());
console.log(`Wrote ${out}`);
