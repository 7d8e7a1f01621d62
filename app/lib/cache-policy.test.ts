import { describe, expect, it } from "vitest";
import { mustNotStore, type CachePolicyInput } from "./cache-policy";

const page = (overrides: Partial<CachePolicyInput>): CachePolicyInput => ({
  method: "GET",
  pathname: "/shop",
  hasCredentials: false,
  contentType: "text/html; charset=utf-8",
  setsCookie: false,
  ...overrides,
});

describe("mustNotStore", () => {
  it("leaves an anonymous catalogue page or image cacheable", () => {
    expect(mustNotStore(page({}))).toBe(false);
    expect(mustNotStore(page({ pathname: "/product/3" }))).toBe(false);
    // The header's live search answers the same for everyone and caches itself briefly.
    expect(mustNotStore(page({ pathname: "/resources/search", contentType: "application/json" }))).toBe(false);
    expect(mustNotStore(page({ pathname: "/images/fragrances/3/bottle.svg", contentType: "image/svg+xml", hasCredentials: true }))).toBe(false);
  });

  it.each(["/account", "/login", "/admin", "/admin/orders/4", "/checkout", "/cart", "/orders/abc", "/reviews/new", "/api/fragrances", "/resources/cart", "/cart.data"])(
    "keeps %s out of every cache",
    (pathname) => {
      expect(mustNotStore(page({ pathname }))).toBe(true);
    },
  );

  it("keeps out any response that sets a cookie, any answer to a post, and any page rendered for a cookie", () => {
    expect(mustNotStore(page({ setsCookie: true }))).toBe(true);
    expect(mustNotStore(page({ method: "POST" }))).toBe(true);
    expect(mustNotStore(page({ hasCredentials: true }))).toBe(true);
    expect(mustNotStore(page({ pathname: "/shop.data", contentType: "text/x-script", hasCredentials: true }))).toBe(true);
  });

  it("does not take look-alike paths for private ones", () => {
    expect(mustNotStore(page({ pathname: "/cartography" }))).toBe(false);
    expect(mustNotStore(page({ pathname: "/administrator" }))).toBe(false);
  });
});
