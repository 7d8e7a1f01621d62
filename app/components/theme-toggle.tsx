import { Icon } from "~/components/icon";
import { useFetcher, useLocation } from "@remix-run/react";
import Moon from "@lucide/icons/icons/moon";
import Sun from "@lucide/icons/icons/sun";
import type { Theme, ThemeSetting } from "~/lib/theme";

const BUTTON = "rounded-full p-3 hover:bg-stone-200/70 dark:hover:bg-stone-800";

function SwitchTo({ theme, className = "" }: { theme: Theme; className?: string }) {
  return (
    <button
      type="submit"
      name="theme"
      value={theme}
      className={`${BUTTON} ${className}`}
      aria-label={theme === "dark" ? "Switch to dark theme" : "Switch to light theme"}
    >
      {theme === "dark" ? <Icon icon={Moon} className="size-5" /> : <Icon icon={Sun} className="size-5" />}
    </button>
  );
}

/**
 * A plain form (works without JavaScript); with it, no reload and no flash.
 * Until the visitor chooses, the page follows the system setting, which the
 * server cannot see: both buttons are sent and the stylesheet shows the one
 * that switches away from what is on screen.
 */
export function ThemeToggle({ theme }: { theme: ThemeSetting }) {
  const fetcher = useFetcher({ key: "theme" });
  const location = useLocation();
  const current = useOptimisticTheme(theme);
  return (
    <fetcher.Form method="post" action="/resources/theme">
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {current === "system" ? (
        <>
          <SwitchTo theme="dark" className="dark:hidden" />
          <SwitchTo theme="light" className="hidden dark:inline-block" />
        </>
      ) : (
        <SwitchTo theme={current === "dark" ? "light" : "dark"} />
      )}
    </fetcher.Form>
  );
}

export function useOptimisticTheme(theme: ThemeSetting): ThemeSetting {
  const fetcher = useFetcher({ key: "theme" });
  const pending = fetcher.formData?.get("theme");
  return pending === "dark" || pending === "light" ? pending : theme;
}
