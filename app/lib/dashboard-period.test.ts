import { describe, expect, it } from "vitest";
import { DASHBOARD_PERIOD_MESSAGES, parseDashboardPeriod, periodQuery, resolvePeriod } from "./dashboard-period";
import { shopDayBounds } from "./shop-time";

const parse = (query: string, now = Date.UTC(2026, 10, 28, 18)) => parseDashboardPeriod(new URLSearchParams(query), now);
const span = (period: ReturnType<typeof resolvePeriod>) => [period.current.first, period.current.last, period.previous.first, period.previous.last];

describe("the dashboard's period", () => {
  it("reads each preset against today's shop day, with the period before it of the same length", () => {
    expect(span(resolvePeriod("today", "2026-11-28"))).toEqual(["2026-11-28", "2026-11-28", "2026-11-27", "2026-11-27"]);
    expect(span(resolvePeriod("7d", "2026-11-28"))).toEqual(["2026-11-22", "2026-11-28", "2026-11-15", "2026-11-21"]);
    expect(span(resolvePeriod("30d", "2026-11-28"))).toEqual(["2026-10-30", "2026-11-28", "2026-09-30", "2026-10-29"]);
  });

  it("compares a month with the same days of the month before, cut at its end", () => {
    expect(span(resolvePeriod("month", "2026-11-28"))).toEqual(["2026-11-01", "2026-11-28", "2026-10-01", "2026-10-28"]);
    expect(span(resolvePeriod("month", "2026-03-31"))).toEqual(["2026-03-01", "2026-03-31", "2026-02-01", "2026-02-28"]);
    expect(span(resolvePeriod("last-month", "2026-01-15"))).toEqual(["2025-12-01", "2025-12-31", "2025-11-01", "2025-11-30"]);
  });

  it("spans Denver's midnights, so a day of the clocks' change is 23 hours long", () => {
    const period = resolvePeriod("custom", "2026-11-28", { from: "2026-03-08", to: "2026-03-08" });
    expect(period.current.end - period.current.start).toBe(23 * 3_600_000);
    expect(period.current.start).toBe(shopDayBounds("2026-03-08")!.start);
  });

  it("takes 'today' from the shop's clock, not UTC's", () => {
    // 03:00 UTC on Nov 29 is still Nov 28 in Denver.
    const parsed = parse("period=today", Date.UTC(2026, 10, 29, 3));
    expect(parsed.ok && parsed.period.current.first).toBe("2026-11-28");
  });

  it("defaults to the last 30 days and round-trips a custom period through its query", () => {
    const parsed = parse("");
    expect(parsed.ok && parsed.period.name).toBe("30d");
    const custom = parse("period=custom&from=2026-01-01&to=2026-01-31");
    expect(custom.ok && periodQuery(custom.period)).toBe("period=custom&from=2026-01-01&to=2026-01-31");
  });

  it("puts each bad value's message beside its field", () => {
    const errors = (query: string) => {
      const parsed = parse(query);
      return parsed.ok ? null : parsed.errors;
    };
    expect(errors("period=year")).toEqual({ period: [DASHBOARD_PERIOD_MESSAGES.period] });
    expect(errors("period=custom&to=2026-01-01")).toEqual({ from: [DASHBOARD_PERIOD_MESSAGES.from] });
    expect(errors("period=custom&from=2026-02-30&to=2026-03-01")).toEqual({ from: [DASHBOARD_PERIOD_MESSAGES.from] });
    expect(errors("period=custom&from=2026-03-02&to=2026-03-01")).toEqual({ to: [DASHBOARD_PERIOD_MESSAGES.range] });
    expect(errors("period=custom&from=2020-01-01&to=2026-03-01")).toEqual({ to: [DASHBOARD_PERIOD_MESSAGES.length] });
    expect(errors("period=custom&from=2025-01-01&to=2026-12-31")).toBeNull();
  });
});
