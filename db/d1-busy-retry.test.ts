import type { D1Database, D1PreparedStatement } from "@cloudflare/workers-types";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb, runBatch, schema } from "./client";
import { BUSY_RETRY_DELAYS_MS, isBusyError, retryOnBusy } from "./d1-busy-retry";

// A D1-shaped fake: every statement run and batch fails with `error` while
// `failures` last, then succeeds. Its batch() refuses statements it did not make,
// as the real binding does with anything but its own D1PreparedStatement.

const busy = () => new Error("D1_ERROR: database is locked: SQLITE_BUSY");

function fakeD1(failures: number, error: () => Error = busy) {
  let left = failures;
  const attempts: string[] = [];
  const batches: unknown[][] = [];
  const answer = <T>(what: string, value: T): Promise<T> => {
    attempts.push(what);
    if (left > 0) {
      left--;
      return Promise.reject(error());
    }
    return Promise.resolve(value);
  };
  const result = (rows: unknown[]) => ({ results: rows, success: true, meta: {} });

  class FakeStatement {
    constructor(
      readonly query: string,
      readonly params: unknown[] = [],
    ) {}
    bind(...values: unknown[]) {
      return new FakeStatement(this.query, values);
    }
    all() {
      return answer(`all ${this.query}`, result([{ query: this.query, params: this.params }]));
    }
    run() {
      return answer(`run ${this.query}`, result([]));
    }
    first(column?: string) {
      return answer(`first ${this.query}`, column === undefined ? { n: 1 } : 1);
    }
    raw(options?: { columnNames?: boolean }) {
      return answer(`raw ${this.query}`, options?.columnNames ? [["n"], [1]] : [[1]]);
    }
  }

  const fake = {
    prepare: (query: string) => new FakeStatement(query),
    batch: (statements: unknown[]) => {
      batches.push(statements);
      if (!statements.every((statement) => statement instanceof FakeStatement)) {
        return Promise.reject(new TypeError("D1_TYPE_ERROR: batch() takes D1PreparedStatement only"));
      }
      return answer(
        "batch",
        (statements as FakeStatement[]).map((statement) => result([{ query: statement.query, params: statement.params }])),
      );
    },
    exec: (query: string) => Promise.resolve({ count: 1, duration: 0, query }),
  };
  return { d1: fake as unknown as D1Database, attempts, batches, FakeStatement };
}

/** No real waits; the waits asked for are recorded. */
function recordedSleep() {
  const waits: number[] = [];
  return { waits, sleep: (ms: number) => (waits.push(ms), Promise.resolve()) };
}

