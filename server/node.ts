import type { ServerBuild } from "@remix-run/node";
import { setupDatabase } from "../db/setup";
import { getSessionSecret } from "../app/models/app-meta.server";
import { parseEnv } from "../app/utils/env.server";
import { createApp } from "./app";

// The Node production server: migrate and seed the database, then serve.
const env = parseEnv(process.env);
const { db, seeded } = await setupDatabase({
  url: env.raw.DATABASE_URL,
  authToken: env.raw.DATABASE_AUTH_TOKEN,
});
if (seeded) console.log("Seeded the fragrance catalogue.");
const sessionSecret = await getSessionSecret({ db, configured: env.sessionSecret });

const buildPath = new URL("../build/server/index.js", import.meta.url).href;
const build = (await import(buildPath)) as ServerBuild;
const app = createApp({ build, db, env, sessionSecret });

const port = Number(process.env.PORT) || 3000;
const host = process.env.HOST || "0.0.0.0";
const server = app.listen(port, host, () => {
  console.log(`Shop ready at http://localhost:${port}`);
});

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 3000).unref();
  });
}
