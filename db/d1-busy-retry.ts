import type { D1Database, D1DatabaseSession, D1ExecResult, D1PreparedStatement, D1Result } from "@cloudflare/workers-types";

// Why: under `wrangler dev` the local D1 database is a SQLite file that a second
// workerd may open too (the browser tests read it through getPlatformProxy, see
// tests/e2e/sessions.ts). Local D1 runs every statement, a SELECT too, as a
// write transaction that does not wait for a lock, so when the two meet, the
// app's statement fails at once with "D1_ERROR: database is locked:
// SQLITE_BUSY" and its request answers 500 (about 1 test in 400). Real D1 is not
// expected to answer this, but a BUSY answer means the statement or batch did
// not run, so asking again is safe: a few times, a few milliseconds apart (the
// other side's transaction is short). Any other error passes through at once.

/**
 * Waits before the 2nd..7th attempt; after the last, the last error is thrown.
 * About 1.3 s in all: with four waits (0.3 s) a browser test's own reads under
 * load still met the lock now and then (a session lookup failed in a full run
 * on 2 cores, 2026-11-27).
 */
export const BUSY_RETRY_DELAYS_MS: readonly number[] = [20, 40, 80, 160, 320, 640];

// Local D1 sometimes reports a SQLITE_BUSY_SNAPSHOT only as a body it could not
// parse: "Failed to parse body as JSON, got: Error: internal error; reference = …"
// (workerd logs the BUSY beside it). Nothing ran, as with the plain BUSY.
const BUSY = /SQLITE_BUSY|database is locked|Failed to parse body as JSON, got: Error: internal error/i;

/** True when the error (or one of its causes) is SQLite's "database is locked". */
export function isBusyError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== undefined && current !== null; depth++) {
    if (BUSY.test(current instanceof Error ? current.message : String(current))) return true;
    current = typeof current === "object" && "cause" in current ? current.cause : undefined;
  }
  return false;
}

export type BusyRetryOptions = {
  /** One wait per retry; its length + 1 is the number of attempts. */
  delaysMs?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
};

type Retry = <T>(run: () => Promise<T>) => Promise<T>;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function retrier({ delaysMs = BUSY_RETRY_DELAYS_MS, sleep = pause }: BusyRetryOptions): Retry {
  return async (run) => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await run();
      } catch (error) {
        const delay = delaysMs[attempt];
        if (delay === undefined || !isBusyError(error)) throw error;
        await sleep(delay);
      }
    }
  };
}

/** A prepared statement whose runs are asked again on SQLITE_BUSY; `inner` is the binding's own. */
class BusyRetryingStatement implements D1PreparedStatement {
  constructor(
    readonly inner: D1PreparedStatement,
    private readonly retry: Retry,
  ) {}

  bind(...values: unknown[]): D1PreparedStatement {
    return new BusyRetryingStatement(this.inner.bind(...values), this.retry);
  }

  first<T>(colName?: string): Promise<T | null> {
    return this.retry(() => (colName === undefined ? this.inner.first<T>() : this.inner.first<T>(colName)));
  }

  run<T = Record<string, unknown>>(): Promise<D1Result<T>> {
    return this.retry(() => this.inner.run<T>());
  }

  all<T = Record<string, unknown>>(): Promise<D1Result<T>> {
    return this.retry(() => this.inner.all<T>());
  }

  raw<T = unknown[]>(options: { columnNames: true }): Promise<[string[], ...T[]]>;
  raw<T = unknown[]>(options?: { columnNames?: false }): Promise<T[]>;
  raw<T = unknown[]>(options?: { columnNames?: boolean }): Promise<[string[], ...T[]] | T[]> {
    return this.retry<[string[], ...T[]] | T[]>(() =>
      options?.columnNames ? this.inner.raw<T>({ columnNames: true }) : this.inner.raw<T>(),
    );
  }
}

/** The binding's own statement: D1's batch() accepts nothing else. */
const unwrap = (statement: D1PreparedStatement) => (statement instanceof BusyRetryingStatement ? statement.inner : statement);

class BusyRetryingD1 implements D1Database {
  private readonly retry: Retry;

  constructor(
    private readonly inner: D1Database,
    options: BusyRetryOptions,
  ) {
    this.retry = retrier(options);
  }

  prepare(query: string): D1PreparedStatement {
    return new BusyRetryingStatement(this.inner.prepare(query), this.retry);
  }

  /** A batch is one transaction: BUSY means none of it ran, so the whole batch is asked again. */
  batch<T = unknown>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]> {
    const own = statements.map(unwrap);
    return this.retry(() => this.inner.batch<T>(own));
  }

  // Not used by drizzle's D1 driver: passed through as they are.
  exec(query: string): Promise<D1ExecResult> {
    return this.inner.exec(query);
  }

  withSession(...args: Parameters<D1Database["withSession"]>): D1DatabaseSession {
    return this.inner.withSession(...args);
  }

  dump(): Promise<ArrayBuffer> {
    return this.inner.dump();
  }
}

// One wrapper per binding: the binding outlives a request while the Db is made per
// request (server/worker.ts), and app/models/search-memory.server.ts keys its
// memory on the Db's $client, which must stay the same object across requests.
const wrappers = new WeakMap<D1Database, D1Database>();

/**
 * `d1` with every statement and batch asked again, up to 5 attempts in all,
 * when D1 answers SQLITE_BUSY; then the last error is thrown. With `options`
 * (tests), a new wrapper each call.
 */
export function retryOnBusy(d1: D1Database, options?: BusyRetryOptions): D1Database {
  if (options) return new BusyRetryingD1(d1, options);
  let wrapper = wrappers.get(d1);
  if (!wrapper) {
    wrapper = new BusyRetryingD1(d1, {});
    wrappers.set(d1, wrapper);
  }
  return wrapper;
}
