// Records which commit this build was made from in build/release.json: the
// Node server names it as its release in error reports, logs and
// /admin/system (RELEASE overrides it). A copy without git says "unknown".
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";

let commit = "unknown";
try {
  commit = execFileSync("git", ["rev-parse", "HEAD"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  const dirty = execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  if (dirty) commit += "-dirty";
} catch {
  // Not a git checkout (a copied folder): the release stays "unknown".
}
mkdirSync("build", { recursive: true });
writeFileSync("build/release.json", `${JSON.stringify({ release: commit, builtAt: new Date().toISOString() })}\n`);
