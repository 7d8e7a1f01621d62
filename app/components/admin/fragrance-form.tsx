import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { Field } from "~/components/ui/field";
import { FirstInvalidFocus } from "~/components/ui/first-invalid-focus";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { fragranceSchema } from "~/lib/fragrance-schema";
import { VALIDATE_ON_SUBMIT } from "~/lib/form-validation";

export type FragranceFormDefaults = Partial<Record<string, string>>;

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
  return (
    <FormComponent method="post" action={action} {...getFormProps(form)} className="grid gap-4">
      {Object.entries(hiddenFields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {form.errors?.length ? (
        <FormAlert title="Error" id={form.errorId} takeFocus>
          {form.errors[0]}
        </FormAlert>
      ) : null}
      <FirstInvalidFocus order={FIELD_ORDER} errors={form.allErrors}>
        <Field field={fields.name} label="Name" />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field field={fields.gender} label="Gender" type="select">
            <option value="male">For Him</option>
            <option value="female">For Her</option>
            <option value="unisex">Unisex</option>
          </Field>
          <Field field={fields.price} label="Price (cents)" hint="Whole cents: 4000 is $40.00" type="number" step={1} />
        </div>
        <Field field={fields.description} label="Description" type="textarea" rows={3} />
        <Field field={fields.imageUrl} label="Image URL" hint="A path on this site, e.g. /images/fragrances/1/bottle.svg. To show a photo, upload it on the fragrance's photo page." />
        <Field field={fields.topNotes} label="Top Notes" hint="Comma-separated, e.g. bergamot, lemon" />
        <Field field={fields.middleNotes} label="Middle Notes" hint="Comma-separated" />
        <Field field={fields.baseNotes} label="Base Notes" hint="Comma-separated" />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field field={fields.inspiration} label="Inspiration" hint="Optional: the perfume it is inspired by" />
          <Field field={fields.inspirationReleaseYear} label="Inspiration Release Year" hint="Optional" type="number" step={1} />
        </div>
      </FirstInvalidFocus>
      <div className="flex items-center gap-2">
        <input {...getInputProps(fields.featured, { type: "checkbox" })} key={fields.featured.key} className="size-4" />
        <label htmlFor={fields.featured.id} className="text-sm font-medium">
          Featured
        </label>
      </div>
      <div>
        <SubmitButton pending={busy} pendingLabel="Saving...">
          Save Fragrance
        </SubmitButton>
      </div>
    </FormComponent>
  );
}
