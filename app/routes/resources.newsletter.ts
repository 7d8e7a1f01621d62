import { redirect, type ActionFunctionArgs } from "#remix-runtime";
import { isHoneypotFilled } from "~/lib/honeypot";
import { NEWSLETTER_TOASTS } from "~/lib/newsletter-rules";
import { newsletterSchema } from "~/lib/newsletter-schema";
import { subscribe } from "~/services/subscribe-newsletter.server";
import { rateLimitResponse } from "~/http/rate-limit-response.server";
import { safeRedirect } from "~/lib/safe-redirect";
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

  const limited = await rateLimitResponse(context, "newsletter", { json: wantsJson });
  if (limited) {
    if (wantsJson) return limited;
    return redirectWithToast(context, back, {
      title: "Too many attempts",
      description: await limited.text(),
      type: "error",
    });
  }

  const parsed = newsletterSchema.safeParse(fields);
  if (!parsed.success) {
    const invalid = fromPopup ? NEWSLETTER_TOASTS.invalidPopup : NEWSLETTER_TOASTS.invalidHome;
    return wantsJson
      ? Response.json({ message: invalid.description, errors: { email: [invalid.description] } }, { status: 400 })
      : redirectWithToast(context, back, invalid);
  }

  try {
    const { created } = await subscribe(request, context, parsed.data);
    return wantsJson
      ? Response.json({ ok: true, message: successToast.description, created })
      : redirectWithToast(context, back, successToast);
  } catch (error) {
    console.error("newsletter sign-up failed", error);
    return wantsJson
      ? Response.json({ message: NEWSLETTER_TOASTS.failed.description }, { status: 503 })
      : redirectWithToast(context, back, NEWSLETTER_TOASTS.failed);
  }
}
