import { useCallback, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";

/**
 * A form's browser-side validation whose code (zod, the form's schema) is not
 * part of the page's first load (decision 0035). `start()` loads it: call it
 * when the shopper starts on the form (focus, pointer over it). `holdSubmit`
 * goes in front of the form's own submit handler: a submit that comes before
 * the code has loaded waits for it and is then sent again with the same
 * button, so it is checked exactly as it would have been. If the code cannot
 * load (offline), that submit goes to the server unchecked, which validates
 * every field anyway, as it does for a visitor without JavaScript.
 *
 * `load` must be a stable function (declared at module level).
 */
export function useOnDemandValidation<Module>(load: () => Promise<Module>) {
  const [loaded, setLoaded] = useState<Module | null>(null);
  const pending = useRef<Promise<Module | null> | null>(null);
  const unchecked = useRef(false);

  const start = useCallback(() => {
    pending.current ??= load().then(
      (module) => {
        setLoaded(() => module);
        return module;
      },
      () => {
        pending.current = null;
        return null;
      },
    );
    return pending.current;
  }, [load]);

  /** True when it took the submit over: the caller's handler must not run for this event. */
  const holdSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      if (loaded || unchecked.current) {
        unchecked.current = false;
        return false;
      }
      event.preventDefault();
      const form = event.currentTarget;
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      void start().then((module) => {
        // A button conform made for a validation request is gone by now; the
        // next keystroke asks again.
        if (submitter && !submitter.isConnected) return;
        // Commit the validation before the submit is sent again, so conform's
        // submit handler sees it.
        if (module) flushSync(() => setLoaded(() => module));
        else unchecked.current = true;
        form.requestSubmit(submitter);
      });
      return true;
    },
    [loaded, start],
  );

  return { loaded, start, holdSubmit };
}
