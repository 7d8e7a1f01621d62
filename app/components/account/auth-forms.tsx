import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { Form } from "@remix-run/react";
import type * as z from "zod";
import { HoneypotField } from "~/components/honeypot-field";
import { loginSchema, registerSchema } from "~/lib/auth-schemas";
import { ConformFormField, FormAlert } from "./form-field";
import { firstInvalidField } from "~/lib/first-invalid-field";
import { VALIDATE_ON_SUBMIT } from "~/lib/form-validation";

export type AuthIntent = "login" | "register";

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
  /** getFormProps(form) and form.errors of the conform form. */
  formProps: ReturnType<typeof getFormProps>;
  formErrors?: string[];
  /** Title of the form-level alert, e.g. 'Login failed'. */
  failureTitle: string;
  submitLabel: string;
  busyLabel: string;
  children: React.ReactNode;
};

// noValidate always: the browser's own messages would hide the spec's ones
// when scripts are off; conform validates before submit when they are on.
function AuthFormFrame({ intent, formProps, formErrors, failureTitle, submitLabel, busyLabel, ...props }: AuthFormFrameProps) {
  const { redirectTo, favorite, FormComponent, action, busy, children } = props;
  return (
    <FormComponent method="post" action={action} {...formProps} noValidate className="flex flex-col gap-4">
      <input type="hidden" name="intent" value={intent} />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      {favorite ? <input type="hidden" name="favorite" value={String(favorite)} /> : null}
      <HoneypotField />
      <FormAlert title={failureTitle} messages={formErrors} />
      {children}
      <button type="submit" className="btn-primary w-full" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </button>
    </FormComponent>
  );
}

export function LoginForm({ idPrefix, lastResult, ...frame }: AuthFormProps) {
  const [form, fields] = useAuthForm(`${idPrefix}-login`, loginSchema, lastResult);
  const firstInvalid = firstInvalidField(["email", "password"], form.allErrors);
  return (
    <AuthFormFrame
      {...frame}
      intent="login"
      formProps={getFormProps(form)}
      formErrors={form.errors}
      failureTitle="Login failed"
      submitLabel="Log in"
      busyLabel="Logging in..."
    >
      <ConformFormField field={fields.email} autoFocus={firstInvalid === "email"} label="Email" type="email" autoComplete="email" />
      <ConformFormField field={fields.password} autoFocus={firstInvalid === "password"} label="Password" type="password" autoComplete="current-password" />
    </AuthFormFrame>
  );
}

export function RegisterForm({ idPrefix, lastResult, ...frame }: AuthFormProps) {
  const [form, fields] = useAuthForm(`${idPrefix}-register`, registerSchema, lastResult);
  const firstInvalid = firstInvalidField(["firstName", "lastName", "email", "phoneNumber", "password"], form.allErrors);
  return (
    <AuthFormFrame
      {...frame}
      intent="register"
      formProps={getFormProps(form)}
      formErrors={form.errors}
      failureTitle="Registration failed"
      submitLabel="Create Account"
      busyLabel="Creating account..."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <ConformFormField field={fields.firstName} autoFocus={firstInvalid === "firstName"} label="First name" hint="(optional)" autoComplete="given-name" />
        <ConformFormField field={fields.lastName} autoFocus={firstInvalid === "lastName"} label="Last name" hint="(optional)" autoComplete="family-name" />
      </div>
      <ConformFormField field={fields.email} autoFocus={firstInvalid === "email"} label="Email" type="email" autoComplete="email" />
      <ConformFormField field={fields.phoneNumber} autoFocus={firstInvalid === "phoneNumber"} label="Phone number" hint="(optional)" type="tel" autoComplete="tel" />
      <ConformFormField field={fields.password} autoFocus={firstInvalid === "password"} label="Password" type="password" autoComplete="new-password" />
    </AuthFormFrame>
  );
}
