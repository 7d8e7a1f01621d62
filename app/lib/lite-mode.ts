// Lite mode: for shoppers on slow or metered connections. The browser asks for
// it with `Save-Data: on`; a visitor can also switch it on or off in the footer
// (a cookie), and that explicit choice wins over the header. In lite mode the
// page loads no optional JavaScript: no welcome offer pop-up and no route code
// fetched ahead of a tap (docs/product.md, "Lite mode").

export const LITE_MODE_CHOICES = ["on", "off"] as const;
export type LiteModeChoice = (typeof LITE_MODE_CHOICES)[number];

/** True when the page should be the light one. */
export function isLiteMode({ saveData, choice }: { saveData: string | null; choice: LiteModeChoice | null }): boolean {
  if (choice) return choice === "on";
  return saveData?.trim().toLowerCase() === "on";
}
