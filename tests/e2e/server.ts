// The real production server over a fresh database file for one e2e run.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const dir = mkdtempSync(join(tmpdir(), "onbrand-e2e-"));
process.env.DATABASE_URL = `file:${join(dir, "shop.db")}`;
process.env.SESSION_SECRET ??= "e2e-session-secret";
await import("../../server/node");
