import { newsletterWelcomeEmail } from "~/lib/emails/newsletter-welcome";
import type { NewsletterSource } from "~/lib/newsletter-rules";
import { siteConfigFrom } from "~/lib/site";
import { subscribeToNewsletter } from "~/models/newsletter.server";
import type { LoadContext } from "../http/load-context.server";
import { publicOrigin } from "../http/public-origin.server";

/** A sign-up from the home page or the welcome popup: the subscriber and, for a new one, the welcome e-mail with the code. */
export async function subscribe(
  request: Request,
  context: Pick<LoadContext, "db" | "env" | "outbox">,
  { email, source }: { email: string; source: NewsletterSource },
) {
  const { brandName } = siteConfigFrom({ brandName: context.env.brandName });
  const welcome = newsletterWelcomeEmail({ brandName, shopUrl: `${publicOrigin(request, context)}/shop` });
  const result = await subscribeToNewsletter({ db: context.db, email, source, welcome });
  if (result.created) context.outbox.queued = true;
  return result;
}
