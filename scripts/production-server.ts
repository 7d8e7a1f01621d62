// The production server as `npm start` runs it (`node --import tsx
// server/node.ts`, NODE_ENV=production), started as a separate process on a
// free loopback port over a database file the caller chooses. Used by the
// benchmark, the load generator and the crash-safety test, which need the real
// process (its own event loop, thread pool and signals), not the app in-process.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** `npm run build:node`, unless the command line says --no-build. */
export function buildUnlessSkipped() {
  if (process.argv.includes("--no-build")) return;
  console.log("Building (npm run build:node)...");
  const build = spawnSync("npm", ["run", "build:node"], { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] });
  if (build.status !== 0) throw new Error("build failed");
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** Polls `url` until it answers 2xx; fails when `child` exits first or after `timeoutMs`. */
export async function waitForServer(url: string, child: ChildProcess, { timeoutMs = 60_000, intervalMs = 100 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${url}: the process exited during start-up`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Waits for "Shop ready at", which server/node.ts prints once every serving
 * process listens (with several, /healthz answers as soon as the first does).
 */
function waitForReadyLine(child: ChildProcess, timeoutMs = 120_000) {
  return new Promise<void>((resolve, reject) => {
    let seen = "";
    const timer = setTimeout(() => reject(new Error(`The server did not say it was ready within ${timeoutMs} ms`)), timeoutMs);
    const onExit = () => reject(new Error("The server exited during start-up"));
    child.once("exit", onExit);
    child.stdout!.setEncoding("utf8");
    child.stdout!.on("data", (chunk: string) => {
      if (seen === "done") return;
      seen = (seen + chunk).slice(-200);
      if (!seen.includes("Shop ready at")) return;
      seen = "done";
      clearTimeout(timer);
      child.off("exit", onExit);
      resolve();
    });
  });
}

export type ProductionServer = {
  baseUrl: string;
  port: number;
  child: ChildProcess;
  /** Resolves once the process has exited. */
  exited: Promise<void>;
  /** SIGTERM (a clean stop) or SIGKILL (a crash); resolves when the process is gone. */
  stop: (signal?: "SIGTERM" | "SIGKILL") => Promise<void>;
};

/**
 * Starts `server/node.ts` with NODE_ENV=production on 127.0.0.1 (never another
 * interface) and waits for /healthz. `port` lets a restart keep its address.
 */
export async function startProductionServer({
  databaseUrl,
  port,
  env = {},
  stdio = "inherit",
  nodeArgs = [],
}: {
  databaseUrl: string;
  port?: number;
  env?: Record<string, string>;
  stdio?: "inherit" | "ignore";
  nodeArgs?: string[];
}): Promise<ProductionServer> {
  const chosenPort = port ?? (await freePort());
  const child = spawn(process.execPath, [...nodeArgs, "--import", "tsx", "server/node.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      PORT: String(chosenPort),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
    },
    // stdout is read for the line that says every serving process listens.
    stdio: ["ignore", "pipe", stdio],
    // Its own process group, so a stop reaches every process the server starts.
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  // Detached, the group would outlive a caller that exits without stopping it.
  const killGroup = () => {
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {
      // already gone
    }
  };
  process.once("exit", killGroup);
  void exited.then(() => process.off("exit", killGroup));
  const baseUrl = `http://127.0.0.1:${chosenPort}`;
  const stop = async (signal: "SIGTERM" | "SIGKILL" = "SIGTERM") => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // the group is already gone
      }
    }
    await exited;
  };
  try {
    await waitForReadyLine(child);
    await waitForServer(`${baseUrl}/healthz`, child);
  } catch (error) {
    await stop("SIGKILL");
    throw error;
  }
  return { baseUrl, port: chosenPort, child, exited, stop };
}
