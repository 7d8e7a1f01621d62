import { describe, expect, it } from "vitest";
import { shopDate, shopDateTime, shopDay, shopDayBounds, shopLongDate, shopSpreadsheetTime } from "./shop-time";

// Fixed instants, so the answers do not depend on the machine's own zone or clock.
const WINTER_11PM = new Date("2026-11-27T06:00:00Z"); // Thursday Nov 26, 11:00 pm MST (UTC-7)
const SUMMER_11PM = new Date("2026-07-05T05:00:00Z"); // Saturday Jul 4, 11:00 pm MDT (UTC-6)

describe("dates and times in the shop's time zone (Denver)", () => {
  it("shows an order placed at 11 pm in Denver in winter on that day, not UTC's next one", () => {
    expect(shopDay(WINTER_11PM)).toBe("2026-11-26");
    expect(shopDateTime(WINTER_11PM)).toBe("2026-11-26 23:00 MST");
    expect(shopDate(WINTER_11PM)).toBe("Nov 26, 2026");
    expect(shopLongDate(WINTER_11PM)).toBe("November 26, 2026");
    expect(shopSpreadsheetTime(WINTER_11PM)).toBe("2026-11-26 23:00:00");
  });

  it("shows an order placed at 11 pm in Denver in summer on that day, in summer time", () => {
    expect(shopDay(SUMMER_11PM)).toBe("2026-07-04");
    expect(shopDateTime(SUMMER_11PM)).toBe("2026-07-04 23:00 MDT");
    expect(shopSpreadsheetTime(SUMMER_11PM.toISOString())).toBe("2026-07-04 23:00:00");
  });

  it("prints midnight as 00:00 and takes a Date, an ISO string or milliseconds alike", () => {
    const midnight = Date.UTC(2026, 0, 1, 7);
    expect(shopDateTime(midnight)).toBe("2026-01-01 00:00 MST");
    expect(shopDateTime(new Date(midnight).toISOString())).toBe("2026-01-01 00:00 MST");
    expect(shopDay(midnight - 1)).toBe("2025-12-31");
  });

  it("spans a shop day from Denver's midnight to the next, 23 or 25 hours when the clocks change", () => {
    expect(shopDayBounds("2026-11-26")).toEqual({ start: Date.UTC(2026, 10, 26, 7), end: Date.UTC(2026, 10, 27, 7) });
    expect(shopDayBounds("2026-07-04")).toEqual({ start: Date.UTC(2026, 6, 4, 6), end: Date.UTC(2026, 6, 5, 6) });
    // Spring forward (Mar 8, 2026) and fall back (Nov 1, 2026).
    expect(shopDayBounds("2026-03-08")).toEqual({ start: Date.UTC(2026, 2, 8, 7), end: Date.UTC(2026, 2, 9, 6) });
    expect(shopDayBounds("2026-11-01")).toEqual({ start: Date.UTC(2026, 10, 1, 6), end: Date.UTC(2026, 10, 2, 7) });
    // Month and year ends roll over.
    expect(shopDayBounds("2026-12-31")).toEqual({ start: Date.UTC(2026, 11, 31, 7), end: Date.UTC(2027, 0, 1, 7) });
    const day = shopDayBounds("2026-11-26")!;
    expect([shopDay(day.start), shopDay(day.end - 1), shopDay(day.end)]).toEqual(["2026-11-26", "2026-11-26", "2026-11-27"]);
  });

  it("refuses what is not a real calendar day", () => {
    for (const value of ["2026-02-30", "2026-13-01", "2026-1-5", "2026-01-01T00:00", "0000-00-00", "", "yesterday"]) {
      expect(shopDayBounds(value), value).toBeNull();
    }
    expect(shopDayBounds("2028-02-29")).not.toBeNull();
  });
});
