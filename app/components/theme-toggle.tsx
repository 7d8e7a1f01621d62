import { Icon } from "~/components/icon";
import { useFetcher, useLocation } from "@remix-run/react";
import Moon from "@lucide/icons/icons/moon";
import Sun from "@lucide/icons/icons/sun";
import type { Theme } from "~/lib/theme";

/** A plain form (works without JavaScript); with it, no reload and no flash. */
export function ThemeToggle({ theme }: { theme: Theme }) {
  const fetcher = useFetcher({ key: "theme" });
  const location = useLocation();
  const current = useOptimisticTheme(theme);
  const next = current === "dark" ? "light" : "dark";

  return (
    <fetcher.Form method="post" action="/resources/theme">
      <input type="hidden" name="theme" value={next} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button
        type="submit"
        className="rounded-full p-2 hover:bg-stone-200/70 dark:hover:bg-stone-800"
        aria-label={next === "dark" ? "Switch to dark theme" : "Switch to light theme"}
      >
        {current === "dark" ? (
          <Icon icon={Sun} className="size-5" />
        ) : (
          <Icon icon={Moon} className="size-5" />
        )}
      </button>
    </fetcher.Form>
  );
}

export function useOptimisticTheme(theme: Theme): Theme {
  const fetcher = useFetcher({ key: "theme" });
  const pending = fetcher.formData?.get("theme");
  return pending === "dark" || pending === "light" ? pending : theme;
}
