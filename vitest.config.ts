import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

// Component tests (app/components/**/*.test.tsx) get a DOM; everything else
// runs in plain Node, so the unit and integration tests pay nothing for jsdom.
const COMPONENT_TESTS = "app/components/**/*.test.tsx";

export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "#remix-runtime": "@remix-run/node",
    },
  },
  test: {
    pool: "forks",
    // Says "run npm run build first" instead of failing at import without the builds.
    globalSetup: ["tests/support/require-build.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          include: ["app/**/*.test.{ts,tsx}", "db/**/*.test.ts", "tests/integration/**/*.test.{ts,tsx}"],
          exclude: [...configDefaults.exclude, COMPONENT_TESTS],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "components",
          include: [COMPONENT_TESTS],
          environment: "jsdom",
          setupFiles: ["tests/support/component-setup.ts"],
        },
      },
    ],
  },
});
