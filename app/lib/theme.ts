/** The colour schemes the theme toggle switches between. */
export const THEMES = ["light", "dark"] as const;
export type Theme = (typeof THEMES)[number];

/** What the page is drawn in: a visitor's choice, or the system setting until they make one. */
export type ThemeSetting = Theme | "system";

/** The class on <html>: none for "system", where the stylesheet follows prefers-color-scheme. */
export function themeClass(setting: ThemeSetting): string {
  return setting === "system" ? "" : setting;
}
