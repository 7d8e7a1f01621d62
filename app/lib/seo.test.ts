import { describe, expect, it } from "vitest";
import { cartBadgeText } from "./cart-badge";
import { formatCents } from "./money";
import { parseId } from "./route-params";
import { metaDescription, pageTitle } from "./seo";

describe("page metadata", () => {
  it("suffixes titles with the brand", () => {
    expect(pageTitle("Shop", "Onbrand")).toBe("Shop | Onbrand Fragrances");
    expect(pageTitle(null, "Onbrand")).toBe("Onbrand Fragrances");
  });

  it("caps descriptions at 160 characters", () => {
    const long = "word ".repeat(80);
    expect(metaDescription(long).length).toBeLessThanOrEqual(160);
    expect(metaDescription("  short   text ")).toBe("short text");
  });
});

describe("small rules", () => {
  it("formats cents as dollars with two decimals", () => {
    expect(formatCents(4000)).toBe("$40.00");
    expect(formatCents(4550)).toBe("$45.50");
  });

  it("caps the cart badge at 99+ and hides it when empty", () => {
    expect(cartBadgeText(0)).toBeNull();
    expect(cartBadgeText(7)).toBe("7");
    expect(cartBadgeText(99)).toBe("99");
    expect(cartBadgeText(100)).toBe("99+");
  });

  it("accepts only positive whole-number ids", () => {
    expect(parseId("12")).toBe(12);
    for (const bad of ["0", "-1", "1.5", "12abc", "", undefined, "99999999999999999999"]) {
      expect(parseId(bad)).toBeNull();
    }
  });
});
