import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { Field } from "~/components/ui/field";
import { FirstInvalidFocus } from "~/components/ui/first-invalid-focus";
import { SubmitButton } from "~/components/ui/submit-button";
import { VALIDATE_ON_SUBMIT } from "~/lib/form-validation";
import { REWARD_SETTINGS_LABELS, rewardSettingsSchema, type rewardSettingsDefaults } from "~/lib/reward-schemas";

const FIELD_ORDER = Object.keys(REWARD_SETTINGS_LABELS);

/** The Scent Rewards tier thresholds on /admin/settings: its own small form beside shipping (intent=rewards). */
export function RewardSettingsForm({ rewards, lastResult }: { rewards: ReturnType<typeof rewardSettingsDefaults>; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm({
    id: "reward-settings",
    lastResult,
    defaultValue: rewards,
    ...VALIDATE_ON_SUBMIT,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: rewardSettingsSchema }),
  });
  return (
    <section aria-labelledby="reward-settings-heading" className="max-w-xl">
      <h2 id="reward-settings-heading" className="text-2xl">
        Scent Rewards tiers
      </h2>
      <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">
        The merchandise a member paid for in the last 12 months (after discounts, points and refunds) that reaches each tier. Below Aroma a
        member is Essence.
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-6 grid gap-4">
        <input type="hidden" name="intent" value="rewards" />
        <FirstInvalidFocus order={FIELD_ORDER} errors={form.allErrors}>
          <Field field={fields.aromaFrom} label={REWARD_SETTINGS_LABELS.aromaFrom} hint="7 points for every $1" inputMode="decimal" />
          <Field field={fields.elixirFrom} label={REWARD_SETTINGS_LABELS.elixirFrom} hint="10 points for every $1" inputMode="decimal" />
        </FirstInvalidFocus>
        <div>
          <SubmitButton pendingLabel="Saving...">Save Tiers</SubmitButton>
        </div>
      </Form>
    </section>
  );
}
