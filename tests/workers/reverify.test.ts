// Sensitive admin actions on Workers over local D1 (app/lib/reverification.ts):
// a session verified more than 15 minutes ago is refused (403 JSON, or the page
// sent to /admin/verify), and POST /api/auth/verify and the page's password let
// it act again. The full rules are tests/integration/admin-reverify.test.ts.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { freePort } from "../../scripts/production-server";
import { openLocalBindings, prepareLocalD1, startWranglerDev, wranglerEnv, type LocalBindings, type WranglerDev } from "../support/wrangler-dev";

const persist = mkdtempSync(join(tmpdir(), "onbrand-d1-reverify-"));
const ADMIN = { email: "reverify@example.com", password: "reverify admin password" };
let local: LocalBindings;
let dev: WranglerDev;

beforeAll(async () => {
  prepareLocalD1(persist);
  const made = spawnSync(process.execPath, ["--import", "tsx", "scripts/create-admin.ts", "--d1", "DB", "--persist-to", persist, "--email", ADMIN.email, "--password", ADMIN.password], {
    env: wranglerEnv,
    encoding: "utf8",
  });
  if (made.status !== 0) throw new Error(`admin:create --d1 failed: ${made.stderr}`);
  local = await openLocalBindings(persist);
  dev = await startWranglerDev({ persist, port: await freePort() });
});

afterAll(async () => {
  dev?.stop();
  await local?.dispose();
  rmSync(persist, { recursive: true, force: true });
});

it("a session verified 16 minutes ago is asked again, and the password lets it delete and save", async () => {
  const base = dev.base;
  const login = await fetch(`${base}/api/auth/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(ADMIN) });
  expect(login.status, "login").toBe(200);
  const { token } = (await login.json()) as { token: string };
  const bearer = { Authorization: `Bearer ${token}` };
  // The only session there is: its verification, 16 minutes old.
  await local.query("UPDATE sessions SET verified_at = ?", Date.now() - 16 * 60_000);

  const json = (method: string, path: string, body?: unknown) =>
    fetch(`${base}${path}`, { method, headers: { ...bearer, "Content-Type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
  const form = (path: string, fields: Record<string, string>) =>
    fetch(`${base}${path}`, { method: "POST", redirect: "manual", headers: { ...bearer, Origin: base, "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString() });

  const refused = await json("DELETE", "/api/fragrances/5");
  expect(refused.status).toBe(403);
  expect(await refused.json()).toMatchObject({ reverificationRequired: true });
  const settings = { standardPrice: "5.00", expressPrice: "15.00", freeStandardFrom: "" };
  const sent = await form("/admin/settings", settings);
  expect(sent.status).toBe(302);
  expect(sent.headers.get("location")).toBe("/admin/verify?redirectTo=%2Fadmin%2Fsettings");

  const wrong = await form("/admin/verify", { password: "not the password", redirectTo: "/admin/settings" });
  expect(wrong.status).toBe(400);
  expect(await wrong.text()).toContain("Incorrect password.");
  const confirmed = await form("/admin/verify", { password: ADMIN.password, redirectTo: "/admin/settings" });
  expect(confirmed.status).toBe(302);
  expect(confirmed.headers.get("location")).toBe("/admin/settings");
  expect((await form("/admin/settings", settings)).headers.get("location")).toBe("/admin/settings");

  await local.query("UPDATE sessions SET verified_at = ?", Date.now() - 16 * 60_000);
  expect((await json("DELETE", "/api/fragrances/5")).status).toBe(403);
  const verified = await json("POST", "/api/auth/verify", { password: ADMIN.password });
  expect(verified.status).toBe(200);
  expect((await json("DELETE", "/api/fragrances/5")).status).toBe(200);
  expect(await local.query("SELECT id FROM fragrances WHERE id = 5")).toEqual([]);
});
