import { describe, expect, it } from "vitest";
import { formatBytes, formatDuration } from "./system-display";

describe("formatDuration", () => {
  it("keeps the two largest units", () => {
    expect(formatDuration(45.8)).toBe("45 s");
    expect(formatDuration(12 * 60 + 5)).toBe("12 min");
    expect(formatDuration(3 * 3600 + 5 * 60)).toBe("3 h 5 min");
    expect(formatDuration(3 * 3600)).toBe("3 h");
    expect(formatDuration(2 * 86_400 + 4 * 3600 + 59)).toBe("2 d 4 h");
    expect(formatDuration(-3)).toBe("0 s");
  });
});

describe("formatBytes", () => {
  it("counts in powers of 1024", () => {
    expect(formatBytes(812)).toBe("812 B");
    expect(formatBytes(4300)).toBe("4.2 KB");
    expect(formatBytes(17.5 * 1024 * 1024)).toBe("17.5 MB");
    expect(formatBytes(1.25 * 1024 ** 3)).toBe("1.3 GB");
  });
});
