import type { NewsletterSource } from "./newsletter-rules";

export type NewsletterOutcome = "subscribed" | "invalid" | "failed";

/**
 * The enhanced (JavaScript) sign-up: the same resource route a plain form posts
 * to, asking for JSON instead of a redirect.
 */
export async function postNewsletterSignup(email: string, source: NewsletterSource): Promise<NewsletterOutcome> {
  try {
    const response = await fetch("/resources/newsletter", {
      method: "POST",
      body: new URLSearchParams({ email, source, respond: "json" }),
      headers: { Accept: "application/json" },
    });
    if (response.ok) return "subscribed";
    return response.status === 400 ? "invalid" : "failed";
  } catch {
    return "failed";
  }
}
