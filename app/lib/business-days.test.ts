import { describe, expect, it } from "vitest";
import { federalHolidays, isBusinessDay, nthBusinessDayAfter } from "./business-days";

describe("US federal holidays, as observed", () => {
  it("lists 2026's eleven, Independence Day on a Saturday kept the Friday before", () => {
    expect(federalHolidays(2026)).toEqual([
      "2026-01-01",
      "2026-01-19",
      "2026-02-16",
      "2026-05-25",
      "2026-06-19",
      "2026-07-03",
      "2026-09-07",
      "2026-10-12",
      "2026-11-11",
      "2026-11-26",
      "2026-12-25",
    ]);
  });

  it("keeps a Sunday holiday the Monday after, and a Saturday New Year's Day on the year before's December 31", () => {
    // Christmas 2022 was a Sunday; New Year's Day 2022 a Saturday.
    expect(federalHolidays(2022)).toContain("2022-12-26");
    expect(federalHolidays(2022)).toContain("2021-12-31");
    expect(isBusinessDay("2021-12-31")).toBe(false);
  });
});

describe("counting business days", () => {
  it("skips weekends", () => {
    expect(isBusinessDay("2026-11-28")).toBe(false); // Saturday
    expect(isBusinessDay("2026-11-30")).toBe(true); // Monday
    // Friday → Monday, Tuesday.
    expect(nthBusinessDayAfter("2026-12-04", 1)).toBe("2026-12-07");
    expect(nthBusinessDayAfter("2026-12-04", 2)).toBe("2026-12-08");
  });

  it("starts from the first business day after the day, whatever that day is", () => {
    // Thanksgiving (a holiday) and a Saturday both count from the next business day.
    expect(nthBusinessDayAfter("2026-11-26", 1)).toBe("2026-11-27");
    expect(nthBusinessDayAfter("2026-11-28", 1)).toBe("2026-11-30");
  });

  it("skips holidays across the year's end", () => {
    // Thu Dec 24 → Christmas (Fri) and the weekend are skipped; Jan 1 2027 (Fri) too.
    expect(nthBusinessDayAfter("2026-12-24", 1)).toBe("2026-12-28");
    expect(nthBusinessDayAfter("2026-12-30", 1)).toBe("2026-12-31");
    expect(nthBusinessDayAfter("2026-12-30", 2)).toBe("2027-01-04");
  });
});
