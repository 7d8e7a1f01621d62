import cluster from "node:cluster";
import { availableParallelism, hostname } from "node:os";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { createDb } from "../db/client";
import { setupDatabase } from "../db/setup";
import { getSessionSecret } from "../app/models/app-meta.server";
import { parseEnv, SettingsError } from "../app/lib/settings.server";
import { createOutboxSender } from "../app/services/email/outbox-sender.server";
import { createApp } from "./app";
import { HOUSEKEEPING_INTERVAL_MS, pruneExpiredRows, releaseUnpaidOrders } from "../app/services/housekeeping.server";
import { finishPendingRefunds } from "../app/services/finish-pending-refunds.server";
import { beat, HEARTBEAT_INTERVAL_MS } from "../app/services/server-heartbeat.server";
import { smtpTransport } from "./smtp-transport";
import { createNodeLogger } from "./logger";
import { buildRelease } from "./release";
import { errorReporterFor } from "../app/http/error-reporter.server";
import { scheduleBackups } from "./backup-schedule";
import { warmUp, warmUpHost } from "./warm-up";

// The Node production server. One Node process renders pages on one core, so
// by default it serves from one process per core behind one port with
// node:cluster (WEB_CONCURRENCY=N overrides the count): the primary migrates
// and seeds the database once, then forks the processes that serve and
// replaces one that dies. All state they share lives in the database
// (sessions, carts, rate limits, the catalogue version, the generated secret).
const env = settingsOrExit();
const { port, host } = env.server;
const processes = Math.min(availableParallelism(), env.server.processes ?? availableParallelism());
const database = env.database;
const logger = createNodeLogger(env.logLevel);
const release = env.release ?? buildRelease();
const errorReporter = errorReporterFor(env, { release, runtime: "node" });
/** How often each process looks for e-mail due for a retry (or queued while no process was up). */
const OUTBOX_SWEEP_MS = 60_000;

/** The settings, or a message naming each bad variable and exit code 1 (no stack trace for a typo). */
function settingsOrExit() {
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(`${error.message}\nThe server did not start. See "Configuration" in the README.`);
    process.exit(1);
  }
}

/** Serves the app in this process until SIGTERM or SIGINT. */
async function serve(db: ReturnType<typeof createDb>, onListening: () => void) {
  const sessionSecret = await getSessionSecret({ db, configured: env.sessionSecret });
  const buildPath = new URL("../build/server/index.js", import.meta.url).href;
  const build = (await import(buildPath)) as ServerBuild;
  const outbox = createOutboxSender({ db, env, smtp: smtpTransport });
  const app = createApp({ build, db, env, sessionSecret, outbox, logger, errorReporter, release });
  // The first crowd meets compiled code and a kept home page (decision 0055).
  await warmUp(app, warmUpHost({ publicOrigin: env.publicOrigin, host, port }), { logger });
  const server = app.listen(port, host, onListening);
  // Every process sweeps; the outbox's claim keeps two from sending one message. unref: it never keeps the process alive.
  if (outbox.configured) {
    void outbox.deliver();
    setInterval(() => void outbox.deliver(), OUTBOX_SWEEP_MS).unref();
  }
  // Ended rate-limit windows, expired sessions and reset links, old sent e-mails (idempotent in every process).
  // …and partial refunds a crash left pending (decision 0048).
  const prune = () =>
    Promise.all([pruneExpiredRows({ db }), finishPendingRefunds({ db, env }), releaseUnpaidOrders({ db })]).catch((error: unknown) => logger.error({ err: error }, "housekeeping failed"));
  void prune();
  setInterval(() => void prune(), HOUSEKEEPING_INTERVAL_MS).unref();
  // This process's row in server_processes (/admin/system's uptime per process), refreshed every minute; rows gone 10 minutes are pruned.
  const processRow = { db, id: `${hostname()}:${process.pid}`, release, startedAt: new Date(Date.now() - process.uptime() * 1000) };
  void beat(processRow);
  setInterval(() => void beat(processRow), HEARTBEAT_INTERVAL_MS).unref();
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
      server.close(() => process.exit(0));
      setTimeout(() => process.exit(0), 3000).unref();
    });
  }
}

const ready = () => console.log(`Shop ready at http://localhost:${port}`);

if (cluster.isPrimary) {
  const { db, seeded } = await setupDatabase(database);
  if (seeded) console.log("Seeded the fragrance catalogue.");
  // BACKUP_INTERVAL_HOURS: here in the primary only, so one backup per interval however many processes serve.
  scheduleBackups(env, { logger });
  if (processes === 1) {
    await serve(db, ready);
  } else {
    // The secret is generated (once) before any process signs a cookie with it.
    await getSessionSecret({ db, configured: env.sessionSecret });
    // Workers run this file, whatever script started the primary.
    cluster.setupPrimary({ exec: fileURLToPath(import.meta.url) });
    let stopping = false;
    const listened = new Set<number>();
    cluster.on("listening", (worker) => {
      listened.add(worker.id);
      if (listened.size === processes) ready();
    });
    // A process that dies (a crash, the OOM killer) is replaced; the others keep serving meanwhile.
    // One that dies before it ever listened (no build, a taken port) would only die again.
    cluster.on("exit", (worker, code, signal) => {
      if (stopping) return;
      if (!listened.has(worker.id)) {
        logger.fatal({ exitedPid: worker.process.pid, exit: signal ?? code }, "a server process exited during start-up");
        process.exit(1);
      }
      logger.error({ exitedPid: worker.process.pid, exit: signal ?? code }, "a server process exited; starting another");
      cluster.fork();
    });
    for (let index = 0; index < processes; index++) cluster.fork();
    for (const signal of ["SIGTERM", "SIGINT"] as const) {
      process.on(signal, () => {
        stopping = true;
        for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
        setTimeout(() => process.exit(0), 3000).unref();
        cluster.on("exit", () => {
          if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
        });
      });
    }
  }
} else {
  await serve(createDb(database), () => {});
}
