import { describe, expect, it } from "vitest";
import {
  ageSeconds,
  countAppliedMigrations,
  OUTBOX_MAX_PENDING,
  OUTBOX_MAX_PENDING_AGE_SECONDS,
  outboxOk,
  readinessReport,
  webhooksOk,
  type ReadinessFacts,
} from "./readiness";

const healthy: ReadinessFacts = {
  database: { ok: true },
  migrations: { applied: 14, expected: 14 },
  outbox: { pending: 0, oldestPendingAgeSeconds: null, delivery: true },
  webhooks: { failuresLastHour: 0 },
};

describe("outboxOk", () => {
  it("passes up to the limits and fails past either of them", () => {
    expect(outboxOk({ pending: OUTBOX_MAX_PENDING, oldestPendingAgeSeconds: OUTBOX_MAX_PENDING_AGE_SECONDS, delivery: true })).toBe(true);
    expect(outboxOk({ pending: OUTBOX_MAX_PENDING + 1, oldestPendingAgeSeconds: 1, delivery: true })).toBe(false);
    expect(outboxOk({ pending: 1, oldestPendingAgeSeconds: OUTBOX_MAX_PENDING_AGE_SECONDS + 1, delivery: true })).toBe(false);
  });

  it("never counts a backlog where no e-mail can be delivered: the outbox is meant to hold it", () => {
    expect(outboxOk({ pending: 10_000, oldestPendingAgeSeconds: 86_400, delivery: false })).toBe(true);
  });
});

describe("webhooksOk", () => {
  it("fails on one unresolved failure in the last hour", () => {
    expect(webhooksOk({ failuresLastHour: 0 })).toBe(true);
    expect(webhooksOk({ failuresLastHour: 1 })).toBe(false);
  });
});

describe("readinessReport", () => {
  it("is ok when every check passes", () => {
    expect(readinessReport(healthy)).toEqual({
      status: "ok",
      checks: {
        database: { ok: true },
        migrations: { ok: true, applied: 14, expected: 14 },
        outbox: { ok: true, pending: 0, oldestPendingAgeSeconds: null },
        webhooks: { ok: true, failuresLastHour: 0 },
      },
    });
  });

  it("is unavailable when one check fails, and says which", () => {
    const report = readinessReport({ ...healthy, migrations: { applied: 13, expected: 14 } });
    expect(report.status).toBe("unavailable");
    expect(report.checks.migrations).toEqual({ ok: false, applied: 13, expected: 14 });
    expect(report.checks.outbox.ok).toBe(true);
  });

  it("passes a database ahead of the build (a rollback)", () => {
    expect(readinessReport({ ...healthy, migrations: { applied: 15, expected: 14 } }).status).toBe("ok");
  });

  it("fails every check whose facts could not be read", () => {
    const report = readinessReport({ database: { ok: false }, migrations: null, outbox: null, webhooks: null });
    expect(report).toEqual({
      status: "unavailable",
      checks: {
        database: { ok: false },
        migrations: { ok: false, applied: null, expected: null },
        outbox: { ok: false, pending: null, oldestPendingAgeSeconds: null },
        webhooks: { ok: false, failuresLastHour: null },
      },
    });
  });
});

describe("countAppliedMigrations", () => {
  const shipped = [
    { tag: "0000_init", when: 100 },
    { tag: "0001_more", when: 200 },
    { tag: "0002_last", when: 300 },
  ];

  it("reads drizzle's timestamps: the newest applied stands for those before it", () => {
    expect(countAppliedMigrations(shipped, { kind: "drizzle", timestamps: [100, 200, 300] })).toBe(3);
    expect(countAppliedMigrations(shipped, { kind: "drizzle", timestamps: [100, 200] })).toBe(2);
    expect(countAppliedMigrations(shipped, { kind: "drizzle", timestamps: [] })).toBe(0);
  });

  it("reads wrangler's file names", () => {
    expect(countAppliedMigrations(shipped, { kind: "d1", names: ["0000_init.sql", "0001_more.sql", "0002_last.sql"] })).toBe(3);
    expect(countAppliedMigrations(shipped, { kind: "d1", names: ["0000_init.sql"] })).toBe(1);
  });
});

describe("ageSeconds", () => {
  it("counts whole seconds, never below zero", () => {
    const now = new Date("2026-11-27T12:00:00Z");
    expect(ageSeconds(new Date("2026-11-27T11:59:00.500Z"), now)).toBe(59);
    expect(ageSeconds(new Date("2026-11-27T12:00:05Z"), now)).toBe(0);
    expect(ageSeconds(null, now)).toBeNull();
  });
});
