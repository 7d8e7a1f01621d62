import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { Field } from "~/components/ui/field";
import { FirstInvalidFocus } from "~/components/ui/first-invalid-focus";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { VALIDATE_ON_SUBMIT } from "~/lib/form-validation";
import { codeStepSchema } from "~/lib/two-factor-schemas";

/**
 * What the login action answers when the password was right and a code is
 * awaited (and when a code was refused): the challenge travels in a hidden
 * field, so the step works with JavaScript off.
 */
export type TwoFactorStepReply = {
  intent: "two-factor";
  challenge: string;
  redirectTo: string | null;
  favorite: string | null;
  result: SubmissionResult<string[]> | null;
};

/** The sign-in's second step: a code from the authenticator app, or a recovery code. */
export function TwoFactorStepForm({ reply, embedded = false }: { reply: TwoFactorStepReply; embedded?: boolean }) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "account-two-factor",
    lastResult: reply.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: codeStepSchema }),
    ...VALIDATE_ON_SUBMIT,
  });
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "two-factor";
  const Heading = embedded ? "h3" : "h1";
  const body = (
    <>
      <Heading className={embedded ? "text-xl" : "text-3xl"}>Two-factor authentication</Heading>
      <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">
        Enter the 6-digit code from your authenticator app. Lost your phone? Enter one of your recovery codes instead.
      </p>
      <Form method="post" action="/login" {...getFormProps(form)} noValidate className="mt-6 flex flex-col gap-4">
        <input type="hidden" name="intent" value="two-factor" />
        <input type="hidden" name="challenge" value={reply.challenge} />
        {reply.redirectTo ? <input type="hidden" name="redirectTo" value={reply.redirectTo} /> : null}
        {reply.favorite ? <input type="hidden" name="favorite" value={reply.favorite} /> : null}
        {form.errors?.length ? (
          <FormAlert title="Login failed" takeFocus>
            <p>{form.errors[0]}</p>
          </FormAlert>
        ) : null}
        <FirstInvalidFocus order={["code"]} errors={form.allErrors}>
          <Field field={fields.code} label="Code" autoComplete="one-time-code" inputMode="text" spellCheck={false} autoCapitalize="none" />
        </FirstInvalidFocus>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="trustBrowser" className="h-4 w-4" />
          Trust this browser for 30 days
        </label>
        <SubmitButton pending={busy} pendingLabel="Checking..." className="btn-primary w-full">
          Verify
        </SubmitButton>
      </Form>
    </>
  );
  // In the 'Save Your Favorites' dialog the step sits inside the dialog's frame.
  if (embedded) return <div>{body}</div>;
  return (
    <section className="container-page flex justify-center py-12">
      <div className="w-full max-w-md rounded-2xl border border-stone-200 bg-white p-6 sm:p-8 dark:border-stone-800 dark:bg-stone-900">{body}</div>
    </section>
  );
}
