import { describe, expect, it } from "vitest";
import { isLiteMode } from "./lite-mode";

describe("lite mode", () => {
  it("follows the browser's Save-Data header when the visitor has not chosen", () => {
    expect(isLiteMode({ saveData: "on", choice: null })).toBe(true);
    expect(isLiteMode({ saveData: " On ", choice: null })).toBe(true);
    expect(isLiteMode({ saveData: "off", choice: null })).toBe(false);
    expect(isLiteMode({ saveData: null, choice: null })).toBe(false);
  });

  it("lets the visitor's own choice win over the header", () => {
    expect(isLiteMode({ saveData: "on", choice: "off" })).toBe(false);
    expect(isLiteMode({ saveData: null, choice: "on" })).toBe(true);
  });
});
