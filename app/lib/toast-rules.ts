/** docs/product.md (Constants): how long a toast stays, how far a swipe closes it, and the key that reaches it. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = "F8";

/**
 * How far a toast follows the pointer: only rightwards (the way it leaves) and
 * only when the gesture is more sideways than vertical, so scrolling past a
 * toast on a phone does not drag it.
 */
export function swipeOffset(dx: number, dy: number): number {
  return dx > 0 && dx > Math.abs(dy) ? dx : 0;
}
