// Kept apart from app/lib/rewards.ts so the home page's bundle gains one string, not the rules.

/**
 * Where "Join Scent Rewards" buttons lead: the account screen's rewards
 * section; a signed-out visitor gets the login form there and comes back to
 * the section after signing in (the login's redirectTo).
 */
export const JOIN_REWARDS_HREF = "/account?redirectTo=%2Faccount%23rewards#rewards";
