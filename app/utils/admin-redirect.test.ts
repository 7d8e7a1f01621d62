import { describe, expect, it } from "vitest";
import { adminRedirect } from "./admin-redirect";

describe("adminRedirect", () => {
  it("keeps admin paths and refuses everything else", () => {
    expect(adminRedirect("/admin?tab=male&page=2")).toBe("/admin?tab=male&page=2");
    expect(adminRedirect("/admin/reviews?status=pending")).toBe("/admin/reviews?status=pending");
    expect(adminRedirect("/administrator")).toBe("/admin");
    expect(adminRedirect("https://evil.test/admin")).toBe("/admin");
    expect(adminRedirect("/admin//evil.test")).toBe("/admin");
    expect(adminRedirect(null)).toBe("/admin");
  });
});
