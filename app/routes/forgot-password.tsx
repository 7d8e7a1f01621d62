import { data, type ActionFunctionArgs, type HeadersFunction } from "#remix-runtime";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useNavigation, type MetaFunction } from "@remix-run/react";
import { AccountPanel } from "~/components/account/account-panel";
import { GeneralErrorBoundary } from "~/components/general-error";
import { HoneypotField } from "~/components/honeypot-field";
import { Field } from "~/components/ui/field";
import { FirstInvalidFocus } from "~/components/ui/first-invalid-focus";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { VALIDATE_ON_SUBMIT } from "~/lib/form-validation";
import { isHoneypotFilled } from "~/lib/honeypot";
import { forgotPasswordSchema, resetLinkSentMessage } from "~/lib/password-reset-schema";
import { seoMeta } from "~/lib/seo-meta";
import { requestPasswordReset } from "~/services/password-reset.server";
import { tooManyRequestsReply } from "~/http/form-rate-limit.server";
import { publicOrigin } from "~/http/public-origin.server";

// 'Forgot password?' from the login form: one e-mail field; the same answer
// whether or not the e-mail has an account (docs/product.md, Rules).
const FIELD_ORDER = ["email"] as const;

type ForgotPasswordReply = { result: SubmissionResult<string[]>; sentTo: string | null };

/** The same sentence for every valid e-mail, account or not. */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: forgotPasswordSchema });
  // A bot is told what everyone is told, and nothing is sent.
  const accepted = submission.status === "success" && !isHoneypotFilled(formData) ? submission.value.email : null;
  const outcome = await requestPasswordReset(context, { email: accepted, origin: publicOrigin(request, context) });
  if (!outcome.ok && outcome.reason === "rate-limited") return tooManyRequestsReply({ sentTo: null }, outcome);
  if (submission.status !== "success") return data<ForgotPasswordReply>({ result: submission.reply(), sentTo: null }, { status: 400 });
  return { result: submission.reply({ resetForm: true }), sentTo: submission.value.email } satisfies ForgotPasswordReply;
}

// A refused (rate-limited) post tells the browser when to try again.
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export default function ForgotPasswordPage() {
  const actionData = useActionData<ForgotPasswordReply>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "forgot-password",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: forgotPasswordSchema }),
    ...VALIDATE_ON_SUBMIT,
  });

  if (actionData?.sentTo) {
    return (
      <AccountPanel heading="Check your e-mail" intro="Follow the link in the e-mail to choose a new password.">
        <p role="status" className="rounded-lg bg-stone-100 p-4 text-sm dark:bg-stone-800">
          {resetLinkSentMessage(actionData.sentTo)}
        </p>
        <Link to="/login" className="text-sm underline underline-offset-2">
          Back to login
        </Link>
      </AccountPanel>
    );
  }

  return (
    <AccountPanel heading="Forgot your password?" intro="Enter your account's e-mail and we'll send you a link to choose a new password.">
      <Form method="post" {...getFormProps(form)} noValidate className="flex flex-col gap-4">
        <HoneypotField />
        {form.errors?.length ? (
          <FormAlert title="The link was not sent" takeFocus>
            <p>{form.errors[0]}</p>
          </FormAlert>
        ) : null}
        <FirstInvalidFocus order={FIELD_ORDER} errors={form.allErrors}>
          <Field field={fields.email} label="Email" type="email" autoComplete="email" />
        </FirstInvalidFocus>
        <SubmitButton pendingLabel="Sending..." className="btn-primary w-full">
          Send reset link
        </SubmitButton>
      </Form>
      <Link to="/login" className="text-sm underline underline-offset-2">
        Back to login
      </Link>
    </AccountPanel>
  );
}

export const meta: MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: "Forgot Password", description: "Get a link by e-mail to choose a new password for your account." });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
