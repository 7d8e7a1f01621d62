import { describe, expect, it } from "vitest";
import { csvDownload } from "./csv-download.server";

/** Pieces "a,1\r\n"… with a record of how many were asked for and whether the source was closed. */
function source(count: number) {
  const seen = { made: 0, closed: false };
  async function* pieces() {
    try {
      for (let i = 0; i < count; i += 1) {
        seen.made += 1;
        yield i === 1 ? "" : `row,${i}\r\n`;
      }
    } finally {
      seen.closed = true;
    }
  }
  return { seen, pieces: pieces() };
}

describe("csvDownload", () => {
  it("sends the pieces as a CSV attachment, in order, skipping empty ones", async () => {
    const { pieces } = source(4);
    const response = csvDownload(pieces, "orders-2026-11-01-to-2026-11-30.csv");
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="orders-2026-11-01-to-2026-11-30.csv"');
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.text()).toBe("row,0\r\nrow,2\r\nrow,3\r\n");
  });

  it("makes the next piece only when the reader has taken the last, and stops when the download is abandoned", async () => {
    const { seen, pieces } = source(1000);
    const reader = csvDownload(pieces, "x.csv").body!.getReader();
    const decoder = new TextDecoder();
    expect(decoder.decode((await reader.read()).value)).toBe("row,0\r\n");
    // The piece read, and at most one waiting behind it (the stream's high-water mark): not the whole file.
    expect(seen.made).toBeLessThanOrEqual(3);
    await reader.cancel();
    expect(seen.closed).toBe(true);
    expect(seen.made).toBeLessThanOrEqual(3);
  });
});
