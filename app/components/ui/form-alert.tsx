import { useEffect, useRef } from "react";

/**
 * A form-level message ('Login failed', 'Missing information', a declined card),
 * announced by screen readers when it appears (role=alert).
 *
 * `takeFocus` is for failures that have no field to focus: the alert itself
 * starts focused, by `autoFocus` in the HTML after a plain post (no JavaScript)
 * and once when it mounts after a client-side submit; later keystrokes do not
 * move focus back to it.
 */
export function FormAlert({
  title,
  id,
  takeFocus = false,
  children,
}: {
  title?: string;
  /** Given to the message, e.g. conform's `form.errorId`. */
  id?: string;
  takeFocus?: boolean;
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [takeFocus]);
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={takeFocus ? -1 : undefined}
      autoFocus={takeFocus || undefined}
      className="rounded-lg border border-red-700/40 bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100"
    >
      {title ? <p className="font-semibold">{title}</p> : null}
      <div id={id}>{children}</div>
    </div>
  );
}
