import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, daysBetween, epochDayOf, epochDayText, offsetSegments } from "./shop-day-buckets";
import { shopDay, shopDayBounds } from "./shop-time";

const HOUR = 3_600_000;

describe("the shop's DST stretches", () => {
  it("splits 2026 at 2 am on March 8 (MST → MDT) and November 1 (MDT → MST)", () => {
    const start = shopDayBounds("2026-01-01")!.start;
    const end = shopDayBounds("2026-12-31")!.end;
    expect(offsetSegments(start, end)).toEqual([
      { from: start, to: Date.UTC(2026, 2, 8, 9), offsetMs: -7 * HOUR },
      { from: Date.UTC(2026, 2, 8, 9), to: Date.UTC(2026, 10, 1, 8), offsetMs: -6 * HOUR },
      { from: Date.UTC(2026, 10, 1, 8), to: end, offsetMs: -7 * HOUR },
    ]);
  });

  it("is one stretch for a period without a change, and for a single day", () => {
    const day = shopDayBounds("2026-06-15")!;
    expect(offsetSegments(day.start, day.end)).toEqual([{ from: day.start, to: day.end, offsetMs: -6 * HOUR }]);
  });

  it("puts every instant of two years on the shop day its Denver clock shows, as the SQL does", () => {
    const start = shopDayBounds("2025-01-01")!.start;
    const end = shopDayBounds("2026-12-31")!.end;
    const segments = offsetSegments(start, end);
    fc.assert(
      fc.property(fc.integer({ min: start, max: end - 1 }), (instant) => {
        const segment = segments.find((each) => instant >= each.from && instant < each.to)!;
        // The model's SQL: (created_at + offset) / 86400000, integer division.
        expect(epochDayText(Math.floor((instant + segment.offsetMs) / 86_400_000))).toBe(shopDay(instant));
      }),
      { numRuns: 2000 },
    );
  });

  it("counts calendar days, not 24-hour spans", () => {
    expect(daysBetween("2026-03-07", "2026-03-09")).toEqual(["2026-03-07", "2026-03-08", "2026-03-09"]);
    expect(daysBetween("2026-03-09", "2026-03-07")).toEqual([]);
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(epochDayOf("2026-02-30")).toBeNull();
  });
});
