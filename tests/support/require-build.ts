// The integration and browser tests run the real server build. Without one they
// would fail at import with a missing-module error; this says what to run first.
import { existsSync } from "node:fs";

const BUILDS = ["build/server/index.js", "build/worker/index.js"];

export function requireBuild() {
  const missing = BUILDS.filter((file) => !existsSync(file));
  if (missing.length) {
    throw new Error(`${missing.join(" and ")} missing: run \`npm run build\` first (\`npm test\` builds before it tests).`);
  }
}

/** vitest's globalSetup hook. */
export default function setup() {
  requireBuild();
}
