import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { Field } from "~/components/ui/field";
import { FirstInvalidFocus } from "~/components/ui/first-invalid-focus";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { VALIDATE_ON_SUBMIT } from "~/lib/form-validation";
import { formatCents } from "~/lib/money";
import { PARTIAL_REFUND_INTENT, partialRefundSchema } from "~/lib/partial-refund-schema";

/**
 * "Refund part of this order": a plain POST with the amount in dollars, a
 * note and the key this render was given, so a double submit (or a retry of
 * a refund a crash left pending) gives the money back once.
 */
export function PartialRefundForm({
  refundableCents,
  idempotencyKey,
  lastResult,
}: {
  refundableCents: number;
  idempotencyKey: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "order-refund-part",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: partialRefundSchema }),
    ...VALIDATE_ON_SUBMIT,
  });
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === PARTIAL_REFUND_INTENT;
  return (
    <Form method="post" {...getFormProps(form)} aria-labelledby={`${form.id}-title`} className="grid content-start gap-3 rounded-lg border border-stone-300 p-4 dark:border-stone-700">
      <h3 id={`${form.id}-title`} className="font-medium">
        Refund part of this order
      </h3>
      <p className="text-sm text-stone-600 dark:text-stone-400">{`Up to ${formatCents(refundableCents)} can still be refunded.`}</p>
      <input type="hidden" name="intent" value={PARTIAL_REFUND_INTENT} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      {form.errors?.length ? (
        <FormAlert id={form.errorId} takeFocus>
          {form.errors[0]}
        </FormAlert>
      ) : null}
      <FirstInvalidFocus order={["amount", "note"]} errors={form.allErrors}>
        <Field field={fields.amount} label="Amount ($)" inputMode="decimal" autoComplete="off" />
        <Field field={fields.note} label="Note" labelNote="(optional)" hint="Why, for the order's record" maxLength={500} />
      </FirstInvalidFocus>
      <div>
        <SubmitButton pending={pending} pendingLabel="Refunding..." className="btn-outline">
          Refund amount
        </SubmitButton>
      </div>
    </Form>
  );
}
