import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { Field } from "~/components/ui/field";
import { FirstInvalidFocus } from "~/components/ui/first-invalid-focus";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { VALIDATE_ON_SUBMIT } from "~/lib/form-validation";
import { formatCents } from "~/lib/money";
import type { ReturnAction } from "~/lib/return-actions";
import { RETURN_ACTION_SCHEMAS } from "~/lib/return-action-schema";

type LastResult = SubmissionResult<string[]> | null | undefined;

const COPY: Record<ReturnAction, { title: string; submit: string; pending: string; hint: (refund: string) => string }> = {
  approve: { title: "Approve", submit: "Approve return", pending: "Approving...", hint: () => "E-mails the shopper the return address." },
  reject: { title: "Reject", submit: "Reject return", pending: "Rejecting...", hint: () => "E-mails the shopper the reason." },
  receive: { title: "Receive", submit: "Mark as received", pending: "Marking as received...", hint: () => "The parcel has arrived and been checked." },
  refund: { title: "Refund", submit: "Refund return", pending: "Refunding...", hint: (refund) => `Refunds ${refund} to the shopper's card, once.` },
  exchange: {
    title: "Exchange",
    submit: "Send replacement",
    pending: "Sending replacement...",
    hint: () => "Creates a $0 replacement order to the shopper's address, to ship like any paid order.",
  },
};

/** One small plain POST form per step the request allows; only rejecting asks for text. */
export function ReturnActionForms({
  actions,
  refundCents,
  reply,
}: {
  actions: readonly ReturnAction[];
  refundCents: number;
  reply: { intent: string | null; result: LastResult } | undefined;
}) {
  if (actions.length === 0) return <p className="text-sm text-stone-600 dark:text-stone-400">No further steps are possible for this request.</p>;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {actions.map((action) => (
        <ReturnActionForm key={action} action={action} refund={formatCents(refundCents)} lastResult={reply?.intent === action ? reply.result : undefined} />
      ))}
    </div>
  );
}

function ReturnActionForm({ action, refund, lastResult }: { action: ReturnAction; refund: string; lastResult: LastResult }) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: `return-${action}`,
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RETURN_ACTION_SCHEMAS[action] }),
    ...VALIDATE_ON_SUBMIT,
  });
  const copy = COPY[action];
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === action;
  const quiet = action === "reject";
  return (
    <Form method="post" {...getFormProps(form)} aria-labelledby={`${form.id}-title`} className="grid content-start gap-3 rounded-lg border border-stone-300 p-4 dark:border-stone-700">
      <h3 id={`${form.id}-title`} className="font-medium">
        {copy.title}
      </h3>
      <p className="text-sm text-stone-600 dark:text-stone-400">{copy.hint(refund)}</p>
      <input type="hidden" name="intent" value={action} />
      {form.errors?.length ? (
        <FormAlert id={form.errorId} takeFocus>
          {form.errors[0]}
        </FormAlert>
      ) : null}
      {action === "reject" ? (
        <FirstInvalidFocus order={["reason"]} errors={form.allErrors}>
          <Field field={fields.reason} label="Reason" hint="Sent to the shopper" type="textarea" rows={3} maxLength={500} />
        </FirstInvalidFocus>
      ) : null}
      <div>
        <SubmitButton pending={pending} pendingLabel={copy.pending} className={quiet ? "btn-outline" : "btn-primary"}>
          {copy.submit}
        </SubmitButton>
      </div>
    </Form>
  );
}
