// "Resolve once N things have arrived", for the test servers that record
// what the app sends them: a test awaits the app's background work instead of
// sleeping.
export function countWaiter(current: () => number) {
  const waiters: { count: number; resolve: () => void }[] = [];
  return {
    /** Resolves once `current()` reaches `count`. */
    waitFor(count: number) {
      if (current() >= count) return Promise.resolve();
      return new Promise<void>((resolve) => waiters.push({ count, resolve }));
    },
    /** Call after each arrival. */
    arrived() {
      for (const waiter of waiters.filter((w) => current() >= w.count)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    },
  };
}
