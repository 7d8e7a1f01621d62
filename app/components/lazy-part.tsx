import { lazy, useEffect, useState, type ComponentType } from "react";

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
      const retry = () =>
        load().then(
          (module) => setLoaded(() => module.default),
          () => undefined,
        );
      window.addEventListener("online", retry);
      return () => window.removeEventListener("online", retry);
    }, []);
    return Loaded ? <Loaded {...props} /> : null;
  }
  return lazy(() => load().catch(() => ({ default: Unavailable })));
}
