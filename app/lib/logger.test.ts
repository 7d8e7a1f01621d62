import { describe, expect, it } from "vitest";
import { jsonLogger } from "./logger";

function captured(level: Parameters<typeof jsonLogger>[0]) {
  const lines: Record<string, unknown>[] = [];
  return { lines, logger: jsonLogger(level, (line) => lines.push(JSON.parse(line) as Record<string, unknown>)) };
}

describe("jsonLogger (the Worker's log)", () => {
  it("writes pino's shape: level label, ISO time, the fields, msg", () => {
    const { lines, logger } = captured("info");
    logger.info({ requestId: "r-1", status: 200 }, "request");
    expect(lines).toEqual([{ level: "info", time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), requestId: "r-1", status: 200, msg: "request" }]);
  });

  it("leaves out what is below LOG_LEVEL, and everything when silent", () => {
    const warn = captured("warn");
    warn.logger.info({}, "hidden");
    warn.logger.debug({}, "hidden");
    warn.logger.error({}, "shown");
    expect(warn.lines.map((line) => line.msg)).toEqual(["shown"]);
    const silent = captured("silent");
    silent.logger.fatal({}, "hidden");
    expect(silent.lines).toEqual([]);
  });

  it("writes an error as its type, message and stack, and a child's bindings on every line", () => {
    const { lines, logger } = captured("debug");
    logger.child({ requestId: "r-2" }).error({ err: new TypeError("bad input") }, "request failed");
    expect(lines[0]).toMatchObject({ level: "error", requestId: "r-2", err: { type: "TypeError", message: "bad input" }, msg: "request failed" });
    expect((lines[0]!.err as { stack: string }).stack).toContain("TypeError: bad input");
  });
});