describe("retryOnBusy", () => {
  it("asks a statement again after SQLITE_BUSY, with growing waits, and answers its result", async () => {
    const fake = fakeD1(3);
    const { waits, sleep } = recordedSleep();
    const d1 = retryOnBusy(fake.d1, { sleep });

    const { results } = await d1.prepare("select ?").bind(7).all();

    expect(results).toEqual([{ query: "select ?", params: [7] }]);
    expect(fake.attempts).toEqual(Array(4).fill("all select ?"));
    expect(waits).toEqual([20, 40, 80]);
  });

  it("retries run, first and raw too", async () => {
    const { sleep } = recordedSleep();
    const cases: [string, (statement: D1PreparedStatement) => Promise<unknown>, unknown][] = [
      ["run", (statement) => statement.run(), { results: [], success: true, meta: {} }],
      ["first", (statement) => statement.first(), { n: 1 }],
      ["raw", (statement) => statement.raw(), [[1]]],
    ];
    for (const [method, call, expected] of cases) {
      const fake = fakeD1(1);
      expect(await call(retryOnBusy(fake.d1, { sleep }).prepare("q").bind())).toEqual(expected);
      expect(fake.attempts).toEqual([`${method} q`, `${method} q`]);
    }
    const fake = fakeD1(1);
    const statement = retryOnBusy(fake.d1, { sleep }).prepare("q");
    expect(await statement.first("n")).toBe(1);
    expect(await statement.raw({ columnNames: true })).toEqual([["n"], [1]]);
  });

  it("does not retry other errors", async () => {
    const fake = fakeD1(1, () => new Error("D1_ERROR: UNIQUE constraint failed: users.email: SQLITE_CONSTRAINT"));
    const { waits, sleep } = recordedSleep();
    const d1 = retryOnBusy(fake.d1, { sleep });

    await expect(d1.prepare("insert").run()).rejects.toThrow("SQLITE_CONSTRAINT");
    expect(fake.attempts).toEqual(["run insert"]);
    expect(waits).toEqual([]);
  });

  it("gives up after 7 attempts with the last error", async () => {
    const errors: Error[] = [];
    const fake = fakeD1(Infinity, () => {
      const error = busy();
      errors.push(error);
      return error;
    });
    const { waits, sleep } = recordedSleep();
    const d1 = retryOnBusy(fake.d1, { sleep });

    const failure = await d1.prepare("select 1").all().catch((error: unknown) => error);

    expect(fake.attempts).toHaveLength(7);
    expect(waits).toEqual([...BUSY_RETRY_DELAYS_MS]);
    expect(errors).toHaveLength(7);
    expect(failure).toBe(errors[6]);
  });

  it("hands batch() the binding's own statements, and retries the batch on SQLITE_BUSY", async () => {
    const fake = fakeD1(2);
    const { sleep } = recordedSleep();
    const d1 = retryOnBusy(fake.d1, { sleep });
    const statements = [d1.prepare("insert a").bind(1), d1.prepare("insert b")];

    const results = await d1.batch(statements);

    expect(results.map((r) => r.results)).toEqual([[{ query: "insert a", params: [1] }], [{ query: "insert b", params: [] }]]);
    expect(fake.attempts).toEqual(["batch", "batch", "batch"]);
    expect(fake.batches).toHaveLength(3);
    for (const sent of fake.batches) {
      expect(sent).toHaveLength(2);
      for (const statement of sent) expect(statement).toBeInstanceOf(fake.FakeStatement);
    }
  });

  it("passes exec through", async () => {
    const fake = fakeD1(0);
    expect(await retryOnBusy(fake.d1).exec("pragma x")).toMatchObject({ count: 1, query: "pragma x" });
  });

  it("recognises BUSY in an error's message or cause only", () => {
    expect(isBusyError(busy())).toBe(true);
    expect(isBusyError(new Error("D1_ERROR: internal", { cause: new Error("SQLITE_BUSY") }))).toBe(true);
    expect(isBusyError("database is locked")).toBe(true);
    // How local D1 reports a BUSY_SNAPSHOT (seen in a full browser run, 2026-11-27).
    expect(isBusyError(new Error("Failed query", { cause: new Error("D1_ERROR: Failed to parse body as JSON, got: Error: internal error; reference = 0k5gp5k0") }))).toBe(true);
    expect(isBusyError(new Error("D1_ERROR: no such table: carts: SQLITE_ERROR"))).toBe(false);
    expect(isBusyError(undefined)).toBe(false);
  });
});

describe("createDb over D1", () => {
  it("retries what drizzle's D1 driver sends, a query and a batch", async () => {
    const fake = fakeD1(1);
    const db = createDb({ d1: fake.d1 });

    await db.select().from(schema.rateLimits);
    expect(fake.attempts).toHaveLength(2);

    const resetAt = new Date(0);
    await runBatch(db, [
      db.insert(schema.rateLimits).values({ key: "login:a", count: 1, resetAt }),
      db.delete(schema.rateLimits).where(eq(schema.rateLimits.key, "login:b")),
    ]);
    expect(fake.batches).toHaveLength(1);
    for (const statement of fake.batches[0]!) expect(statement).toBeInstanceOf(fake.FakeStatement);
  });

  it("keeps one client per binding, so per-binding memory (search-memory) survives requests", () => {
    const fake = fakeD1(0);
    const client = (db: unknown) => (db as { $client: unknown }).$client;
    expect(client(createDb({ d1: fake.d1 }))).toBe(client(createDb({ d1: fake.d1 })));
  });
});
