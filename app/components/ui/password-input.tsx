import Eye from "@lucide/icons/icons/eye";
import EyeOff from "@lucide/icons/icons/eye-off";
import { useState } from "react";
import { useHydrated } from "~/components/hooks/use-hydrated";
import { Icon } from "~/components/icon";

/**
 * A Field control (`<Field control={PasswordInput} />`): without JavaScript a
 * plain password input; with it, a show/hide button too. The button is in the
 * server's HTML, hidden, and the boot script shows it at once where scripts
 * run (`data-needs-js`), so it is there for a first tap before the app has
 * arrived; that tap is held and replayed by the app (decision 0041).
 */
// `defaultValue` is dropped: a password never comes back from the server.
export function PasswordInput({ className = "input", defaultValue: _dropped, ...props }: React.InputHTMLAttributes<HTMLInputElement>) {
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input {...props} type={visible ? "text" : "password"} className={`${className} pr-11`} />
      <button
        type="button"
        data-needs-js
        // The boot script has already shown it when React hydrates; hidden only for the no-JavaScript page.
        hidden={!hydrated}
        suppressHydrationWarning
        onClick={() => setVisible((value) => !value)}
        aria-label={visible ? "Hide password" : "Show password"}
        aria-pressed={visible}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center text-stone-500 hover:text-stone-900 dark:hover:text-stone-100"
        >
        {visible ? <Icon icon={EyeOff} className="size-4" /> : <Icon icon={Eye} className="size-4" />}
      </button>
    </div>
  );
}
