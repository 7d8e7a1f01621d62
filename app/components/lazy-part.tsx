import { lazy, useEffect, useState, type ComponentType } from "react";

/** Waits before the next try while the browser says it is online: 1 s, 2 s, 4 s, … at most 30 s. */
const retryDelayMs = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

/**
 * React.lazy for a part of the page whose code loads on demand (a dialog, the
 * toast region), that does not take the page down when its code cannot load:
 * offline, or on a dropped connection, the part renders nothing and loads
 * again when the browser is back online. Plain React.lazy would throw to the
 * error page, and remember the failure.
 */
export function lazyPart<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  function Unavailable(props: Props) {
    const [Loaded, setLoaded] = useState<ComponentType<Props> | null>(null);
    useEffect(() => {
      let attempt = 0;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let done = false;
      const retry = () => {
        clearTimeout(timer);
        load().then(
          (module) => {
            done = true;
            setLoaded(() => module.default);
          },
          () => {
            // "online" often fires before the network answers again (Chromium's first request after it
            // can still fail), so a browser that says it is online keeps trying, less and less often.
            if (!done && navigator.onLine) timer = setTimeout(retry, retryDelayMs(attempt++));
          },
        );
      };
      const backOnline = () => {
        attempt = 0;
        retry();
      };
      window.addEventListener("online", backOnline);
      // The connection may have come back between the failed load and this effect.
      if (navigator.onLine) retry();
      return () => {
        done = true;
        clearTimeout(timer);
        window.removeEventListener("online", backOnline);
      };
    }, []);
    return Loaded ? <Loaded {...props} /> : null;
  }
  return lazy(() => load().catch(() => ({ default: Unavailable })));
}
