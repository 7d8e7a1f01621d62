import { getCollectionProps, getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { FieldError } from "~/components/ui/field";
import { FirstInvalidFocus, useStartsFocused } from "~/components/ui/first-invalid-focus";
import { SubmitButton } from "~/components/ui/submit-button";
import { VALIDATE_ON_SUBMIT } from "~/lib/form-validation";
import { taxSettingsSchema, type taxSettingsDefaults } from "~/lib/tax-settings-schema";
import { US_STATES } from "~/lib/us-states";

const STATE_NAMES = new Map<string, string>(US_STATES);
const STATE_OPTIONS = US_STATES.map(([code]) => code);

/**
 * Where the shop collects sales tax, on /admin/settings (intent=tax): a
 * checkbox per state and DC, in columns so the 51 fit a phone's width. Each
 * box reads "Collect sales tax in Colorado" to a screen reader; the page shows
 * the state's name under the fieldset's legend.
 */
export function TaxSettingsForm({
  tax,
  provider,
  lastResult,
}: {
  tax: ReturnType<typeof taxSettingsDefaults>;
  provider: "embedded" | "stripe";
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useForm({
    id: "tax-settings",
    lastResult,
    defaultValue: tax,
    ...VALIDATE_ON_SUBMIT,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: taxSettingsSchema }),
  });
  const collecting = tax.states.map((code) => STATE_NAMES.get(code)).filter(Boolean);
  return (
    <section aria-labelledby="tax-settings-heading" className="lg:col-span-2">
      <h2 id="tax-settings-heading" className="text-2xl">
        Sales tax
      </h2>
      <div className="mt-2 max-w-3xl space-y-2 text-sm text-stone-600 dark:text-stone-400">
        <p>
          Tick a state only once the shop is registered with it to collect sales tax (its sales tax permit or license). None is ticked on a new shop,
          and until one is, checkout charges no tax anywhere. The shop is in Denver: register with Colorado and tick it before taking real orders.
        </p>
        <p data-testid="tax-provider">
          {provider === "stripe"
            ? "Stripe Tax computes the tax (TAX_PROVIDER=stripe): add the same states as registrations in the Stripe Dashboard (Tax → Registrations), or Stripe collects nothing there."
            : "The tax is computed from the shop's own rates table (TAX_PROVIDER=embedded): each state's rate, and the Denver metro's combined local rates by ZIP."}
        </p>
        <p className="font-medium text-stone-900 dark:text-stone-100" data-testid="tax-collecting">
          {collecting.length ? `Collecting sales tax in: ${collecting.join(", ")}.` : "Collecting sales tax nowhere."}
        </p>
      </div>
      <Form method="post" {...getFormProps(form)} className="mt-6 grid gap-4">
        <input type="hidden" name="intent" value="tax" />
        <FirstInvalidFocus order={["states"]} errors={form.allErrors}>
          <StateCheckboxes field={fields.states} />
        </FirstInvalidFocus>
        <div>
          <SubmitButton pendingLabel="Saving...">Save Sales Tax States</SubmitButton>
        </div>
      </Form>
    </section>
  );
}

function StateCheckboxes({ field }: { field: Parameters<typeof getCollectionProps>[0] }) {
  const startsFocused = useStartsFocused(field.name);
  const boxes = getCollectionProps(field, { type: "checkbox", options: STATE_OPTIONS });
  return (
    <fieldset aria-describedby={field.errors?.length ? field.errorId : undefined}>
      <legend className="mb-2 text-sm font-medium">Collect sales tax in</legend>
      <FieldError id={field.errorId} errors={field.errors} />
      <div className="grid grid-cols-2 gap-x-4 sm:grid-cols-3 lg:grid-cols-4">
        {boxes.map(({ key, ...props }, index) => (
          <label key={key} htmlFor={props.id} className="flex min-h-8 items-center gap-2 text-sm">
            <input {...props} autoFocus={startsFocused && index === 0} className="size-4 shrink-0" />
            <span>
              <span className="sr-only">Collect sales tax in </span>
              {STATE_NAMES.get(props.value)}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
