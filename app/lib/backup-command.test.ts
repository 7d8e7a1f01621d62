import { describe, expect, it } from "vitest";
import { parseBackupCommand, parseRestoreCommand } from "./backup-command";

describe("npm run backup's arguments", () => {
  it("backs up the embedded database, into BACKUP_DIR or --dir", () => {
    expect(parseBackupCommand([])).toEqual({ ok: true, target: "file", dir: undefined });
    expect(parseBackupCommand(["--dir", "/mnt/offsite"])).toEqual({ ok: true, target: "file", dir: "/mnt/offsite" });
  });

  it("exports a D1 database, local unless --remote", () => {
    expect(parseBackupCommand(["--d1", "onbrand"])).toEqual({ ok: true, target: "d1", database: "onbrand", remote: false, dir: undefined });
    expect(parseBackupCommand(["--d1", "onbrand", "--remote", "--dir", "exports"])).toEqual({ ok: true, target: "d1", database: "onbrand", remote: true, dir: "exports" });
    expect(parseBackupCommand(["--remote", "--d1=shop_2"])).toMatchObject({ ok: true, database: "shop_2", remote: true });
  });

  it("refuses what it cannot do, with the usage", () => {
    const refusals: [string[], RegExp][] = [
      [["--remote"], /--remote goes with --d1 NAME/],
      [["--d1"], /argument missing/],
      [["--d1", "../etc/passwd"], /--d1 needs the D1 database's name/],
      [["--d1", "a b"], /--d1 needs the D1 database's name/],
      [["--dir", " "], /--dir needs a folder/],
      [["--persist-to", "x", "--d1", "onbrand"], /Unknown option '--persist-to'/],
      [["backup.db"], /Unexpected argument: backup.db/],
    ];
    for (const [args, message] of refusals) {
      const result = parseBackupCommand(args);
      expect(result.ok, args.join(" ")).toBe(false);
      if (!result.ok) {
        expect(result.message).toMatch(message);
        expect(result.message).toContain("Usage: npm run backup");
      }
    }
  });
});

describe("npm run restore's arguments", () => {
  it("takes one file and an optional target, a bare path meaning a file", () => {
    expect(parseRestoreCommand(["data/backups/shop-2026-11-27T08-00-00Z.db"])).toEqual({ ok: true, file: "data/backups/shop-2026-11-27T08-00-00Z.db", to: undefined });
    expect(parseRestoreCommand(["b.db", "--to", "file:/srv/new/shop.db"])).toEqual({ ok: true, file: "b.db", to: "file:/srv/new/shop.db" });
    expect(parseRestoreCommand(["b.db", "--to", "/srv/new/shop.db"])).toEqual({ ok: true, file: "b.db", to: "file:/srv/new/shop.db" });
    expect(parseRestoreCommand(["b.db", "--to", "libsql://shop.turso.io"])).toMatchObject({ to: "libsql://shop.turso.io" });
  });

  it("refuses no file, two files and unknown options", () => {
    expect(parseRestoreCommand([])).toMatchObject({ ok: false, message: expect.stringMatching(/Name the backup file/) });
    expect(parseRestoreCommand(["a.db", "b.db"])).toMatchObject({ ok: false, message: expect.stringMatching(/Name one backup file/) });
    expect(parseRestoreCommand(["a.db", "--force"])).toMatchObject({ ok: false, message: expect.stringMatching(/Unknown option '--force'/) });
    expect(parseRestoreCommand(["a.db", "--to"])).toMatchObject({ ok: false, message: expect.stringMatching(/argument missing/) });
  });
});
