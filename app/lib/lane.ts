/**
 * A first-come, first-served lane: at most `width` tasks run at once, the rest
 * wait in order. Answers a function that runs a task in the lane and settles
 * as the task does.
 */
export function createLane(width: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= width) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next task (running stays the same), or free it.
      if (waiting.length > 0) waiting.shift()!();
      else running -= 1;
    }
  };
}
