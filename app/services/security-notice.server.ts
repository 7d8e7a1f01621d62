import { securityNoticeEmail, type SecurityNotice } from "~/lib/emails/security-notice";
import { shopDateTime } from "~/lib/shop-time";
import { siteConfigFrom } from "~/lib/site";
import { describeBrowser } from "~/lib/user-agent";
import { queueEmail, type OutgoingEmail } from "~/models/email-outbox.server";
import type { ServiceContext } from "./service-context";

// The notice e-mail an account holder gets when something guarding the
// account changes (issue 36): a sign-in from a new browser, two-factor on or
// off, a passkey added, the password changed. The use case that makes the
// change puts the statement in its own batch, so the notice goes out exactly
// when the change lands, then sets `context.outbox.queued`.

export type SecurityNoticeInput = {
  user: { email: string };
  notice: SecurityNotice;
  /** The User-Agent of the request that made the change. */
  userAgent: string | null;
  /** The shop's public origin, for the links. */
  origin: string;
  now?: number;
};

/** The notice as an outbox e-mail, for a model that queues it on a condition (queueEmailIf). */
export function securityNoticeMessage(context: Pick<ServiceContext, "env">, { user, notice, userAgent, origin, now = Date.now() }: SecurityNoticeInput): OutgoingEmail {
  const { brandName } = siteConfigFrom({ brandName: context.env.brandName });
  const message = securityNoticeEmail({
    brandName,
    notice,
    browser: describeBrowser(userAgent),
    when: shopDateTime(now),
    accountUrl: `${origin}/account`,
    resetUrl: `${origin}/forgot-password`,
  });
  return { kind: "security-notice", to: user.email, ...message };
}

/** The outbox insert for one notice, for the caller's batch. */
export function securityNoticeStatement(context: Pick<ServiceContext, "db" | "env">, input: SecurityNoticeInput) {
  return queueEmail(context.db, securityNoticeMessage(context, input));
}
