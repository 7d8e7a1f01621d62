import { describe, expect, it } from "vitest";
import { backupFileName, backupsToDelete, backupTime, nextBackupDelayMs, type RetainedBackup } from "./backup-retention";

const at = (iso: string): RetainedBackup => ({ name: backupFileName(new Date(iso)), takenAt: new Date(iso) });
const deleted = (backups: RetainedBackup[], now: string, keepDaily = 7, keepWeekly = 4) =>
  backupsToDelete({ backups, now: new Date(now), keepDaily, keepWeekly })
    .map((backup) => backup.takenAt.toISOString())
    .sort();

describe("backup file names", () => {
  it("names a backup by its UTC second, without colons, and reads the time back", () => {
    const name = backupFileName(new Date("2026-11-27T08:00:00.750Z"));
    expect(name).toBe("shop-2026-11-27T08-00-00Z.db");
    expect(backupTime(name)?.toISOString()).toBe("2026-11-27T08:00:00.000Z");
  });

  it("names a D1 export by its database", () => {
    const kind = { stem: "d1-onbrand", extension: "sql" };
    const name = backupFileName(new Date("2026-11-27T08:00:00Z"), kind);
    expect(name).toBe("d1-onbrand-2026-11-27T08-00-00Z.sql");
    expect(backupTime(name, kind)?.toISOString()).toBe("2026-11-27T08:00:00.000Z");
    expect(backupTime(name)).toBeNull();
    expect(backupTime("d1-other-2026-11-27T08-00-00Z.sql", kind)).toBeNull();
  });

  it("ignores files that are not backups", () => {
    for (const name of ["shop.db", "shop-2026-11-27T08-00-00Z.db.123.tmp", "shop-2026-02-31T08-00-00Z.db", "notes.txt", "shop-2026-11-27T08-00-00Z.images"]) {
      expect(backupTime(name)).toBeNull();
    }
  });
});

describe("backupsToDelete", () => {
  it("keeps the newest backup of each of the last 7 days and deletes the others of those days", () => {
    const backups = [at("2026-11-27T08:00:00Z"), at("2026-11-27T02:00:00Z"), at("2026-11-26T20:00:00Z"), at("2026-11-26T08:00:00Z"), at("2026-11-21T00:00:00Z")];
    expect(deleted(backups, "2026-11-27T09:00:00Z")).toEqual(["2026-11-26T08:00:00.000Z", "2026-11-27T02:00:00.000Z"]);
  });

  it("keeps the newest of each of the 4 weeks before the daily window and deletes anything older", () => {
    // Daily window: 2026-11-21 .. 2026-11-27. Week 0: 11-14 .. 11-20, week 1: 11-07 .. 11-13, week 2: 10-31 .. 11-06, week 3: 10-24 .. 10-30.
    const backups = [
      at("2026-11-27T08:00:00Z"),
      at("2026-11-20T23:59:59Z"),
      at("2026-11-14T00:00:00Z"),
      at("2026-11-10T08:00:00Z"),
      at("2026-10-31T08:00:00Z"),
      at("2026-10-24T00:00:00Z"),
      at("2026-10-23T23:59:59Z"),
      at("2025-01-01T00:00:00Z"),
    ];
    expect(deleted(backups, "2026-11-27T09:00:00Z")).toEqual(["2025-01-01T00:00:00.000Z", "2026-10-23T23:59:59.000Z", "2026-11-14T00:00:00.000Z"]);
  });

  it("with a backup every 6 hours for 60 days keeps 7 daily and 4 weekly", () => {
    const now = new Date("2026-11-27T18:30:00Z");
    const backups = Array.from({ length: 60 * 4 }, (_, index) => {
      const time = new Date(now.getTime() - 30 * 60_000 - index * 6 * 3600_000);
      return { name: backupFileName(time), takenAt: time };
    });
    const gone = new Set(backupsToDelete({ backups, now, keepDaily: 7, keepWeekly: 4 }));
    const kept = backups.filter((backup) => !gone.has(backup)).map((backup) => backup.takenAt.toISOString());
    expect(kept).toEqual([
      "2026-11-27T18:00:00.000Z",
      "2026-11-26T18:00:00.000Z",
      "2026-11-25T18:00:00.000Z",
      "2026-11-24T18:00:00.000Z",
      "2026-11-23T18:00:00.000Z",
      "2026-11-22T18:00:00.000Z",
      "2026-11-21T18:00:00.000Z",
      "2026-11-20T18:00:00.000Z",
      "2026-11-13T18:00:00.000Z",
      "2026-11-06T18:00:00.000Z",
      "2026-10-30T18:00:00.000Z",
    ]);
  });

  it("never deletes the newest backup, however old, nor one dated after now", () => {
    expect(deleted([at("2020-01-01T00:00:00Z"), at("2019-01-01T00:00:00Z")], "2026-11-27T09:00:00Z")).toEqual(["2019-01-01T00:00:00.000Z"]);
    expect(deleted([at("2026-11-28T10:00:00Z"), at("2026-11-28T09:00:00Z"), at("2026-11-27T08:00:00Z")], "2026-11-27T09:00:00Z")).toEqual([]);
  });

  it("with one day and no weeks keeps only today's newest", () => {
    const backups = [at("2026-11-27T08:00:00Z"), at("2026-11-27T07:00:00Z"), at("2026-11-26T08:00:00Z")];
    expect(deleted(backups, "2026-11-27T09:00:00Z", 1, 0)).toEqual(["2026-11-26T08:00:00.000Z", "2026-11-27T07:00:00.000Z"]);
  });

  it("counts days in UTC", () => {
    // 23:30 and 00:30 UTC are two days, whatever the server's time zone.
    const backups = [at("2026-11-27T00:30:00Z"), at("2026-11-26T23:30:00Z"), at("2026-11-26T22:00:00Z")];
    expect(deleted(backups, "2026-11-27T01:00:00Z")).toEqual(["2026-11-26T22:00:00.000Z"]);
  });
});

describe("nextBackupDelayMs", () => {
  const hour = 3600_000;
  const now = new Date("2026-11-27T09:00:00Z");
  const delay = (newest: string | null) => nextBackupDelayMs({ newest: newest ? new Date(newest) : null, now, intervalMs: 6 * hour, minimumMs: 60_000 });

  it("waits one interval after the newest backup", () => {
    expect(delay("2026-11-27T08:00:00Z")).toBe(5 * hour);
  });

  it("takes an overdue or first backup a minute after start-up", () => {
    expect(delay("2026-11-26T08:00:00Z")).toBe(60_000);
    expect(delay(null)).toBe(60_000);
  });

  it("never waits longer than one interval, even for a backup dated in the future", () => {
    expect(delay("2026-11-28T08:00:00Z")).toBe(6 * hour);
  });
});
