import { describe, expect, it } from "vitest";
import { promotionEndDay, promotionEndsAt, promotionStartDay, promotionStartsAt } from "./promotion-dates";

const utc = (iso: string) => Date.parse(iso);

describe("a discount code's days and instants (America/Denver)", () => {
  it("starts at the start day's midnight and ends at the midnight after the end day", () => {
    // Winter: MST is UTC-7.
    expect(promotionStartsAt("2026-01-15")).toBe(utc("2026-01-15T07:00:00Z"));
    expect(promotionEndsAt("2026-01-15")).toBe(utc("2026-01-16T07:00:00Z"));
    // Summer: MDT is UTC-6.
    expect(promotionStartsAt("2026-07-04")).toBe(utc("2026-07-04T06:00:00Z"));
    expect(promotionEndsAt("2026-07-04")).toBe(utc("2026-07-05T06:00:00Z"));
    // The end of a year.
    expect(promotionEndsAt("2026-12-31")).toBe(utc("2027-01-01T07:00:00Z"));
  });

  it("follows the clocks across the DST changes", () => {
    // Clocks go forward at 2 am on Sunday 2026-03-08: that day is 23 hours long.
    expect(promotionStartsAt("2026-03-08")).toBe(utc("2026-03-08T07:00:00Z"));
    expect(promotionEndsAt("2026-03-07")).toBe(utc("2026-03-08T07:00:00Z"));
    expect(promotionEndsAt("2026-03-08")).toBe(utc("2026-03-09T06:00:00Z"));
    expect(promotionEndsAt("2026-03-08")! - promotionStartsAt("2026-03-08")!).toBe(23 * 3_600_000);
    // Clocks go back at 2 am on Sunday 2026-11-01: that day is 25 hours long.
    expect(promotionStartsAt("2026-11-01")).toBe(utc("2026-11-01T06:00:00Z"));
    expect(promotionEndsAt("2026-11-01")).toBe(utc("2026-11-02T07:00:00Z"));
    expect(promotionEndsAt("2026-11-01")! - promotionStartsAt("2026-11-01")!).toBe(25 * 3_600_000);
  });

  it("gives back the days the admin typed, for every day of two years", () => {
    for (let time = utc("2026-01-01T12:00:00Z"); time < utc("2028-01-01T00:00:00Z"); time += 86_400_000) {
      const day = new Date(time).toISOString().slice(0, 10);
      expect(promotionStartDay(promotionStartsAt(day)!), day).toBe(day);
      expect(promotionEndDay(promotionEndsAt(day)!), day).toBe(day);
    }
  });

  it("refuses what is not a real day", () => {
    for (const day of ["2026-02-30", "2026-13-01", "2026-1-5", "05/31/2026", "", "tomorrow"]) {
      expect(promotionStartsAt(day), day).toBeNull();
      expect(promotionEndsAt(day), day).toBeNull();
    }
  });
});
