import { useStartsFocused } from "./first-invalid-focus";

/**
 * What a field needs from conform's field metadata (`fields.email`), or a plain
 * `{ id, name }` for a field no schema checks in the browser (the sign-up e-mail).
 */
export type FieldMeta = {
  id: string;
  name: string;
  errorId?: string;
  /** The form's id, for controls rendered outside the <form> element. */
  formId?: string;
  errors?: string[];
  key?: string;
  initialValue?: unknown;
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: string | number;
  max?: string | number;
  step?: string | number;
  pattern?: string;
};

type ControlProps = React.InputHTMLAttributes<HTMLInputElement> &
  React.TextareaHTMLAttributes<HTMLTextAreaElement> &
  React.SelectHTMLAttributes<HTMLSelectElement>;

type FieldProps = {
  field: FieldMeta;
  label: string;
  /** Read only by screen readers: the placeholder says it to the eye. */
  labelHidden?: boolean;
  /** A short note inside the label, e.g. "(optional)". */
  labelNote?: string;
  /** A line under the label that the control is described by. */
  hint?: string;
  type?: "text" | "email" | "tel" | "number" | "search" | "date" | "textarea" | "select" | "file";
  /** Another input to render (the password input with its show/hide button); it receives every input prop. */
  control?: React.ComponentType<React.InputHTMLAttributes<HTMLInputElement>>;
  /** Classes of the wrapper (grid spans); the control's own are `controlClassName`. */
  className?: string;
  controlClassName?: string;
  /** Options of a select. */
  children?: React.ReactNode;
} & Omit<ControlProps, "id" | "name" | "type" | "form" | "className" | "children" | "defaultValue">;

/** The one message shown for a field, linked to it by id. */
export function FieldError({ id, errors }: { id?: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700 dark:text-red-400">
      {errors[0]}
    </p>
  );
}

/**
 * Label, control, hint and message of one field. The control gets conform's ids
 * and constraints, `aria-invalid` and `aria-describedby` (the message, then the
 * hint), the value the server sent back, and `autoFocus` when it is the form's
 * first invalid field (FirstInvalidFocus). Keyed by conform, so a reset remounts it.
 */
export function Field({
  field,
  label,
  labelHidden = false,
  labelNote,
  hint,
  type = "text",
  control: Control,
  className,
  controlClassName = "input",
  children,
  ...rest
}: FieldProps) {
  const startsFocused = useStartsFocused(field.name);
  const invalid = Boolean(field.errors?.length);
  const errorId = field.errorId ?? `${field.id}-error`;
  const hintId = hint ? `${field.id}-hint` : undefined;
  const describedBy = [invalid ? errorId : undefined, hintId].filter(Boolean).join(" ") || undefined;
  const initial = field.initialValue;
  const props = {
    id: field.id,
    name: field.name,
    form: field.formId,
    required: field.required || undefined,
    minLength: field.minLength,
    maxLength: field.maxLength,
    ...(type === "select" || type === "textarea" ? {} : { min: field.min, max: field.max, step: field.step, pattern: field.pattern }),
    defaultValue: typeof initial === "string" ? initial : undefined,
    autoFocus: startsFocused || undefined,
    "aria-invalid": invalid || undefined,
    "aria-describedby": describedBy,
    className: invalid ? `${controlClassName} border-red-700 dark:border-red-400` : controlClassName,
    ...rest,
  };
  return (
    <div className={className}>
      <label htmlFor={field.id} className={labelHidden ? "sr-only" : "mb-1 block text-sm font-medium"}>
        {label}
        {labelNote ? <span className="ml-1 font-normal text-stone-500 dark:text-stone-400">{labelNote}</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className="mb-1 text-xs text-stone-600 dark:text-stone-400">
          {hint}
        </p>
      ) : null}
      {Control ? (
        <Control key={field.key} {...props} />
      ) : type === "textarea" ? (
        <textarea key={field.key} {...props} />
      ) : type === "select" ? (
        <select key={field.key} {...props}>
          {children}
        </select>
      ) : (
        <input key={field.key} {...props} type={type} />
      )}
      <FieldError id={errorId} errors={field.errors} />
    </div>
  );
}
