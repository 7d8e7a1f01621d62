import type { FieldMetadata } from "@conform-to/react";
import { Icon } from "~/components/icon";
import Eye from "lucide/dist/esm/icons/eye.mjs";
import EyeOff from "lucide/dist/esm/icons/eye-off.mjs";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/utils/use-hydrated";

type FieldProps = {
  id: string;
  name: string;
  label: string;
  errorId: string;
  errors?: string[];
  type?: "text" | "email" | "tel" | "password";
  autoComplete?: string;
  defaultValue?: string;
  /** Shown after the label, e.g. "(optional)". */
  hint?: string;
  /** The first invalid field after a submit starts focused. */
  autoFocus?: boolean;
};

/** A labelled input with its error message right under it, linked by aria-describedby. */
export function FormField({ id, name, label, errorId, errors, type = "text", autoComplete, defaultValue, hint, autoFocus }: FieldProps) {
  const invalid = Boolean(errors?.length);
  const inputProps = {
    id,
    name,
    autoComplete,
    defaultValue,
    autoFocus,
    "aria-invalid": invalid || undefined,
    "aria-describedby": invalid ? errorId : undefined,
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {hint ? <span className="ml-1 font-normal text-stone-500 dark:text-stone-400">{hint}</span> : null}
      </label>
      {type === "password" ? <PasswordInput {...inputProps} /> : <input {...inputProps} type={type} className="input" />}
      {invalid ? (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
          {errors?.[0]}
        </p>
      ) : null}
    </div>
  );
}

type ConformFieldProps = Omit<FieldProps, "id" | "name" | "errorId" | "errors" | "defaultValue"> & {
  field: FieldMetadata<string | undefined>;
};

/**
 * A FormField wired to a conform field. Text fields get back what the server
 * returned with an error (keyed, so a reset remounts them); a password never does.
 */
export function ConformFormField({ field, ...props }: ConformFieldProps) {
  const wiring = { id: field.id, name: field.name, errorId: field.errorId, errors: field.errors };
  if (props.type === "password") return <FormField {...wiring} {...props} />;
  const defaultValue = typeof field.initialValue === "string" ? field.initialValue : undefined;
  return <FormField key={field.key} {...wiring} defaultValue={defaultValue} {...props} />;
}

/** Without JavaScript a normal password field; with it, a show/hide button too. */
function PasswordInput(props: React.InputHTMLAttributes<HTMLInputElement>) {
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input {...props} type={visible ? "text" : "password"} className="input pr-11" />
      {hydrated ? (
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          aria-label={visible ? "Hide password" : "Show password"}
          aria-pressed={visible}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center text-stone-500 hover:text-stone-900 dark:hover:text-stone-100"
        >
          {visible ? <Icon node={EyeOff} className="size-4" /> : <Icon node={Eye} className="size-4" />}
        </button>
      ) : null}
    </div>
  );
}

/**
 * A form-level failure ('Login failed' / 'Invalid email or password.'), announced to screen readers.
 * It has no field to focus, so the alert itself takes focus: `autoFocus` after a plain post (no
 * JavaScript), and on mount when a client-side submit brings it.
 */
export function FormAlert({ title, messages }: { title: string; messages?: string[] }) {
  const failed = Boolean(messages?.length);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failed) ref.current?.focus();
  }, [failed]);
  if (!failed) return null;
  return (
    <div ref={ref} role="alert" tabIndex={-1} autoFocus className="rounded-lg border border-red-700/40 bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100">
      <p className="font-semibold">{title}</p>
      <p>{messages![0]}</p>
    </div>
  );
}
