import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "@remix-run/react";
import { Field } from "~/components/ui/field";
import { FirstInvalidFocus } from "~/components/ui/first-invalid-focus";
import { FormAlert } from "~/components/ui/form-alert";
import { PasswordInput } from "~/components/ui/password-input";
import { SubmitButton } from "~/components/ui/submit-button";
import { VALIDATE_ON_SUBMIT } from "~/lib/form-validation";
import { confirmTwoFactorSchema, turnOffTwoFactorSchema } from "~/lib/two-factor-schemas";

// The forms of /account/two-factor: scan and confirm, the recovery codes
// shown once, and turning two-factor off.

type Pending = { secretText: string; qrSvg: string };

/** Step one: scan the QR code (or type the secret), then the first code turns it on. */
export function TwoFactorEnrolment({ pending, redirectTo, lastResult }: { pending: Pending; redirectTo: string | null; lastResult: SubmissionResult<string[]> | null }) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "two-factor-confirm",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: confirmTwoFactorSchema }),
    ...VALIDATE_ON_SUBMIT,
  });
  return (
    <div className="mt-6 grid gap-6">
      <ol className="list-decimal space-y-2 pl-5 text-sm text-stone-700 dark:text-stone-300">
        <li>Open an authenticator app (Google Authenticator, 1Password, Authy, …) and scan this QR code.</li>
        <li>Or type this setup key into the app instead.</li>
        <li>Enter the 6-digit code the app shows to finish.</li>
      </ol>
      {/* Drawn on our server from our own data (app/lib/qr-svg.ts): no outside image. */}
      <div role="img" aria-label="QR code for your authenticator app" className="w-48 rounded-lg bg-white p-2" dangerouslySetInnerHTML={{ __html: pending.qrSvg }} />
      <p className="text-sm">
        Setup key: <code data-testid="totp-secret" className="rounded bg-stone-100 px-2 py-1 font-mono tracking-wider dark:bg-stone-800">{pending.secretText}</code>
      </p>
      <Form method="post" {...getFormProps(form)} noValidate className="flex max-w-sm flex-col gap-4">
        <input type="hidden" name="intent" value="confirm" />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <FirstInvalidFocus order={["code"]} errors={form.allErrors}>
          <Field field={fields.code} label="6-digit code" inputMode="numeric" autoComplete="one-time-code" />
        </FirstInvalidFocus>
        <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Checking..." className="btn-primary">
          Turn on two-factor authentication
        </SubmitButton>
      </Form>
    </div>
  );
}

/** Shown once, right after the first code: the ten recovery codes. */
export function RecoveryCodes({ codes, continueTo }: { codes: string[]; continueTo: string }) {
  return (
    <div className="mt-6 grid gap-4" role="status">
      <h2 className="text-2xl">Save your recovery codes</h2>
      <p className="text-sm text-stone-700 dark:text-stone-300">
        Two-factor authentication is on. If you lose your phone, each of these codes lets you sign in once. Store them somewhere safe:
        they will not be shown again.
      </p>
      <ul aria-label="Recovery codes" className="grid max-w-sm grid-cols-2 gap-2 rounded-lg bg-stone-100 p-4 font-mono dark:bg-stone-800">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Link to={continueTo} className="btn-primary w-fit">
        I have saved my codes, continue
      </Link>
    </div>
  );
}

/** Two-factor is on: turning it off needs the password and a current code (or a recovery code). */
export function TurnOffTwoFactor({ lastResult }: { lastResult: SubmissionResult<string[]> | null }) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "two-factor-off",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: turnOffTwoFactorSchema }),
    ...VALIDATE_ON_SUBMIT,
  });
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="flex max-w-sm flex-col gap-4">
      <h2 className="text-xl">Turn off two-factor authentication</h2>
      <input type="hidden" name="intent" value="turn-off" />
      {form.errors?.length ? (
        <FormAlert title="Two-factor authentication is still on" takeFocus>
          <p>{form.errors[0]}</p>
        </FormAlert>
      ) : null}
      <FirstInvalidFocus order={["password", "code"]} errors={form.allErrors}>
        <Field field={fields.password} label="Password" control={PasswordInput} autoComplete="current-password" />
        <Field field={fields.code} label="Code from your app, or a recovery code" autoComplete="one-time-code" />
      </FirstInvalidFocus>
      <SubmitButton pending={navigation.state === "submitting" && navigation.formData?.get("intent") === "turn-off"} pendingLabel="Turning off..." className="btn-outline">
        Turn off two-factor authentication
      </SubmitButton>
    </Form>
  );
}
