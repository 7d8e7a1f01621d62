import { Link } from "@remix-run/react";
import { correctionLinks } from "~/lib/search-links";
import type { ShopFilters } from "~/lib/shop-filters";

/** 'Showing results for "vanilla" — search instead for "vanila"', as two plain links. */
export function SearchCorrectionNotice({ filters, correction }: { filters: ShopFilters; correction: { from: string; to: string } | null }) {
  if (!correction) return null;
  const links = correctionLinks(filters, correction);
  const link = "font-semibold underline underline-offset-2";
  return (
    <p className="mt-4 text-sm" data-testid="search-correction">
      {"Showing results for "}
      <Link to={links.corrected} className={link}>{`"${correction.to}"`}</Link>
      {" — search instead for "}
      <Link to={links.typed} className={link}>{`"${correction.from}"`}</Link>
    </p>
  );
}
