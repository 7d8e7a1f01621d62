import { describe, expect, it } from "vitest";
import { describeBrowser } from "./user-agent";

describe("describeBrowser", () => {
  it("names the browser and the operating system", () => {
    expect(describeBrowser("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36")).toBe(
      "Chrome on macOS",
    );
    expect(
      describeBrowser("Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1"),
    ).toBe("Safari on iOS");
  });

  it("says so when it cannot tell", () => {
    expect(describeBrowser(null)).toBe("Unknown browser");
    expect(describeBrowser("   ")).toBe("Unknown browser");
    expect(describeBrowser("curl/8.0")).toBe("Unknown browser");
  });
});
