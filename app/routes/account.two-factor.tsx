import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "#remix-runtime";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData, useLoaderData, type MetaFunction } from "@remix-run/react";
import { RecoveryCodes, TurnOffTwoFactor, TwoFactorEnrolment } from "~/components/account/two-factor-forms";
import { GeneralErrorBoundary } from "~/components/general-error";
import { FormAlert } from "~/components/ui/form-alert";
import { formErrorReply } from "~/lib/auth-reply";
import { RATE_LIMITED_MESSAGE } from "~/lib/rate-limits";
import { safeRedirect } from "~/lib/safe-redirect";
import { seoMeta } from "~/lib/seo-meta";
import { CODE_WRONG, confirmTwoFactorSchema, SETUP_CODE_WRONG, turnOffTwoFactorSchema } from "~/lib/two-factor-schemas";
import { hasSecondFactor } from "~/models/two-factor.server";
import { confirmTwoFactorSetup, forgetAllTrustedBrowsers, loadTwoFactorSetup, turnOffTwoFactor } from "~/services/two-factor.server";
import { requireUser } from "~/http/auth.server";
import { publicOrigin } from "~/http/public-origin.server";
import { redirectWithToast } from "~/http/toast.server";

// /account/two-factor: turn TOTP two-factor on (scan, first code, recovery
// codes shown once) or off (password and a code), and forget trusted
// browsers. Administrators are sent here until they have a second factor
// (requireAdmin), with the admin page they asked for as redirectTo.

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const setup = await loadTwoFactorSetup(context, user);
  const url = new URL(request.url);
  const redirectTo = url.searchParams.get("redirectTo");
  const required = user.role === "admin" && !setup.on && !(await hasSecondFactor({ db: context.db, userId: user.id }));
  return { setup, required, redirectTo: redirectTo ? safeRedirect(redirectTo, "/account") : null };
}

/** confirm (the first code), turn-off (password and code) or forget-browsers. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const form = await request.formData();
  const intent = form.get("intent");
  const facts = { userAgent: request.headers.get("User-Agent"), origin: publicOrigin(request, context) };
  if (intent === "confirm") {
    const submission = parseWithZod(form, { schema: confirmTwoFactorSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply(), recoveryCodes: null }, { status: 400 });
    const outcome = await confirmTwoFactorSetup(context, user, submission.value.code, facts);
    // Shown once, in this answer only; then on to where the user was going.
    if (outcome.ok) return { intent, result: null, recoveryCodes: outcome.recoveryCodes, continueTo: safeRedirect(form.get("redirectTo"), "/account") };
    if (outcome.reason === "already-on") return redirectWithToast(context, "/account/two-factor", { title: "Two-factor authentication", description: "It is already on.", type: "info" });
    return data({ intent, result: submission.reply({ fieldErrors: { code: [SETUP_CODE_WRONG] }, hideFields: ["code"] }), recoveryCodes: null }, { status: 400 });
  }
  if (intent === "turn-off") {
    const submission = parseWithZod(form, { schema: turnOffTwoFactorSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply({ hideFields: ["password"] }), recoveryCodes: null }, { status: 400 });
    const outcome = await turnOffTwoFactor(context, user, submission.value, facts);
    if (outcome.ok) return redirectWithToast(context, "/account", { title: "Two-factor authentication is off", description: "Signing in now asks only for your password.", type: "success" });
    if (outcome.reason === "rate-limited") {
      return data({ intent, result: formErrorReply(RATE_LIMITED_MESSAGE), recoveryCodes: null }, { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } });
    }
    if (outcome.reason === "already-off") return redirectWithToast(context, "/account/two-factor", { title: "Two-factor authentication", description: "It is already off.", type: "info" });
    const error: Record<string, string[]> = outcome.reason === "password-wrong" ? { password: ["That password is not right."] } : { code: [CODE_WRONG] };
    return data({ intent, result: submission.reply({ fieldErrors: error, hideFields: ["password", "code"] }), recoveryCodes: null }, { status: 400 });
  }
  if (intent === "forget-browsers") {
    await forgetAllTrustedBrowsers(context, user.id);
    return redirectWithToast(context, "/account/two-factor", { title: "Trusted browsers forgotten", description: "Every browser asks for a code at its next sign-in.", type: "success" });
  }
  return data({ intent: null, result: formErrorReply("Unknown action."), recoveryCodes: null }, { status: 400 });
}

export default function TwoFactorPage() {
  const { setup, required, redirectTo } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const continueTo = redirectTo ?? "/account";
  return (
    <section className="container-page max-w-2xl py-12">
      <h1 className="text-3xl">Two-factor authentication</h1>
      {required ? (
        <div className="mt-4">
          <FormAlert title="Two-factor authentication required">
            <p>
              Administrators must set up two-factor authentication before they can use the admin panel. It takes a minute: scan the
              code below with an authenticator app and enter the code it shows. A passkey does as well: add one under{" "}
              <a href="/account#passkeys" className="underline">
                Passkeys on your account page
              </a>
              .
            </p>
          </FormAlert>
        </div>
      ) : null}
      {reply?.recoveryCodes ? (
        <RecoveryCodes codes={reply.recoveryCodes} continueTo={"continueTo" in reply ? reply.continueTo : continueTo} />
      ) : setup.on ? (
        <div className="mt-6 grid gap-8">
          <p className="text-sm text-stone-700 dark:text-stone-300">
            {`Two-factor authentication is on. Recovery codes left: ${setup.unusedRecoveryCodes} of 10.`}
          </p>
          <TurnOffTwoFactor lastResult={reply?.intent === "turn-off" ? reply.result : null} />
          <Form method="post" className="flex max-w-sm flex-col gap-2">
            <h2 className="text-xl">Trusted browsers</h2>
            <p className="text-sm text-stone-700 dark:text-stone-300">Browsers you chose to trust skip the code for 30 days.</p>
            <input type="hidden" name="intent" value="forget-browsers" />
            <button type="submit" className="btn-outline w-fit">
              Forget trusted browsers
            </button>
          </Form>
        </div>
      ) : (
        <TwoFactorEnrolment pending={setup} redirectTo={redirectTo} lastResult={reply?.intent === "confirm" ? reply.result : null} />
      )}
    </section>
  );
}

// A private page: seoMeta gives it its canonical link and noindex (app/lib/canonical-url.ts).
export const meta: MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: "Two-factor authentication", description: "Protect your account with a code from an authenticator app." });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
