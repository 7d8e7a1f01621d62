import { describe, expect, it } from "vitest";
import { isForeignOriginRequest } from "./origin.server";

const post = (headers: Record<string, string>) =>
  new Request("http://shop.test/cart", { method: "POST", headers });

describe("isForeignOriginRequest", () => {
  it("refuses posts from another site or an opaque origin", () => {
    expect(isForeignOriginRequest(post({ Origin: "https://evil.example", Host: "shop.test" }))).toBe(true);
    expect(isForeignOriginRequest(post({ Origin: "null", Host: "shop.test" }))).toBe(true);
    expect(isForeignOriginRequest(post({ Origin: "null", "Sec-Fetch-Site": "cross-site", Host: "shop.test" }))).toBe(true);
    expect(isForeignOriginRequest(post({ Origin: "null", "Sec-Fetch-Site": "same-site", Host: "shop.test" }))).toBe(true);
  });

  it("refuses an opaque Origin whatever Sec-Fetch-Site says (no page of ours posts with one)", () => {
    expect(isForeignOriginRequest(post({ Origin: "null", "Sec-Fetch-Site": "same-origin", Host: "shop.test" }))).toBe(true);
  });

  it("allows same-origin posts, GETs and clients that send no Origin", () => {
    expect(isForeignOriginRequest(post({ Origin: "http://shop.test", Host: "shop.test" }))).toBe(false);
    expect(isForeignOriginRequest(post({}))).toBe(false);
    expect(
      isForeignOriginRequest(new Request("http://shop.test/", { headers: { Origin: "https://evil.example" } })),
    ).toBe(false);
  });
});
