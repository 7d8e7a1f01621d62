import { limitAttempt } from "./limit-attempt.server";
import type { RateLimited, ServiceContext } from "./service-context";

/** Why a checkout attempt went no further: too many of them, or a bot (the form's honeypot was filled). */
export type CheckoutRefusal = RateLimited | { ok: false; reason: "bot" };

/**
 * Every checkout attempt (a discount code tried, an order placed, a form that
 * does not validate) counts against the checkout limit before anything else;
 * one whose honeypot was filled goes no further. Null: go on. Changing a
 * summary line is a cart edit, not an attempt.
 */
export async function refuseCheckoutAttempt(context: ServiceContext, { bot }: { bot: boolean }): Promise<CheckoutRefusal | null> {
  const limited = await limitAttempt(context, "checkout");
  if (limited) return limited;
  return bot ? { ok: false, reason: "bot" } : null;
}
