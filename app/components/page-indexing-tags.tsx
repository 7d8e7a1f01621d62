import { useLocation } from "@remix-run/react";
import { pageIndexing } from "~/lib/canonical-url";

/**
 * The page's canonical link and, for private or unknown pages, `noindex`. Read
 * from the current location, so it stays right after client-side navigation.
 */
export function PageIndexingTags({ origin }: { origin: string }) {
  const location = useLocation();
  const { canonicalPath, index } = pageIndexing(location.pathname, location.search);
  return (
    <>
      {canonicalPath ? <link rel="canonical" href={`${origin}${canonicalPath}`} /> : null}
      {index ? null : <meta name="robots" content="noindex" />}
    </>
  );
}
