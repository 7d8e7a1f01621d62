import { useFetchers } from "@remix-run/react";

/**
 * The header count with in-flight "add" posts already counted, so the badge
 * moves the moment the button is pressed; the server count takes over when
 * the root loader revalidates.
 */
export function useOptimisticCartCount(serverCount: number) {
  // useFetchers() lists only busy fetchers: submitting, then loading until the
  // revalidated root count has arrived.
  const fetchers = useFetchers();
  const pendingAdds = fetchers.filter(
    (fetcher) =>
      fetcher.formAction === "/resources/cart" &&
      fetcher.formData?.get("intent") === "add",
  ).length;
  return serverCount + pendingAdds;
}
