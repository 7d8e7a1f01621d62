import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs } from "#remix-runtime";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useLoaderData, useNavigation, type MetaFunction } from "@remix-run/react";
import { AccountPanel } from "~/components/account/account-panel";
import { GeneralErrorBoundary } from "~/components/general-error";
import { HoneypotField } from "~/components/honeypot-field";
import { Field } from "~/components/ui/field";
import { FirstInvalidFocus } from "~/components/ui/first-invalid-focus";
import { FormAlert } from "~/components/ui/form-alert";
import { PasswordInput } from "~/components/ui/password-input";
import { SubmitButton } from "~/components/ui/submit-button";
import { VALIDATE_ON_SUBMIT } from "~/lib/form-validation";
import { HONEYPOT_MESSAGE, isHoneypotFilled } from "~/lib/honeypot";
import { PASSWORD_RESET_TOAST, RESET_LINK_INVALID, resetPasswordSchema } from "~/lib/password-reset-schema";
import { seoMeta } from "~/lib/seo-meta";
import { isResetLinkOpen, resetPasswordAndSignIn } from "~/services/password-reset.server";
import { tooManyRequestsReply } from "~/http/form-rate-limit.server";
import { readSignInCarryOver, signedInCookies } from "~/http/sign-in-cookies.server";
import { redirectWithToast } from "~/http/toast.server";

// The page an e-mailed reset link opens (/reset-password?token=…): a new
// password, or why the link no longer works and where to ask for another.
const FIELD_ORDER = ["password"] as const;

type ResetPasswordReply = { result: SubmissionResult<string[]>; linkInvalid: boolean };

/** The form, or (400) why the link in the address no longer works. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  if (!token || !(await isResetLinkOpen(context, token))) return data({ token: null }, { status: 400 });
  return { token };
}

/**
 * The new password through the link: on success every session of the user has
 * ended, and this browser gets a fresh one and lands on the account page.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: resetPasswordSchema });
  const accepted = submission.status === "success" && !isHoneypotFilled(formData) ? submission.value : null;
  const carryOver = await readSignInCarryOver(request, context);
  const outcome = await resetPasswordAndSignIn(context, { fields: accepted, ...carryOver });
  if (outcome.ok) {
    const headers = await signedInCookies(context, outcome.session, carryOver);
    return redirectWithToast(context, "/account", PASSWORD_RESET_TOAST, { headers });
  }
  if (outcome.reason === "rate-limited") return tooManyRequestsReply({ linkInvalid: false }, outcome);
  const refuse = (result: SubmissionResult<string[]>, linkInvalid: boolean) => data<ResetPasswordReply>({ result, linkInvalid }, { status: 400 });
  if (submission.status !== "success") return refuse(submission.reply({ hideFields: ["password"] }), Boolean(submission.error?.token));
  if (outcome.reason === "weak-password") return refuse(submission.reply({ fieldErrors: { password: [outcome.message] }, hideFields: ["password"] }), false);
  if (outcome.reason === "link-invalid") return refuse(submission.reply({ formErrors: [RESET_LINK_INVALID], hideFields: ["password"] }), true);
  // What is left: valid fields with the honeypot filled in.
  return refuse(submission.reply({ formErrors: [HONEYPOT_MESSAGE], hideFields: ["password"] }), false);
}

// The address holds the token: no Referer may carry it to another site.
// `same-origin`, not `no-referrer`: the latter makes browsers post the page's
// own form with `Origin: null`, which the CSRF guard cannot tell from a
// sandboxed frame's (decision 0027). (Cache-Control comes from the cache policy.)
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers({ "Referrer-Policy": "same-origin" });
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export default function ResetPasswordPage() {
  const { token } = useLoaderData<typeof loader>();
  const actionData = useActionData<ResetPasswordReply>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "reset-password",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetPasswordSchema }),
    ...VALIDATE_ON_SUBMIT,
  });

  if (!token || actionData?.linkInvalid) {
    return (
      <AccountPanel heading="This link no longer works" intro={RESET_LINK_INVALID}>
        <Link to="/forgot-password" className="btn-primary w-full text-center">
          Request a new link
        </Link>
      </AccountPanel>
    );
  }

  return (
    <AccountPanel heading="Choose a new password" intro="Setting a new password signs you out on every other device.">
      <Form method="post" {...getFormProps(form)} noValidate className="flex flex-col gap-4">
        <input type="hidden" name="token" value={token} />
        <HoneypotField />
        {form.errors?.length ? (
          <FormAlert title="Password not changed" takeFocus>
            <p>{form.errors[0]}</p>
          </FormAlert>
        ) : null}
        <FirstInvalidFocus order={FIELD_ORDER} errors={form.allErrors}>
          <Field field={fields.password} label="New password" control={PasswordInput} autoComplete="new-password" />
        </FirstInvalidFocus>
        <SubmitButton pendingLabel="Saving..." className="btn-primary w-full">
          Set new password
        </SubmitButton>
      </Form>
    </AccountPanel>
  );
}

export const meta: MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: "Reset Password", description: "Choose a new password for your account." });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
