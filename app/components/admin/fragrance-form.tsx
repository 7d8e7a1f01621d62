import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { fragranceSchema } from "~/lib/fragrance-schema";
import { firstInvalidField } from "~/lib/first-invalid-field";
import { VALIDATE_ON_SUBMIT } from "~/lib/form-validation";

export type FragranceFormDefaults = Partial<Record<string, string>>;

function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700 dark:text-red-400">
      {errors[0]}
    </p>
  );
}

const label = "block text-sm font-medium";

/** The fields in the order the form shows them: the first invalid one takes focus, with or without JavaScript. */
const FIELD_ORDER = [
  "name",
  "gender",
  "price",
  "description",
  "imageUrl",
  "topNotes",
  "middleNotes",
  "baseNotes",
  "inspiration",
  "inspirationReleaseYear",
] as const;

type TextFieldMeta = {
  id: string;
  name: string;
  key?: string;
  errorId: string;
  errors?: string[];
  initialValue?: unknown;
};

/**
 * 'Add New Fragrance' and 'Edit Fragrance' share this form. It is a plain
 * HTML form (a page without JavaScript); the dialog passes a fetcher's Form.
 */
export function FragranceForm({
  id,
  action,
  lastResult,
  defaultValue,
  busy,
  hiddenFields = {},
  FormComponent = Form,
}: {
  id: string;
  action: string;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: FragranceFormDefaults;
  busy: boolean;
  hiddenFields?: Record<string, string>;
  FormComponent?: typeof Form;
}) {
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue: { gender: "unisex", price: "4000", ...defaultValue },
    ...VALIDATE_ON_SUBMIT,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: fragranceSchema }),
  });
  const firstInvalid = firstInvalidField(FIELD_ORDER, form.allErrors);

  const text = (field: TextFieldMeta, name: string, hint?: string, type: "text" | "number" = "text") => (
    <div>
      <label htmlFor={field.id} className={label}>
        {name}
      </label>
      {hint ? (
        <p id={`${field.id}-hint`} className="text-xs text-stone-600 dark:text-stone-400">
          {hint}
        </p>
      ) : null}
      <input
        id={field.id}
        name={field.name}
        type={type}
        step={type === "number" ? 1 : undefined}
        defaultValue={typeof field.initialValue === "string" ? field.initialValue : ""}
        aria-invalid={field.errors ? true : undefined}
        autoFocus={firstInvalid === field.name}
        key={field.key}
        className="input mt-1"
        aria-describedby={[hint ? `${field.id}-hint` : "", field.errors ? field.errorId : ""].filter(Boolean).join(" ") || undefined}
      />
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );

  return (
    <FormComponent method="post" action={action} {...getFormProps(form)} className="grid gap-4">
      {Object.entries(hiddenFields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {form.errors?.length ? (
        <div role="alert" tabIndex={-1} autoFocus className="rounded-lg border border-red-700 bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100">
          <p className="font-semibold">Error</p>
          <p id={form.errorId}>{form.errors[0]}</p>
        </div>
      ) : null}
      {text(fields.name, "Name")}
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={fields.gender.id} className={label}>
            Gender
          </label>
          <select {...getSelectProps(fields.gender)} key={fields.gender.key} autoFocus={firstInvalid === "gender"} className="input mt-1">
            <option value="male">For Him</option>
            <option value="female">For Her</option>
            <option value="unisex">Unisex</option>
          </select>
          <FieldError id={fields.gender.errorId} errors={fields.gender.errors} />
        </div>
        {text(fields.price, "Price (cents)", "Whole cents: 4000 is $40.00", "number")}
      </div>
      <div>
        <label htmlFor={fields.description.id} className={label}>
          Description
        </label>
        <textarea {...getTextareaProps(fields.description)} key={fields.description.key} autoFocus={firstInvalid === "description"} rows={3} className="input mt-1" />
        <FieldError id={fields.description.errorId} errors={fields.description.errors} />
      </div>
      {text(fields.imageUrl, "Image URL", "A path on this site, e.g. /images/fragrances/1/bottle.svg")}
      {text(fields.topNotes, "Top Notes", "Comma-separated, e.g. bergamot, lemon")}
      {text(fields.middleNotes, "Middle Notes", "Comma-separated")}
      {text(fields.baseNotes, "Base Notes", "Comma-separated")}
      <div className="grid gap-4 sm:grid-cols-2">
        {text(fields.inspiration, "Inspiration", "Optional: the perfume it is inspired by")}
        {text(fields.inspirationReleaseYear, "Inspiration Release Year", "Optional", "number")}
      </div>
      <div className="flex items-center gap-2">
        <input {...getInputProps(fields.featured, { type: "checkbox" })} key={fields.featured.key} className="size-4" />
        <label htmlFor={fields.featured.id} className="text-sm font-medium">
          Featured
        </label>
      </div>
      <div>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? "Saving..." : "Save Fragrance"}
        </button>
      </div>
    </FormComponent>
  );
}
