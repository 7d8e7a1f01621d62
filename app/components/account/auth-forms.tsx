import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Link, type Form } from "@remix-run/react";
import type * as z from "zod";
import { HoneypotField } from "~/components/honeypot-field";
import { Field } from "~/components/ui/field";
import { FirstInvalidFocus } from "~/components/ui/first-invalid-focus";
import { FormAlert } from "~/components/ui/form-alert";
import { PasswordInput } from "~/components/ui/password-input";
import { SubmitButton } from "~/components/ui/submit-button";
import type { AuthIntent } from "~/lib/auth-reply";
import { loginSchema, registerSchema } from "~/lib/auth-schemas";
import { VALIDATE_ON_SUBMIT } from "~/lib/form-validation";

const LOGIN_ORDER = ["email", "password"] as const;
const REGISTER_ORDER = ["firstName", "lastName", "email", "phoneNumber", "password"] as const;

type AuthFormProps = {
  /** Keeps ids unique when the page form and the dialog form could both exist. */
  idPrefix: string;
  lastResult?: SubmissionResult<string[]> | null;
  /** Where to go after success (a same-site path), and a favourite to save on the way. */
  redirectTo?: string | null;
  favorite?: number | string | null;
  /** Remix's <Form> on the page, a fetcher's Form in the dialog. */
  FormComponent: typeof Form;
  action?: string;
  busy?: boolean;
};

/** Both forms validate alike: all fields on submit, then on every keystroke. */
function useAuthForm<Schema extends z.ZodObject>(id: string, schema: Schema, lastResult: AuthFormProps["lastResult"]) {
  return useForm({
    id,
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    ...VALIDATE_ON_SUBMIT,
  });
}

type AuthFormFrameProps = Omit<AuthFormProps, "idPrefix" | "lastResult"> & {
  intent: AuthIntent;
  /** getFormProps(form), form.errors and form.allErrors of the conform form. */
  formProps: ReturnType<typeof getFormProps>;
  formErrors?: string[];
  allErrors: Record<string, string[]>;
  /** The fields in the order the form shows them: the first invalid one takes focus. */
  order: readonly string[];
  /** Title of the form-level alert, e.g. 'Login failed'. */
  failureTitle: string;
  submitLabel: string;
  busyLabel: string;
  children: React.ReactNode;
};

// noValidate always: the browser's own messages would hide the spec's ones
// when scripts are off; conform validates before submit when they are on.
function AuthFormFrame({ intent, formProps, formErrors, allErrors, order, failureTitle, submitLabel, busyLabel, ...props }: AuthFormFrameProps) {
  const { redirectTo, favorite, FormComponent, action, busy, children } = props;
  return (
    <FormComponent method="post" action={action} {...formProps} noValidate className="flex flex-col gap-4">
      <input type="hidden" name="intent" value={intent} />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      {favorite ? <input type="hidden" name="favorite" value={String(favorite)} /> : null}
      <HoneypotField />
      {formErrors?.length ? (
        <FormAlert title={failureTitle} takeFocus>
          <p>{formErrors[0]}</p>
        </FormAlert>
      ) : null}
      <FirstInvalidFocus order={order} errors={allErrors}>
        {children}
      </FirstInvalidFocus>
      <SubmitButton pending={busy ?? false} pendingLabel={busyLabel} className="btn-primary w-full">
        {submitLabel}
      </SubmitButton>
    </FormComponent>
  );
}

export function LoginForm({ idPrefix, lastResult, ...frame }: AuthFormProps) {
  const [form, fields] = useAuthForm(`${idPrefix}-login`, loginSchema, lastResult);
  return (
    <AuthFormFrame
      {...frame}
      intent="login"
      formProps={getFormProps(form)}
      formErrors={form.errors}
      allErrors={form.allErrors}
      order={LOGIN_ORDER}
      failureTitle="Login failed"
      submitLabel="Log in"
      busyLabel="Logging in..."
    >
      {/* "webauthn": the browser may offer passkeys in this field's suggestions (the login screen's conditional UI). */}
      <Field field={fields.email} label="Email" type="email" autoComplete="username webauthn" />
      <Field field={fields.password} label="Password" control={PasswordInput} autoComplete="current-password" />
      <Link to="/forgot-password" className="-mt-2 self-end text-sm underline underline-offset-2">
        Forgot password?
      </Link>
    </AuthFormFrame>
  );
}

export function RegisterForm({ idPrefix, lastResult, ...frame }: AuthFormProps) {
  const [form, fields] = useAuthForm(`${idPrefix}-register`, registerSchema, lastResult);
  return (
    <AuthFormFrame
      {...frame}
      intent="register"
      formProps={getFormProps(form)}
      formErrors={form.errors}
      allErrors={form.allErrors}
      order={REGISTER_ORDER}
      failureTitle="Registration failed"
      submitLabel="Create Account"
      busyLabel="Creating account..."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field field={fields.firstName} label="First name" labelNote="(optional)" autoComplete="given-name" />
        <Field field={fields.lastName} label="Last name" labelNote="(optional)" autoComplete="family-name" />
      </div>
      <Field field={fields.email} label="Email" type="email" autoComplete="email" />
      <Field field={fields.phoneNumber} label="Phone number" labelNote="(optional)" type="tel" autoComplete="tel" />
      <Field field={fields.password} label="Password" control={PasswordInput} autoComplete="new-password" />
    </AuthFormFrame>
  );
}
