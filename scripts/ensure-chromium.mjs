// Browser tests drive Debian's Chromium (Playwright cannot download its own
// browser here). Finds it, or installs Debian's `chromium` package when we are
// root, or says exactly what to install.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const CANDIDATES = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

export function findChromium() {
  return CANDIDATES.find((path) => path && existsSync(path)) ?? null;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let found = findChromium();
  if (!found) {
    const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
    if (!isRoot) {
      console.error("Chromium is needed for the browser tests. Install it with:\n  sudo apt-get install -y chromium");
      process.exit(1);
    }
    console.log("Chromium not found: installing Debian's chromium package...");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    const install = spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
    found = findChromium();
    if (install.status !== 0 || !found) {
      console.error("Could not install Chromium. Install it with: apt-get install -y chromium");
      process.exit(1);
    }
  }
  console.log(execFileSync(found, ["--version"], { encoding: "utf8" }).trim());
}
