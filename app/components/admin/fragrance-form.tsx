import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { Field } from "~/components/ui/field";
import { FirstInvalidFocus } from "~/components/ui/first-invalid-focus";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { fragranceFormSchema, NEW_FRAGRANCE_FORM_DEFAULTS, STOCK_FIELDS } from "~/lib/fragrance-schema";
import { VALIDATE_ON_SUBMIT } from "~/lib/form-validation";
import { FragranceStockFields } from "./fragrance-stock-fields";

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
  "samplePrice",
  ...Object.values(STOCK_FIELDS).flatMap((names) => [names.quantity, names.reason, names.note]),
] as const;

/**
 * 'Add New Fragrance' and 'Edit Fragrance' share this form. It is a plain
 * HTML form (a page without JavaScript); the dialog passes a fetcher's Form.
 * An edit's defaults hold what is on the shelf (fragranceFormDefaults), which
 * adds the reason and note of a stock change.
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
  const editing = defaultValue?.[STOCK_FIELDS["10ml"].shown] !== undefined;
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue: { ...NEW_FRAGRANCE_FORM_DEFAULTS, ...defaultValue },
    ...VALIDATE_ON_SUBMIT,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: fragranceFormSchema }),
  });
  const stockFields = (size: keyof typeof STOCK_FIELDS) => ({
    quantity: fields[STOCK_FIELDS[size].quantity],
    shown: fields[STOCK_FIELDS[size].shown],
    reason: fields[STOCK_FIELDS[size].reason],
    note: fields[STOCK_FIELDS[size].note],
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
        <FragranceStockFields
          samplePrice={fields.samplePrice}
          samplesOffered={fields.samplesOffered}
          stock={{ "10ml": stockFields("10ml"), "2ml": stockFields("2ml") }}
          editing={editing}
        />
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
