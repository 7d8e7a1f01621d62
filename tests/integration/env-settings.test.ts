// Every setting goes through one schema (app/lib/settings.server.ts): the README's
// configuration table names exactly its variables, and the production server
// refuses to start on a bad value, saying which and what it expects.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SETTING_NAMES } from "../../app/lib/settings.server";

const dir = mkdtempSync(join(tmpdir(), "onbrand-settings-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The variable names in the first column of the README's "Configuration" table. */
function readmeSettings() {
  const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
  const section = readme.split("\n## Configuration\n")[1]!.split("\n## ")[0]!;
  const rows = section.split("\n").filter((line) => line.startsWith("| `"));
  return rows.flatMap((row) => [...row.split(" | ")[0]!.matchAll(/`([A-Z_]+)`/g)].map((match) => match[1]!));
}

describe("settings", () => {
  it("the README's configuration table lists exactly the variables the schema reads", () => {
    expect([...readmeSettings()].sort()).toEqual([...SETTING_NAMES].sort());
  });

  it("the production server refuses to start on a typo, naming the variable and what it expects", () => {
    const result = spawnSync(process.execPath, ["--import", "tsx", "server/node.ts"], {
      cwd: new URL("../..", import.meta.url),
      env: { ...process.env, NODE_ENV: "production", PORT: "0", DATABASE_URL: `file:${join(dir, "shop.db")}`, RATE_LIMIT_LOGIN: "1O", SMTP_URL: "smtp.example.com" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("RATE_LIMIT_LOGIN: expected a whole number");
    expect(result.stderr).toContain("SMTP_URL: expected an smtp:// or smtps:// URL");
    expect(result.stderr).toContain('The server did not start. See "Configuration" in the README.');
    // A message for a person, not a stack trace; and nothing was created.
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.stdout).not.toContain("Shop ready");
    expect(existsSync(join(dir, "shop.db"))).toBe(false);
  });
});
