import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4123);
// The same shop with PAYMENT_PROVIDER=stripe against a local fake Stripe (stripe-checkout.spec.ts).
const stripePort = port + 1;
process.env.E2E_STRIPE_ORIGIN ??= `http://localhost:${stripePort}`;
// One database file per run, known to the server and to the test workers (which
// inherit this environment), so fixtures can create sessions for signed-in users.
process.env.E2E_DATABASE_URL ??= `file:${join(
  mkdtempSync(join(tmpdir(), "onbrand-e2e-")),
  "shop.db"
)}`;
process.env.E2E_ADMIN_EMAIL ??= "e2e-admin@example.com";
process.env.E2E_ADMIN_PASSWORD ??= "e2e-admin-password";
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

// Every core flow runs twice: with JavaScript and with it disabled. Tests that
// only make sense with scripts (an alert, a live dropdown) carry the @js tag.
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    // The welcome popup opens 3 s into every fresh visit; tests start as a
    // returning visitor who has seen it. Its own tests clear this.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: `http://localhost:${port}`,
          localStorage: [{ name: "popup_seen", value: "true" }],
        },
      ],
    },
    trace: "off",
    // The service worker would install in every test's fresh browser and warm its
    // caches with extra requests; the offline tests allow it (tests/e2e/offline.spec.ts).
    serviceWorkers: "block",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
      ],
    },
  },
  projects: [
    { name: "js", use: { javaScriptEnabled: true } },
    { name: "no-js", use: { javaScriptEnabled: false }, grepInvert: /@js/ },
  ],
  webServer: [
    {
      command: "node --import tsx tests/e2e/stripe-server.ts",
      url: `http://localhost:${stripePort}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(stripePort),
        NODE_ENV: "production",
        RATE_LIMIT_MULTIPLIER: "100",
      },
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "node --import tsx tests/e2e/server.ts",
      url: `http://localhost:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        NODE_ENV: "production",
        RATE_LIMIT_MULTIPLIER: "100",
        E2E_DATABASE_URL: process.env.E2E_DATABASE_URL,
        E2E_ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL,
        E2E_ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
      },
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
