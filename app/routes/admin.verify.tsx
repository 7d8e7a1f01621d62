import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs } from "#remix-runtime";
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useLoaderData, type MetaFunction } from "@remix-run/react";
import { PasskeyVerifyButton } from "~/components/account/passkey-verify-button";
import { Field } from "~/components/ui/field";
import { FirstInvalidFocus } from "~/components/ui/first-invalid-focus";
import { FormAlert } from "~/components/ui/form-alert";
import { PasswordInput } from "~/components/ui/password-input";
import { SubmitButton } from "~/components/ui/submit-button";
import { VALIDATE_ON_SUBMIT } from "~/lib/form-validation";
import { REVERIFIED_TOAST, WRONG_PASSWORD } from "~/lib/reverification";
import { reverifySchema } from "~/lib/reverify-schema";
import { adminRedirect } from "~/lib/safe-redirect";
import { seoMeta } from "~/lib/seo-meta";
import { hasPasskey } from "~/models/passkey.server";
import { confirmIdentity } from "~/services/reverify.server";
import { getSessionToken, loginRedirect, requireAdmin } from "~/http/auth.server";
import { tooManyRequestsReply } from "~/http/form-rate-limit.server";
import { redirectWithToast } from "~/http/toast.server";

// "Confirm it's you": where a sensitive admin action sends a session whose
// last verification is older than 15 minutes (app/http/reverification.server.ts).
// The password (or one of the account's passkeys) marks the session verified, and the
// admin goes back to the page they came from to repeat the action.

export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, context);
  return {
    email: admin.email,
    redirectTo: adminRedirect(new URL(request.url).searchParams.get("redirectTo")),
    passkey: await hasPasskey({ db: context.db, userId: admin.id }),
  };
}

/** The password: back to redirectTo with a toast, or 400 with the message beside the field (429 past the login limit). */
export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: reverifySchema });
  const outcome = await confirmIdentity(context, {
    user: admin,
    sessionToken: await getSessionToken(request, context),
    password: submission.status === "success" ? submission.value.password : null,
  });
  if (outcome.ok) return redirectWithToast(context, adminRedirect(formData.get("redirectTo")), REVERIFIED_TOAST);
  switch (outcome.reason) {
    case "rate-limited":
      return tooManyRequestsReply({}, outcome);
    case "invalid-input":
      return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
    case "wrong-password":
      return data({ result: submission.reply({ fieldErrors: { password: [WRONG_PASSWORD] }, hideFields: ["password"] }) }, { status: 400 });
    case "signed-out":
      throw loginRedirect(request);
  }
}

// A refused (rate-limited) post tells the browser when to try again.
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export default function ConfirmItsYouPage() {
  const { email, redirectTo, passkey } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "confirm-its-you",
    lastResult: reply?.result,
    ...VALIDATE_ON_SUBMIT,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: reverifySchema }),
  });
  return (
    <section aria-labelledby="confirm-heading" className="max-w-md rounded-2xl border border-stone-200 bg-white p-6 dark:border-stone-800 dark:bg-stone-900">
      <h2 id="confirm-heading" className="text-2xl">
        Confirm it's you
      </h2>
      <p className="mt-3 text-sm text-stone-600 dark:text-stone-400">
        Refunds, deleting a fragrance and changing settings need a fresh check once you signed in or confirmed more than 15 minutes
        ago. Enter the password of <strong>{email}</strong>; nothing has been changed yet.
      </p>
      {/* noValidate: the browser's own bubble would hide the message beside the field when scripts are off. */}
      <Form method="post" {...getFormProps(form)} noValidate className="mt-6 flex flex-col gap-4">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {/* For password managers: the account this password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        {form.errors?.length ? (
          <FormAlert title="Not confirmed" takeFocus>
            <p>{form.errors[0]}</p>
          </FormAlert>
        ) : null}
        <FirstInvalidFocus order={["password"]} errors={form.allErrors}>
          <Field field={fields.password} label="Password" control={PasswordInput} autoComplete="current-password" />
        </FirstInvalidFocus>
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton pendingLabel="Confirming...">Confirm</SubmitButton>
          <Link to={redirectTo} className="btn-outline">
            Cancel
          </Link>
        </div>
      </Form>
      {/* With JavaScript and WebAuthn, an account with a passkey may use it instead; the password form always works. */}
      {passkey ? (
        <div className="mt-4">
          <PasskeyVerifyButton redirectTo={redirectTo} />
        </div>
      ) : null}
    </section>
  );
}

export const meta: MetaFunction = ({ matches }) => [
  ...seoMeta(matches, { title: "Confirm it's you · Admin Panel", description: "Enter your password again before a sensitive admin action." }),
  { name: "robots", content: "noindex" },
];
