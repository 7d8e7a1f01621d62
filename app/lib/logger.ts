import type { LogLevel } from "./settings.server";

// The server's structured log: one JSON object per line. On Node the server
// passes pino (server/logger.ts), on Workers `jsonLogger` writes the same shape
// with console.log, which Workers Logs index. Both take (fields, message) like
// pino, so the code that logs does not know which it has.

export type LogFields = Record<string, unknown>;
type LogMethod = (fields: LogFields, message?: string) => void;
export type Logger = Record<Exclude<LogLevel, "silent">, LogMethod> & { child(bindings: LogFields): Logger };

/** pino's numbers for its levels; a line is written when its level is at least the logger's. */
export const LEVEL_VALUES: Record<LogLevel, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity };

/** An Error as a log field (pino's `err` serializer writes the same three fields). */
export function serializeError(error: unknown): LogFields {
  if (error instanceof Error) return { type: error.name, message: error.message, stack: error.stack };
  return { type: typeof error, message: String(error) };
}

/** pino's line shape (level label, ISO time, msg) written with `write`, console.log by default. */
export function jsonLogger(level: LogLevel, write: (line: string) => void = console.log, bindings: LogFields = {}): Logger {
  const threshold = LEVEL_VALUES[level];
  const method =
    (label: Exclude<LogLevel, "silent">): LogMethod =>
    (fields, message) => {
      if (LEVEL_VALUES[label] < threshold) return;
      const { err, ...rest } = fields;
      const line: LogFields = { level: label, time: new Date().toISOString(), ...bindings, ...rest };
      if (err !== undefined) line.err = serializeError(err);
      if (message) line.msg = message;
      write(JSON.stringify(line));
    };
  return {
    fatal: method("fatal"),
    error: method("error"),
    warn: method("warn"),
    info: method("info"),
    debug: method("debug"),
    trace: method("trace"),
    child: (more) => jsonLogger(level, write, { ...bindings, ...more }),
  };
}
