import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { Field } from "~/components/ui/field";
import { FirstInvalidFocus } from "~/components/ui/first-invalid-focus";
import { FormAlert } from "~/components/ui/form-alert";
import { PasswordInput } from "~/components/ui/password-input";
import { SubmitButton } from "~/components/ui/submit-button";
import { changePasswordSchema } from "~/lib/change-password-schema";
import { VALIDATE_ON_SUBMIT } from "~/lib/form-validation";

const FIELD_ORDER = ["currentPassword", "newPassword"] as const;

/**
 * Current and new password (issue 36). It posts to /account/password, which
 * answers a refusal on its own page with the reason beside the field and a
 * success back on /account with a toast.
 */
export function ChangePasswordForm({ lastResult }: { lastResult?: SubmissionResult<string[]> | null }) {
  const [form, fields] = useForm({
    id: "change-password",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordSchema }),
    ...VALIDATE_ON_SUBMIT,
  });
  return (
    <Form method="post" action="/account/password" {...getFormProps(form)} noValidate className="flex flex-col gap-4">
      {form.errors?.length ? (
        <FormAlert title="Password not changed" takeFocus>
          <p>{form.errors[0]}</p>
        </FormAlert>
      ) : null}
      <FirstInvalidFocus order={FIELD_ORDER} errors={form.allErrors}>
        <Field field={fields.currentPassword} label="Current password" control={PasswordInput} autoComplete="current-password" />
        <Field field={fields.newPassword} label="New password" control={PasswordInput} autoComplete="new-password" />
      </FirstInvalidFocus>
      <SubmitButton pendingLabel="Saving..." className="btn-primary w-full sm:w-auto">
        Change password
      </SubmitButton>
    </Form>
  );
}
