import { readFileSync } from "node:fs";

/** The commit `npm run build` recorded (scripts/write-release.mjs), or "unknown" without a build record. */
export function buildRelease(): string {
  try {
    const { release } = JSON.parse(readFileSync(new URL("../build/release.json", import.meta.url), "utf8")) as { release?: unknown };
    return typeof release === "string" && release ? release : "unknown";
  } catch {
    return "unknown";
  }
}
