// Development: rebuild on every change (`remix watch`) and restart the Node
// server when the server build changes. Refresh the browser to see changes.
import { spawn } from "node:child_process";

const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "development" };
const children = [
  spawn("npx", ["remix", "watch"], { stdio: "inherit", env }),
  spawn(
    process.execPath,
    ["--import", "tsx", "--watch-path=build/server", "--watch-preserve-output", "server/node.ts"],
    { stdio: "inherit", env },
  ),
];

function stop() {
  for (const child of children) child.kill("SIGTERM");
  process.exit(0);
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
