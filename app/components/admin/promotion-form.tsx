import { getCollectionProps, getFormProps, getInputProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { Field, FieldError } from "~/components/ui/field";
import { FirstInvalidFocus } from "~/components/ui/first-invalid-focus";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { VALIDATE_ON_SUBMIT } from "~/lib/form-validation";
import { NEW_PROMOTION_FORM_DEFAULTS, PROMOTION_FIELD_ORDER, PROMOTION_GENDER_OPTIONS, promotionFormSchema, type promotionFormDefaults } from "~/lib/promotion-form-schema";
import { SHOP_TIME_ZONE_LABEL } from "~/lib/shop-time";
import { SIZE_LABELS, SIZES } from "~/lib/sizes";

export type PromotionFormDefaults = ReturnType<typeof promotionFormDefaults>;

type Meta = FieldMetadata<unknown, Record<string, unknown>, string[]>;

const KIND_OPTIONS = [
  { value: "percent", label: "A percentage off the merchandise" },
  { value: "fixed", label: "An amount off the merchandise" },
  { value: "free-shipping", label: "Free Standard shipping" },
] as const;

const LEGEND = "px-1 text-sm font-semibold";
const GROUP = "grid gap-3 rounded-lg border border-stone-300 p-3 dark:border-stone-700";

/** A labelled checkbox for a yes/no field. */
function Checkbox({ field, label, hint }: { field: Meta; label: string; hint?: string }) {
  return (
    <div>
      <div className="flex items-center gap-2">
        <input {...getInputProps(field, { type: "checkbox" })} key={field.key} className="size-4" />
        <label htmlFor={field.id} className="text-sm font-medium">
          {label}
        </label>
      </div>
      {hint ? <p className="ml-6 text-xs text-stone-600 dark:text-stone-400">{hint}</p> : null}
    </div>
  );
}

/** Checkboxes of one list (genders, sizes) in a fieldset; none ticked means any. */
function CheckboxGroup({ field, legend, options }: { field: Meta; legend: string; options: readonly { value: string; label: string }[] }) {
  const labels = new Map(options.map((option) => [option.value, option.label]));
  return (
    <fieldset aria-describedby={field.errors?.length ? field.errorId : undefined}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-1">
        {getCollectionProps(field, { type: "checkbox", options: options.map((option) => option.value) }).map(({ key, ...props }) => (
          <div key={key} className="flex items-center gap-2">
            <input {...props} className="size-4" />
            <label htmlFor={props.id} className="text-sm">
              {labels.get(props.value)}
            </label>
          </div>
        ))}
      </div>
      <FieldError id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}

/** The catalogue by name, several to choose (a plain multiple select); none chosen means every fragrance. */
function FragranceSelect({ field, fragrances }: { field: Meta; fragrances: readonly { id: number; name: string }[] }) {
  const chosen = [field.initialValue ?? []].flat().map(String);
  const hintId = `${field.id}-hint`;
  const invalid = Boolean(field.errors?.length);
  return (
    <div>
      <label htmlFor={field.id} className="mb-1 block text-sm font-medium">
        Fragrances
      </label>
      <p id={hintId} className="mb-1 text-xs text-stone-600 dark:text-stone-400">
        Choose none for every fragrance; hold Ctrl (Cmd on a Mac) to choose several
      </p>
      <select
        key={field.key}
        id={field.id}
        name={field.name}
        multiple
        size={8}
        defaultValue={chosen}
        aria-invalid={invalid || undefined}
        aria-describedby={[invalid ? field.errorId : undefined, hintId].filter(Boolean).join(" ")}
        className="input"
      >
        {fragrances.map((fragrance) => (
          <option key={fragrance.id} value={String(fragrance.id)}>
            {fragrance.name}
          </option>
        ))}
      </select>
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

/**
 * The discount code form of /admin/discounts/new and /admin/discounts/{id}: a
 * plain HTML form (with JavaScript conform checks it first with the same
 * schema). The amount fields sit under their kind; the one the chosen kind
 * does not read is ignored.
 */
export function PromotionForm({
  id,
  lastResult,
  defaultValue,
  fragrances,
  submitLabel,
}: {
  id: string;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: PromotionFormDefaults;
  fragrances: readonly { id: number; name: string }[];
  submitLabel: string;
}) {
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue: defaultValue ?? NEW_PROMOTION_FORM_DEFAULTS,
    ...VALIDATE_ON_SUBMIT,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: promotionFormSchema }),
  });
  const kindRadios = getCollectionProps(fields.kind, { type: "radio", options: KIND_OPTIONS.map((option) => option.value) });
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4">
      <input type="hidden" name="intent" value="save" />
      {form.errors?.length ? (
        <FormAlert title="Error" id={form.errorId} takeFocus>
          {form.errors[0]}
        </FormAlert>
      ) : null}
      <FirstInvalidFocus order={PROMOTION_FIELD_ORDER} errors={form.allErrors}>
        <Field
          field={fields.code}
          label="Code"
          hint="3 to 32 letters, digits, dashes or underscores. Shoppers may type it in any case; it is stored in capitals."
          autoComplete="off"
          maxLength={32}
        />
        <fieldset className={GROUP} aria-describedby={fields.kind.errors?.length ? fields.kind.errorId : undefined}>
          <legend className={LEGEND}>What the code gives</legend>
          {KIND_OPTIONS.map((option, index) => {
            const { key, ...radio } = kindRadios[index]!;
            return (
              <div key={key} className="grid gap-2 sm:grid-cols-[16rem_1fr] sm:items-center">
                <div className="flex items-center gap-2">
                  <input {...radio} className="size-4" />
                  <label htmlFor={radio.id} className="text-sm">
                    {option.label}
                  </label>
                </div>
                {option.value === "percent" ? (
                  <Field field={fields.percentOff} label="Percent off" hint="A whole number from 1 to 100" inputMode="numeric" maxLength={3} />
                ) : option.value === "fixed" ? (
                  <Field field={fields.amountOff} label="Amount off ($)" hint="In dollars, like 5.00; never more than the items it applies to" inputMode="decimal" />
                ) : null}
              </div>
            );
          })}
          <FieldError id={fields.kind.errorId} errors={fields.kind.errors} />
        </fieldset>
        <Field
          field={fields.minimumSubtotal}
          label="Minimum subtotal ($)"
          labelNote="(optional)"
          hint="The order's merchandise before any discount, in dollars, like 60.00"
          inputMode="decimal"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field field={fields.startsOn} label="Starts on" labelNote="(optional)" hint={`From 00:00 that day, shop time (${SHOP_TIME_ZONE_LABEL})`} type="date" />
          <Field field={fields.endsOn} label="Ends on" labelNote="(optional)" hint="Usable until the end of that day, shop time" type="date" />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field field={fields.totalUseLimit} label="Total uses" labelNote="(optional)" hint="Orders that may use it, all customers together" type="number" min={1} step={1} />
          <Field field={fields.perCustomerLimit} label="Uses per customer" labelNote="(optional)" hint="By account or by e-mail address" type="number" min={1} step={1} />
        </div>
        <Checkbox field={fields.firstOrderOnly} label="First order only" hint="Only for a customer (account or e-mail) with no earlier order" />
        <fieldset className={GROUP}>
          <legend className={LEGEND}>Only for (leave empty for everything)</legend>
          <FragranceSelect field={fields.fragranceIds} fragrances={fragrances} />
          <CheckboxGroup field={fields.genders} legend="Genders" options={PROMOTION_GENDER_OPTIONS} />
          <CheckboxGroup field={fields.sizes} legend="Sizes" options={SIZES.map((size) => ({ value: size, label: SIZE_LABELS[size] }))} />
        </fieldset>
        <Checkbox field={fields.enabled} label="Enabled" hint="A disabled code is refused at checkout. Codes are never deleted: disable one to stop it." />
      </FirstInvalidFocus>
      <div>
        <SubmitButton pendingLabel="Saving...">{submitLabel}</SubmitButton>
      </div>
    </Form>
  );
}
