import { createCookie } from "#remix-runtime";
import type { Theme } from "~/lib/theme";

export type { Theme };

// Not secret, so unsigned; a year, like any display preference.
const themeCookie = createCookie("theme", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});

export async function getTheme(request: Request): Promise<Theme> {
  const value = await themeCookie.parse(request.headers.get("Cookie"));
  return value === "dark" ? "dark" : "light";
}

export function serializeTheme(theme: Theme, { secure }: { secure: boolean }) {
  return themeCookie.serialize(theme, { secure });
}
