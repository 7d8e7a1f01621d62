export const META_DESCRIPTION_MAX = 160;

/** Descriptions are cut to 160 characters, on a word where possible. */
export function metaDescription(text: string): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= META_DESCRIPTION_MAX) return clean;
  const cut = clean.slice(0, META_DESCRIPTION_MAX - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > 100 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** Every page title carries the brand suffix, e.g. "Shop | Onbrand Fragrances". */
export function pageTitle(title: string | null, brandName: string): string {
  const suffix = `${brandName} Fragrances`;
  return title ? `${title} | ${suffix}` : suffix;
}
