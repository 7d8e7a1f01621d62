import { useFetchers } from "@remix-run/react";

/**
 * The header count with in-flight "add" posts already counted, so the badge
 * moves the moment the button is pressed; the server count takes over when
 * the root loader revalidates.
 */
export function useOptimisticCartCount(serverCount: number) {
  const fetchers = useFetchers();
  const pendingAdds = fetchers.filter(
    (fetcher) =>
      fetcher.formAction === "/resources/cart" &&
      fetcher.state === "submitting" &&
      fetcher.formData?.get("intent") === "add",
  ).length;
  return serverCount + pendingAdds;
}
