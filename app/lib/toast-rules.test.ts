import { describe, expect, it } from "vitest";
import { swipeOffset, TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from "./toast-rules";

describe("toast rules", () => {
  it("uses the spec's numbers: 5000 ms, a 50 px swipe and F8", () => {
    expect([TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, TOAST_HOTKEY]).toEqual([5000, 50, "F8"]);
  });

  it("follows a sideways drag to the right", () => {
    expect(swipeOffset(60, 5)).toBe(60);
    expect(swipeOffset(30, -10)).toBe(30);
  });

  it("does not move for a drag to the left or a mostly vertical one (scrolling)", () => {
    expect(swipeOffset(-60, 0)).toBe(0);
    expect(swipeOffset(40, 80)).toBe(0);
    expect(swipeOffset(0, 0)).toBe(0);
  });
});
