import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { Field } from "~/components/ui/field";
import { FirstInvalidFocus } from "~/components/ui/first-invalid-focus";
import { SubmitButton } from "~/components/ui/submit-button";
import { VALIDATE_ON_SUBMIT } from "~/lib/form-validation";
import { MAX_ADJUSTMENT_REASON, rewardAdjustmentSchema } from "~/lib/reward-schemas";

const FIELD_ORDER = ["points", "reason"];

/** An admin's adjustment of a member's points (plain POST; the ledger keeps the reason and who made it). */
export function RewardAdjustmentForm({ lastResult }: { lastResult?: SubmissionResult<string[]> | null }) {
  const [form, fields] = useForm({
    id: "reward-adjustment",
    lastResult,
    ...VALIDATE_ON_SUBMIT,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: rewardAdjustmentSchema }),
  });
  return (
    <section aria-labelledby="adjust-heading" className="max-w-xl">
      <h2 id="adjust-heading" className="text-xl">
        Adjust points
      </h2>
      <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-4">
        <FirstInvalidFocus order={FIELD_ORDER} errors={form.allErrors}>
          <Field field={fields.points} label="Points" hint="Negative to take points away, e.g. -200" inputMode="numeric" autoComplete="off" />
          <Field field={fields.reason} label="Reason" hint="Kept in the member's history and the activity log" maxLength={MAX_ADJUSTMENT_REASON} />
        </FirstInvalidFocus>
        <div>
          <SubmitButton pendingLabel="Saving...">Adjust Points</SubmitButton>
        </div>
      </Form>
    </section>
  );
}
