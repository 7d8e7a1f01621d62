/** Back to an admin page only: a posted redirectTo cannot leave the admin panel. */
export function adminRedirect(to: unknown, fallback = "/admin"): string {
  if (typeof to !== "string") return fallback;
  if (!/^\/admin(?:[/?]|$)/.test(to) || to.includes("\\") || to.includes("//")) return fallback;
  return to;
}
