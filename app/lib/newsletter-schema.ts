import * as z from "zod";
import { isNewsletterEmail, NEWSLETTER_EMAIL_MESSAGE, NEWSLETTER_SOURCES } from "./newsletter-rules";

/** The server's check of a sign-up (plain form and JSON alike). */
export const newsletterSchema = z.object({
  email: z.string({ error: NEWSLETTER_EMAIL_MESSAGE }).trim().refine(isNewsletterEmail, NEWSLETTER_EMAIL_MESSAGE),
  source: z.enum(NEWSLETTER_SOURCES).default("home"),
});

