// The rules of a password-reset link (docs/product.md, Rules): it works
// for one hour after it was asked for, and only once.

export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

/** When a link asked for at `now` stops working. */
export function resetLinkExpiresAt(now: number): Date {
  return new Date(now + RESET_LINK_LIFETIME_MS);
}

/** Whether a stored link still sets a password at `now`: not used yet and not expired. */
export function isResetLinkUsable(link: { expiresAt: Date; usedAt: Date | null }, now: number): boolean {
  return link.usedAt === null && link.expiresAt.getTime() > now;
}

/** The page a link opens, on the shop's public origin. */
export function resetLinkUrl(origin: string, token: string): string {
  return `${origin}/reset-password?${new URLSearchParams({ token })}`;
}
