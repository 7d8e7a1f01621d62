import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { requireBuild } from "./tests/support/require-build";

// The servers below run the builds: without them, say what to run first.
requireBuild();

const port = Number(process.env.E2E_PORT ?? 4123);
// The same shop with PAYMENT_PROVIDER=stripe against a local fake Stripe (stripe-checkout.spec.ts).
const stripePort = port + 1;
process.env.E2E_STRIPE_ORIGIN ??= `http://localhost:${stripePort}`;
// Its own database file, which its tests read too (the wallet's order, paid once by the webhook).
process.env.E2E_STRIPE_DATABASE_URL ??= `file:${join(mkdtempSync(join(tmpdir(), "onbrand-e2e-stripe-")), "shop.db")}`;
// One database file per run, known to the server and to the test workers (which
// inherit this environment), so fixtures can create sessions for signed-in users.
process.env.E2E_DATABASE_URL ??= `file:${join(
  mkdtempSync(join(tmpdir(), "onbrand-e2e-")),
  "shop.db"
)}`;
process.env.E2E_ADMIN_EMAIL ??= "e2e-admin@example.com";
process.env.E2E_ADMIN_PASSWORD ??= "e2e-orchid-lantern-9";
// The run's admin has two-factor on (every admin must, issue 36) and one
// trusted browser, both made at setup (tests/e2e/admin-two-factor.ts):
// signInAsAdmin sends that browser's cookie, so parallel sign-ins never race
// for the one-time codes.
process.env.E2E_ADMIN_TOTP_SECRET ??= randomBytes(20).reduce((text, byte) => text + "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"[byte % 32], "");
process.env.E2E_ADMIN_TRUSTED_BROWSER ??= randomBytes(32).toString("base64url");
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// The Workers build under `wrangler dev` over a local D1 database kept in its
// own persist directory (tests/e2e/workers-server.ts), for the workers-* projects.
const workersPort = Number(process.env.E2E_WORKERS_PORT ?? port + 2);
process.env.E2E_WORKERS_PERSIST ??= mkdtempSync(join(tmpdir(), "onbrand-e2e-d1-"));

/** A returning visitor who has seen the welcome popup (it opens 3 s into a fresh visit); its own tests clear this. */
const returningVisitor = (origin: string) => ({
  cookies: [],
  origins: [{ origin, localStorage: [{ name: "popup_seen", value: "true" }] }],
});

// The core flows also run against the Workers build (decision 0032): browse,
// filter, search, product and share, favourites, cart, checkout, discount and a
// declined card, accounts, reviews, the mood board, the newsletter and the admin
// panel, each with JavaScript on and off; their tests carry the @core tag.
const workers = {
  // One or two tests per flow, so the second runtime adds minutes, not a second suite.
  grep: /@core/,
  metadata: { runtime: "workers" },
  use: { baseURL: `http://127.0.0.1:${workersPort}`, storageState: returningVisitor(`http://127.0.0.1:${workersPort}`) },
};

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
    storageState: returningVisitor(`http://localhost:${port}`),
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
    { name: "workers-js", ...workers, use: { ...workers.use, javaScriptEnabled: true } },
    { name: "workers-no-js", ...workers, use: { ...workers.use, javaScriptEnabled: false }, grepInvert: /@js/ },
  ],
  webServer: [
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
        E2E_ADMIN_TOTP_SECRET: process.env.E2E_ADMIN_TOTP_SECRET,
        E2E_ADMIN_TRUSTED_BROWSER: process.env.E2E_ADMIN_TRUSTED_BROWSER,
      },
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "node --import tsx tests/e2e/stripe-server.ts",
      url: `http://localhost:${stripePort}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(stripePort),
        E2E_STRIPE_DATABASE_URL: process.env.E2E_STRIPE_DATABASE_URL,
        NODE_ENV: "production",
        RATE_LIMIT_MULTIPLIER: "100",
      },
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "node --import tsx tests/e2e/workers-server.ts",
      url: `http://127.0.0.1:${workersPort}/healthz`,
      reuseExistingServer: false,
      // Migrating and seeding D1 through wrangler, then workerd's start.
      timeout: 120_000,
      env: {
        E2E_WORKERS_PORT: String(workersPort),
        E2E_WORKERS_PERSIST: process.env.E2E_WORKERS_PERSIST,
        E2E_ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL,
        E2E_ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
        E2E_ADMIN_TOTP_SECRET: process.env.E2E_ADMIN_TOTP_SECRET,
        E2E_ADMIN_TRUSTED_BROWSER: process.env.E2E_ADMIN_TRUSTED_BROWSER,
      },
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
