import { getInputProps, type FieldMetadata } from "@conform-to/react";

/** A labelled input with its error right under it (conform field). */
export function FormField({
  field,
  label,
  type = "text",
  className = "",
  ...rest
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  type?: "text" | "email" | "tel";
  className?: string;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, "type" | "name" | "form" | "id">) {
  const errorId = field.errorId;
  return (
    <div className={className}>
      <label htmlFor={field.id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        {...getInputProps(field, { type })}
        {...rest}
        className={`input ${field.errors ? "border-red-700 dark:border-red-400" : ""}`}
        aria-describedby={field.errors ? errorId : undefined}
      />
      {field.errors ? (
        <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {field.errors[0]}
        </p>
      ) : null}
    </div>
  );
}
