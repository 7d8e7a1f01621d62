import { newsletterWelcomeEmail } from "~/lib/emails/newsletter-welcome";
import type { NewsletterSource } from "~/lib/newsletter-rules";
import { siteConfigFrom } from "~/lib/site";
import { subscribeToNewsletter } from "~/models/newsletter.server";
import { limitAttempt } from "./limit-attempt.server";
import { logOf, type RateLimited, type ServiceContext } from "./service-context";

export type NewsletterSignUp = { email: string; source: NewsletterSource };

export type SubscribeResult = { ok: true; created: boolean } | { ok: false; reason: "invalid-email" | "failed" } | RateLimited;

/**
 * A sign-up from the home page or the welcome popup. `signUp` is the form as
 * the route validated it, or null when it did not validate: every attempt
 * counts against the newsletter limit, valid or not, so nobody can try
 * addresses without end. A new subscriber is stored with the welcome e-mail
 * (the code and a link to the shop on the public `origin`) queued.
 */
export async function subscribe(
  context: Pick<ServiceContext, "db" | "env" | "clientAddress" | "rateLimiters" | "outbox" | "log">,
  { signUp, origin }: { signUp: NewsletterSignUp | null; origin: string },
): Promise<SubscribeResult> {
  const limited = await limitAttempt(context, "newsletter");
  if (limited) return limited;
  if (!signUp) return { ok: false, reason: "invalid-email" };
  try {
    const { brandName } = siteConfigFrom({ brandName: context.env.brandName });
    const welcome = newsletterWelcomeEmail({ brandName, shopUrl: `${origin}/shop` });
    const { created } = await subscribeToNewsletter({ db: context.db, email: signUp.email, source: signUp.source, welcome });
    if (created) context.outbox.queued = true;
    return { ok: true, created };
  } catch (error) {
    logOf(context).error({ err: error }, "newsletter sign-up failed");
    return { ok: false, reason: "failed" };
  }
}
