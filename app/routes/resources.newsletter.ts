import { redirect, type ActionFunctionArgs } from "#remix-runtime";
import { isHoneypotFilled } from "~/lib/honeypot";
import { NEWSLETTER_TOASTS } from "~/lib/newsletter-rules";
import { newsletterSchema } from "~/lib/newsletter-schema";
import { RATE_LIMITED_MESSAGE } from "~/lib/rate-limits";
import { safeRedirect } from "~/lib/safe-redirect";
import { subscribe } from "~/services/subscribe-newsletter.server";
import { publicOrigin } from "~/http/public-origin.server";
import { tooManyRequests } from "~/http/rate-limit-response.server";
import { redirectWithToast } from "~/http/toast.server";

/**
 * The home newsletter form and the welcome popup both post here. A plain form
 * post gets a redirect back with a toast in the flash cookie; a fetcher sends
 * respond=json and gets JSON `{ message, errors? }` to show its own toast.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const fields = Object.fromEntries(formData);
  const wantsJson = fields.respond === "json";
  const back = safeRedirect(typeof fields.redirectTo === "string" ? fields.redirectTo : undefined, "/");
  const fromPopup = fields.source === "welcome-popup";
  const successToast = fromPopup ? NEWSLETTER_TOASTS.welcome : NEWSLETTER_TOASTS.subscribed;

  if (isHoneypotFilled(formData)) {
    return wantsJson ? Response.json({ ok: true, message: successToast.description }) : redirect(back);
  }

  const parsed = newsletterSchema.safeParse(fields);
  const outcome = await subscribe(context, { signUp: parsed.success ? parsed.data : null, origin: publicOrigin(request, context) });
  if (outcome.ok) {
    return wantsJson
      ? Response.json({ ok: true, message: successToast.description, created: outcome.created })
      : redirectWithToast(context, back, successToast);
  }
  if (outcome.reason === "rate-limited") {
    return wantsJson
      ? tooManyRequests(outcome, { json: true })
      : redirectWithToast(context, back, { title: "Too many attempts", description: RATE_LIMITED_MESSAGE, type: "error" });
  }
  if (outcome.reason === "invalid-email") {
    const invalid = fromPopup ? NEWSLETTER_TOASTS.invalidPopup : NEWSLETTER_TOASTS.invalidHome;
    return wantsJson
      ? Response.json({ message: invalid.description, errors: { email: [invalid.description] } }, { status: 400 })
      : redirectWithToast(context, back, invalid);
  }
  return wantsJson
    ? Response.json({ message: NEWSLETTER_TOASTS.failed.description }, { status: 503 })
    : redirectWithToast(context, back, NEWSLETTER_TOASTS.failed);
}
