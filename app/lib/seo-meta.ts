import type { MetaDescriptor } from "@remix-run/react";
import { metaDescription, pageTitle } from "./seo";
import { DEFAULT_SITE, type SiteConfig } from "./site";

type MatchWithData = { id: string; data?: unknown };

/** The brand settings the root loader sent, as seen from any route's meta(). */
export function siteFromMatches(matches: readonly MatchWithData[]): SiteConfig {
  const root = matches.find((match) => match.id === "root")?.data as { site?: SiteConfig } | undefined;
  return root?.site ?? DEFAULT_SITE;
}

/** Title with the brand suffix and a description capped at 160 characters. */
export function seoMeta(
  matches: readonly MatchWithData[],
  { title, description }: { title: string | null; description: string },
): MetaDescriptor[] {
  const site = siteFromMatches(matches);
  return [
    { title: pageTitle(title, site.brandName) },
    { name: "description", content: metaDescription(description) },
  ];
}
