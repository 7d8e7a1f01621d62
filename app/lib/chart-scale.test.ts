import { describe, expect, it } from "vitest";
import { labelIndexes, linearScale, niceTicks, polylinePoints, shareOf, shortDay, wholeDollars, wholeNumber } from "./chart-scale";

describe("niceTicks", () => {
  it("runs from 0 past the largest value in 4 to 6 round steps", () => {
    expect(niceTicks(100)).toEqual({ max: 100, step: 20, ticks: [0, 20, 40, 60, 80, 100] });
    expect(niceTicks(120)).toEqual({ max: 125, step: 25, ticks: [0, 25, 50, 75, 100, 125] });
    expect(niceTicks(6)).toEqual({ max: 6, step: 2, ticks: [0, 2, 4, 6] });
    expect(niceTicks(987_654).ticks).toEqual([0, 200_000, 400_000, 600_000, 800_000, 1_000_000]);
    for (let max = 1; max <= 5_000; max += 7) {
      const { ticks, max: top } = niceTicks(max);
      expect(ticks.length, `max ${max}`).toBeGreaterThanOrEqual(4);
      expect(ticks.length, `max ${max}`).toBeLessThanOrEqual(6);
      expect(top).toBeGreaterThanOrEqual(max);
    }
  });

  it("keeps cents on whole dollars with a unit of 100", () => {
    // $1,234.56 at most: $0 to $1,250 in $250 steps.
    expect(niceTicks(123_456, 100).ticks).toEqual([0, 25_000, 50_000, 75_000, 100_000, 125_000]);
    // $3.10: steps of $1 (never $0.50 or $2.50).
    expect(niceTicks(310, 100).ticks).toEqual([0, 100, 200, 300, 400]);
    for (let max = 1; max <= 2_000_000; max = Math.ceil(max * 1.37)) {
      const { ticks } = niceTicks(max, 100);
      expect(ticks.every((tick) => tick % 100 === 0), `max ${max}`).toBe(true);
      expect(ticks.length, `max ${max}`).toBeGreaterThanOrEqual(4);
      expect(ticks.length, `max ${max}`).toBeLessThanOrEqual(6);
    }
  });

  it("gives counts whole-number steps, never 2.5 orders", () => {
    expect(niceTicks(1).ticks).toEqual([0, 1, 2, 3, 4]);
    expect(niceTicks(12).ticks).toEqual([0, 5, 10, 15]);
    expect(niceTicks(11).ticks.every(Number.isInteger)).toBe(true);
  });

  it("draws a real axis when there is nothing to show", () => {
    expect(niceTicks(0)).toEqual({ max: 4, step: 1, ticks: [0, 1, 2, 3, 4] });
    expect(niceTicks(0, 100).ticks).toEqual([0, 100, 200, 300, 400]);
    expect(niceTicks(Number.NaN).max).toBe(4);
    expect(niceTicks(-50).max).toBe(4);
  });
});

describe("linearScale and polylinePoints", () => {
  it("maps the domain onto the range, y growing upwards", () => {
    const y = linearScale([0, 100], [200, 0]);
    expect(y(0)).toBe(200);
    expect(y(50)).toBe(100);
    expect(y(100)).toBe(0);
  });

  it("puts a one-day period in the middle instead of dividing by zero", () => {
    const x = linearScale([0, 0], [64, 624]);
    expect(x(0)).toBe(344);
    expect(polylinePoints([7], x, linearScale([0, 10], [100, 0]))).toBe("344,30");
  });

  it("writes the points of every day, rounded, with no NaN for an empty period", () => {
    const x = linearScale([0, 2], [0, 100]);
    const y = linearScale([0, 3], [90, 0]);
    expect(polylinePoints([0, 1, 3], x, y)).toBe("0,90 50,60 100,0");
    expect(polylinePoints([0, 0, 0], x, linearScale([0, niceTicks(0).max], [90, 0]))).toBe("0,90 50,90 100,90");
    expect(polylinePoints([Number.NaN], x, y)).not.toContain("NaN");
  });
});

describe("labelIndexes", () => {
  it("labels every day of a short period", () => {
    expect(labelIndexes(1)).toEqual([0]);
    expect(labelIndexes(5)).toEqual([0, 1, 2, 3, 4]);
    expect(labelIndexes(0)).toEqual([]);
  });

  it("labels a few evenly spaced days of a long one, first and last included", () => {
    expect(labelIndexes(7)).toEqual([0, 2, 4, 6]);
    expect(labelIndexes(30)).toEqual([0, 6, 12, 18, 24, 29]);
    expect(labelIndexes(31)).toEqual([0, 6, 12, 18, 24, 30]);
    const year = labelIndexes(365);
    expect(year[0]).toBe(0);
    expect(year.at(-1)).toBe(364);
    expect(year.length).toBeLessThanOrEqual(6);
  });

  it("drops the label before the last when the two would crowd", () => {
    // Every 6th day: 0 … 24, then the last, 26, would sit 2 days after 24.
    expect(labelIndexes(27)).toEqual([0, 6, 12, 18, 26]);
    expect(labelIndexes(33)).toEqual([0, 7, 14, 21, 28, 32]);
  });
});

describe("labels", () => {
  it("names a shop day by its own text, whatever the server's zone", () => {
    expect(shortDay("2026-11-03")).toBe("Nov 3");
    expect(shortDay("2027-01-31")).toBe("Jan 31");
    expect(shortDay("not a day")).toBe("not a day");
  });

  it("writes axis figures whole, shares as rounded percents", () => {
    expect(wholeDollars(125_000)).toBe("$1,250");
    expect(wholeDollars(0)).toBe("$0");
    expect(wholeNumber(12_000)).toBe("12,000");
    expect(shareOf(1, 3)).toBe("33%");
    expect(shareOf(1, 1_000)).toBe("<1%");
    expect(shareOf(0, 0)).toBe("0%");
  });
});
