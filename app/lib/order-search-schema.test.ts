import { describe, expect, it } from "vitest";
import { hasOrderSearch, ORDER_SEARCH_MESSAGES, parseOrderSearch } from "./order-search-schema";

const parse = (query: string) => parseOrderSearch(new URLSearchParams(query));

describe("admin order search", () => {
  it("reads nothing from an empty query", () => {
    expect(parse("")).toMatchObject({ ok: true, search: {} });
    expect(parse("number=&email=+&status=&from=&to=")).toMatchObject({ ok: true, search: {} });
  });

  it("reads an order number as a public id prefix, digits also as the admin id, #id only as the id", () => {
    expect(parse("number=3F9A")).toMatchObject({ ok: true, search: { publicIdPrefix: "3f9a" } });
    expect(parse("number=42")).toMatchObject({ ok: true, search: { id: 42, publicIdPrefix: "42" } });
    expect(parse("number=%2342")).toEqual(expect.objectContaining({ ok: true, search: { id: 42 } }));
  });

  it("lower-cases the e-mail and keeps a known status", () => {
    expect(parse("email=+Ada@Example.COM+&status=shipped")).toMatchObject({ ok: true, search: { emailContains: "ada@example.com", status: "shipped" } });
  });

  it("turns a date range into the instants of the shop's (Denver's) midnights, the end date inclusive", () => {
    // Winter (MST, UTC-7): Jan 31 in Denver runs from 07:00 UTC to 07:00 UTC the next day.
    expect(parse("from=2026-01-31&to=2026-01-31")).toMatchObject({
      ok: true,
      search: { createdFrom: Date.UTC(2026, 0, 31, 7), createdBefore: Date.UTC(2026, 1, 1, 7) },
    });
    // Summer (MDT, UTC-6), over several days.
    expect(parse("from=2026-07-01&to=2026-07-04")).toMatchObject({
      ok: true,
      search: { createdFrom: Date.UTC(2026, 6, 1, 6), createdBefore: Date.UTC(2026, 6, 5, 6) },
    });
  });

  it("finds an order placed at 11 pm in Denver under its own day, not the next (UTC's), in winter and in summer", () => {
    const found = (placedAt: number, day: string) => {
      const result = parse(`from=${day}&to=${day}`);
      if (!result.ok) throw new Error(day);
      return placedAt >= result.search.createdFrom! && placedAt < result.search.createdBefore!;
    };
    const winterEvening = Date.parse("2026-11-27T06:00:00Z"); // Nov 26, 11 pm MST
    expect(found(winterEvening, "2026-11-26")).toBe(true);
    expect(found(winterEvening, "2026-11-27")).toBe(false);
    const summerEvening = Date.parse("2026-07-05T05:00:00Z"); // Jul 4, 11 pm MDT
    expect(found(summerEvening, "2026-07-04")).toBe(true);
    expect(found(summerEvening, "2026-07-05")).toBe(false);
  });

  it("gives a field message for each bad value and keeps what was typed", () => {
    const result = parse("number=xyz&status=lost&from=2026-02-30&to=yesterday&email=" + "a".repeat(300));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      number: [ORDER_SEARCH_MESSAGES.number],
      email: [ORDER_SEARCH_MESSAGES.email],
      status: [ORDER_SEARCH_MESSAGES.status],
      from: [ORDER_SEARCH_MESSAGES.from],
      to: [ORDER_SEARCH_MESSAGES.to],
    });
    expect(result.values.number).toBe("xyz");
  });

  it("refuses an end date before the start date", () => {
    expect(parse("from=2026-03-02&to=2026-03-01")).toMatchObject({ ok: false, errors: { to: [ORDER_SEARCH_MESSAGES.range] } });
  });

  it("never throws on hostile values", () => {
    for (const query of ["number=%00", "status=__proto__", "from=9999-99-99", "number=" + "1".repeat(40), "email=%F0%9F%92%A9", "status=paid&status=lost"]) {
      expect(() => parse(query)).not.toThrow();
    }
    expect(parse("status=__proto__").ok).toBe(false);
  });
});

describe("admin order list's sort", () => {
  it("is newest first unless oldest first is asked, and is not a filter", () => {
    expect(parse("")).toMatchObject({ ok: true, sort: "newest", search: {} });
    expect(parse("sort=")).toMatchObject({ ok: true, sort: "newest" });
    const oldest = parse("status=paid&sort=oldest");
    expect(oldest).toMatchObject({ ok: true, sort: "oldest", search: { status: "paid" }, values: { sort: "oldest" } });
    // Sorting alone filters nothing: the empty list still says "No orders yet."
    const sortedOnly = parse("sort=oldest");
    expect(sortedOnly.ok && hasOrderSearch(sortedOnly.search)).toBe(false);
  });

  it("gives a message beside the field for an unknown sort", () => {
    expect(parse("sort=sideways")).toMatchObject({ ok: false, errors: { sort: [ORDER_SEARCH_MESSAGES.sort] }, values: { sort: "sideways" } });
  });
});
