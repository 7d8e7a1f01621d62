import { createCookie } from "#remix-runtime";
import type { Theme, ThemeSetting } from "~/lib/theme";

export type { Theme, ThemeSetting };

// Not secret, so unsigned; a year, like any display preference.
const themeCookie = createCookie("theme", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});

/** The visitor's choice; "system" (follow prefers-color-scheme) until they make one. */
export async function getTheme(request: Request): Promise<ThemeSetting> {
  const value: unknown = await themeCookie.parse(request.headers.get("Cookie"));
  return value === "dark" || value === "light" ? value : "system";
}

export function serializeTheme(theme: Theme, { secure }: { secure: boolean }) {
  return themeCookie.serialize(theme, { secure });
}
