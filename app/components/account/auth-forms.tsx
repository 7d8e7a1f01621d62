import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { Form } from "@remix-run/react";
import { HoneypotField } from "~/components/honeypot-field";
import { loginSchema, registerSchema } from "~/lib/auth-schemas";
import { FormAlert, FormField } from "./form-field";

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

function HiddenFields({ intent, redirectTo, favorite }: { intent: AuthIntent; redirectTo?: string | null; favorite?: number | string | null }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      {favorite ? <input type="hidden" name="favorite" value={String(favorite)} /> : null}
      <HoneypotField />
    </>
  );
}

// noValidate always: the browser's own messages would hide the spec's ones
// when scripts are off; conform validates before submit when they are on.
export function LoginForm({ idPrefix, lastResult, redirectTo, favorite, FormComponent, action, busy }: AuthFormProps) {
  const [form, fields] = useForm({
    id: `${idPrefix}-login`,
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <FormComponent method="post" action={action} {...getFormProps(form)} noValidate className="flex flex-col gap-4">
      <HiddenFields intent="login" redirectTo={redirectTo} favorite={favorite} />
      <FormAlert title="Login failed" messages={form.errors} />
      <FormField
        key={fields.email.key}
        id={fields.email.id}
        name={fields.email.name}
        errorId={fields.email.errorId}
        errors={fields.email.errors}
        defaultValue={typeof fields.email.initialValue === "string" ? fields.email.initialValue : undefined}
        label="Email"
        type="email"
        autoComplete="email"
      />
      <FormField
        id={fields.password.id}
        name={fields.password.name}
        errorId={fields.password.errorId}
        errors={fields.password.errors}
        label="Password"
        type="password"
        autoComplete="current-password"
      />
      <button type="submit" className="btn-primary w-full" disabled={busy}>
        {busy ? "Logging in..." : "Log in"}
      </button>
    </FormComponent>
  );
}

export function RegisterForm({ idPrefix, lastResult, redirectTo, favorite, FormComponent, action, busy }: AuthFormProps) {
  const [form, fields] = useForm({
    id: `${idPrefix}-register`,
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: registerSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const text = (field: { initialValue?: unknown }) => (typeof field.initialValue === "string" ? field.initialValue : undefined);
  return (
    <FormComponent method="post" action={action} {...getFormProps(form)} noValidate className="flex flex-col gap-4">
      <HiddenFields intent="register" redirectTo={redirectTo} favorite={favorite} />
      <FormAlert title="Registration failed" messages={form.errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          key={fields.firstName.key}
          id={fields.firstName.id}
          name={fields.firstName.name}
          errorId={fields.firstName.errorId}
          errors={fields.firstName.errors}
          defaultValue={text(fields.firstName)}
          label="First name"
          hint="(optional)"
          autoComplete="given-name"
        />
        <FormField
          key={fields.lastName.key}
          id={fields.lastName.id}
          name={fields.lastName.name}
          errorId={fields.lastName.errorId}
          errors={fields.lastName.errors}
          defaultValue={text(fields.lastName)}
          label="Last name"
          hint="(optional)"
          autoComplete="family-name"
        />
      </div>
      <FormField
        key={fields.email.key}
        id={fields.email.id}
        name={fields.email.name}
        errorId={fields.email.errorId}
        errors={fields.email.errors}
        defaultValue={text(fields.email)}
        label="Email"
        type="email"
        autoComplete="email"
      />
      <FormField
        key={fields.phoneNumber.key}
        id={fields.phoneNumber.id}
        name={fields.phoneNumber.name}
        errorId={fields.phoneNumber.errorId}
        errors={fields.phoneNumber.errors}
        defaultValue={text(fields.phoneNumber)}
        label="Phone number"
        hint="(optional)"
        type="tel"
        autoComplete="tel"
      />
      <FormField
        id={fields.password.id}
        name={fields.password.name}
        errorId={fields.password.errorId}
        errors={fields.password.errors}
        label="Password"
        type="password"
        autoComplete="new-password"
      />
      <button type="submit" className="btn-primary w-full" disabled={busy}>
        {busy ? "Creating account..." : "Create Account"}
      </button>
    </FormComponent>
  );
}
