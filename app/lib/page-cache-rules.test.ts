import { describe, expect, it } from "vitest";
import { isCataloguePath, isShareableRequest, isShareableResponse, matchesEtag, nonceOfPolicy } from "./page-cache-rules";

const anonymous = { method: "GET", pathname: "/shop", cookie: null, authorization: false };

describe("isCataloguePath", () => {
  it.each(["/", "/_root.data", "/shop", "/shop/women", "/shop.data", "/shop/women.data", "/product/12", "/product/12.data", "/about", "/faq.data", "/sitemap.xml", "/api/fragrances", "/api/fragrances/3", "/api/fragrances/newest", "/images/fragrances/3/share.png"])(
    "lists %s",
    (pathname) => expect(isCataloguePath(pathname)).toBe(true),
  );

  it.each(["/cart", "/cart.data", "/account", "/admin/fragrances", "/login", "/checkout", "/product/abc", "/product/1/reviews", "/api/favorites", "/api/auth/me", "/reviews/new", "/shop/women/x", "/resources/cart"])(
    "leaves out %s",
    (pathname) => expect(isCataloguePath(pathname)).toBe(false),
  );
});

describe("isShareableRequest", () => {
  it("shares a catalogue GET or HEAD with no cookie or only the theme cookie", () => {
    expect(isShareableRequest(anonymous)).toBe(true);
    expect(isShareableRequest({ ...anonymous, method: "HEAD" })).toBe(true);
    expect(isShareableRequest({ ...anonymous, cookie: "theme=ImRhcmsi" })).toBe(true);
  });

  it("never shares a request that carries a session, cart, toast or unknown cookie, or credentials", () => {
    for (const cookie of ["__session=abc", "onbrand-cart=x", "toast=y", "theme=ImRhcmsi; __session=abc", "tracker=1"]) {
      expect(isShareableRequest({ ...anonymous, cookie })).toBe(false);
    }
    expect(isShareableRequest({ ...anonymous, authorization: true })).toBe(false);
    expect(isShareableRequest({ ...anonymous, method: "POST" })).toBe(false);
  });
});

describe("isShareableResponse", () => {
  it("keeps a plain 200 and refuses errors, redirects, cookies and private answers", () => {
    expect(isShareableResponse({ status: 200, headers: new Headers({ "Content-Type": "text/html" }) })).toBe(true);
    expect(isShareableResponse({ status: 404, headers: new Headers() })).toBe(false);
    expect(isShareableResponse({ status: 302, headers: new Headers() })).toBe(false);
    expect(isShareableResponse({ status: 200, headers: new Headers({ "Set-Cookie": "a=b" }) })).toBe(false);
    expect(isShareableResponse({ status: 200, headers: new Headers({ "Cache-Control": "private, no-store" }) })).toBe(false);
    expect(isShareableResponse({ status: 200, headers: new Headers({ "Cache-Control": "no-store" }) })).toBe(false);
  });
});

describe("matchesEtag", () => {
  it("matches the tag in a list or a star, and nothing else", () => {
    expect(matchesEtag('"a", "b"', '"b"')).toBe(true);
    expect(matchesEtag("*", '"b"')).toBe(true);
    expect(matchesEtag('"c"', '"b"')).toBe(false);
    expect(matchesEtag('W/"b"', '"b"')).toBe(false);
    expect(matchesEtag(null, '"b"')).toBe(false);
  });
});

describe("nonceOfPolicy", () => {
  it("reads the script nonce of a policy", () => {
    expect(nonceOfPolicy("default-src 'self'; script-src 'self' 'nonce-ab+c/d=='")).toBe("ab+c/d==");
    expect(nonceOfPolicy("default-src 'self'")).toBeNull();
    expect(nonceOfPolicy(null)).toBeNull();
  });
});
