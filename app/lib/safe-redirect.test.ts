import { describe, expect, it } from "vitest";
import { adminRedirect, safeRedirect } from "./safe-redirect";

// Every form a browser could resolve to another origin, or that could split
// the Location header.
const HOSTILE_TARGETS = [
  "//evil.example",
  "///evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "/\\/evil.example",
  "/%5Cevil.example",
  "/%5cevil.example",
  "/%2F%2Fevil.example",
  "/%2f/evil.example",
  "/%252F%252Fevil.example",
  "/%255Cevil.example",
  "/\t/evil.example",
  "/%09/evil.example",
  "/shop\r\nSet-Cookie: stolen=1",
  "/shop%0d%0aSet-Cookie:%20stolen=1",
  "/shop%250d%250aLocation:%20https://evil.example",
  "/shop\nLocation: https://evil.example",
  "/shop\u0000",
  "/shop%00",
  "/ /evil.example\u007f",
  "https://evil.example",
  "http:/evil.example",
  "evil.example",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  // The form of the open-redirect advisory @remix-run/router 1.23.3 is not
  // patched for (GHSA-jjmj-jmhj-qwj2, decision 0043).
  "javascript:alert(1)//",
  "data:text/html,<script>alert(1)</script>",
  " /shop",
  "",
  `/${"a".repeat(3000)}`,
];

describe("safeRedirect", () => {
  it("keeps same-site paths with their query and hash", () => {
    expect(safeRedirect("/shop?x=1")).toBe("/shop?x=1");
    expect(safeRedirect("/product/3#reviews", "/account")).toBe("/product/3#reviews");
    expect(safeRedirect("/shop/women?q=rose%20oud")).toBe("/shop/women?q=rose%20oud");
    expect(safeRedirect("/")).toBe("/");
  });

  it.each(HOSTILE_TARGETS)("falls back for %j", (target) => {
    expect(safeRedirect(target, "/account")).toBe("/account");
  });

  it("falls back for values that are not text", () => {
    expect(safeRedirect(undefined)).toBe("/");
    expect(safeRedirect(null, "/cart")).toBe("/cart");
    expect(safeRedirect(["/shop"])).toBe("/");
  });

  it("keeps a literal percent sign that decodes to nothing hostile", () => {
    expect(safeRedirect("/shop?q=100%")).toBe("/shop?q=100%");
  });
});

describe("adminRedirect", () => {
  it("keeps admin paths and refuses everything else", () => {
    expect(adminRedirect("/admin?tab=male&page=2")).toBe("/admin?tab=male&page=2");
    expect(adminRedirect("/admin/reviews?status=pending")).toBe("/admin/reviews?status=pending");
    expect(adminRedirect("/administrator")).toBe("/admin");
    expect(adminRedirect("https://evil.test/admin")).toBe("/admin");
    expect(adminRedirect("/admin//evil.test")).toBe("/admin");
    expect(adminRedirect(null)).toBe("/admin");
    // A path that climbs out of the panel once the browser resolves it.
    expect(adminRedirect("/admin/../account")).toBe("/admin");
    expect(adminRedirect("/admin/%2e%2e/account")).toBe("/admin");
  });

  // Inside the admin panel a doubled slash is harmless, but a backslash or a
  // control character, raw or encoded, is refused all the same.
  const HOSTILE_ADMIN_TARGETS = [
    "/admin\\evil.example",
    "/admin/%5Cevil.example",
    "/admin?tab=x\r\nSet-Cookie: a=1",
    "/admin?tab=x%0d%0aSet-Cookie:%20a=1",
    "/admin\t",
    "/admin%00",
    "//admin",
    "javascript:/admin",
  ];

  it.each(HOSTILE_ADMIN_TARGETS)("falls back for %j", (target) => {
    expect(adminRedirect(target, "/admin/reviews")).toBe("/admin/reviews");
  });
});
