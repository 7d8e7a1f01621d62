import { pino, stdTimeFunctions, type DestinationStream } from "pino";
import type { Logger } from "../app/lib/logger";
import type { LogLevel } from "../app/lib/settings.server";

/**
 * The Node server's log: pino, one JSON line per event to stdout (or the
 * stream given, for tests), in the same shape the Worker writes: level as its
 * label, ISO time, msg; pino adds the process id, which tells the cluster's
 * processes apart.
 */
export function createNodeLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  ) as unknown as Logger;
}
