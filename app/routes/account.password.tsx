import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs } from "#remix-runtime";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useActionData, type MetaFunction } from "@remix-run/react";
import { AccountPanel } from "~/components/account/account-panel";
import { ChangePasswordForm } from "~/components/account/change-password-form";
import { GeneralErrorBoundary } from "~/components/general-error";
import { changePasswordSchema, PASSWORD_CHANGED_TOAST } from "~/lib/change-password-schema";
import { seoMeta } from "~/lib/seo-meta";
import { changePassword } from "~/services/change-password.server";
import { getSessionToken, requireUser } from "~/http/auth.server";
import { tooManyRequestsReply } from "~/http/form-rate-limit.server";
import { publicOrigin } from "~/http/public-origin.server";
import { redirectWithToast } from "~/http/toast.server";

// "Change password" (issue 36). The form sits on /account and posts here; a
// refused post is answered on this page with the reason beside its field
// (with or without JavaScript), and the page also opens on its own.

type ChangePasswordReply = { result: SubmissionResult<string[]> };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  return null;
}

/** Saved: back to /account with a toast. Refused: 400 with the reason beside the field. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: changePasswordSchema });
  const outcome = await changePassword(context, {
    userId: user.id,
    currentToken: (await getSessionToken(request, context)) ?? "",
    fields: submission.status === "success" ? submission.value : null,
    userAgent: request.headers.get("User-Agent"),
    origin: publicOrigin(request, context),
  });
  if (outcome.ok) return redirectWithToast(context, "/account", PASSWORD_CHANGED_TOAST);
  if (outcome.reason === "rate-limited") return tooManyRequestsReply({}, outcome);
  const hideFields = ["currentPassword", "newPassword"];
  const result = outcome.reason === "refused" ? submission.reply({ fieldErrors: outcome.fieldErrors, hideFields }) : submission.reply({ hideFields });
  return data<ChangePasswordReply>({ result }, { status: 400 });
}

// A refused (rate-limited) post tells the browser when to try again.
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export default function ChangePasswordPage() {
  const actionData = useActionData<ChangePasswordReply>();
  return (
    <AccountPanel heading="Change password" intro="Changing your password signs you out on every other device.">
      <ChangePasswordForm lastResult={actionData?.result} />
    </AccountPanel>
  );
}

export const meta: MetaFunction = ({ matches }) => seoMeta(matches, { title: "Change Password", description: "Choose a new password for your account." });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
