/**
 * React 18 does not know the camel-cased `fetchPriority` prop and warns about
 * it; the lower-case HTML attribute is passed through as is.
 */
export function fetchPriority(priority: "high" | "low" | "auto" | undefined): Record<string, string> {
  return priority ? { fetchpriority: priority } : {};
}
