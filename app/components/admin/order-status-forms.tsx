import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { Field, FieldError } from "~/components/ui/field";
import { FirstInvalidFocus, useStartsFocused } from "~/components/ui/first-invalid-focus";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { VALIDATE_ON_SUBMIT } from "~/lib/form-validation";
import { formatCents } from "~/lib/money";
import type { OrderAction } from "~/lib/order-status";
import { ORDER_ACTION_SCHEMAS } from "~/lib/order-status-schema";

type LastResult = SubmissionResult<string[]> | null | undefined;

const COPY: Record<OrderAction, { title: string; submit: string; pending: string }> = {
  ship: { title: "Ship", submit: "Mark as shipped", pending: "Marking as shipped..." },
  deliver: { title: "Deliver", submit: "Mark as delivered", pending: "Marking as delivered..." },
  cancel: { title: "Cancel", submit: "Cancel order", pending: "Cancelling..." },
  refund: { title: "Refund", submit: "Refund order", pending: "Refunding..." },
};

/**
 * One small plain POST form per action the order's status allows. Cancel and
 * refund ask for a ticked confirmation box, which works without JavaScript:
 * unticked, the server answers 400 with the message beside the box.
 */
export function OrderStatusForms({
  actions,
  refunds,
  totalCents,
  reply,
}: {
  actions: readonly OrderAction[];
  /** Whether cancelling gives money back (a paid order) or not (a pending one). */
  refunds: boolean;
  totalCents: number;
  /** The refused post, if any: only the form it came from shows its messages. */
  reply: { intent: string | null; result: LastResult } | undefined;
}) {
  if (actions.length === 0) return <p className="text-sm text-stone-600 dark:text-stone-400">No further changes are possible for this order.</p>;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {actions.map((action) => (
        <OrderStatusForm
          key={action}
          action={action}
          lastResult={reply?.intent === action ? reply.result : undefined}
          confirmLabel={
            action === "refund"
              ? `Yes, refund ${formatCents(totalCents)} to the shopper's card`
              : refunds
                ? `Yes, cancel this order and refund ${formatCents(totalCents)}`
                : "Yes, cancel this order"
          }
        />
      ))}
    </div>
  );
}

function OrderStatusForm({ action, lastResult, confirmLabel }: { action: OrderAction; lastResult: LastResult; confirmLabel: string }) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: `order-${action}`,
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ORDER_ACTION_SCHEMAS[action] }),
    ...VALIDATE_ON_SUBMIT,
  });
  const copy = COPY[action];
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === action;
  const needsConfirm = action === "cancel" || action === "refund";
  return (
    <Form method="post" {...getFormProps(form)} aria-labelledby={`${form.id}-title`} className="grid content-start gap-3 rounded-lg border border-stone-300 p-4 dark:border-stone-700">
      <h3 id={`${form.id}-title`} className="font-medium">
        {copy.title}
      </h3>
      <input type="hidden" name="intent" value={action} />
      {form.errors?.length ? (
        <FormAlert id={form.errorId} takeFocus>
          {form.errors[0]}
        </FormAlert>
      ) : null}
      <FirstInvalidFocus order={["trackingNumber", "confirm"]} errors={form.allErrors}>
        {action === "ship" ? (
          <Field field={fields.trackingNumber} label="Tracking number" labelNote="(optional)" maxLength={100} autoComplete="off" />
        ) : null}
        {needsConfirm ? <ConfirmBox field={fields.confirm} label={confirmLabel} /> : null}
      </FirstInvalidFocus>
      <div>
        <SubmitButton pending={pending} pendingLabel={copy.pending} className={needsConfirm ? "btn-outline" : "btn-primary"}>
          {copy.submit}
        </SubmitButton>
      </div>
    </Form>
  );
}

function ConfirmBox({ field, label }: { field: { id: string; name: string; errorId: string; errors?: string[]; key?: string }; label: string }) {
  const startsFocused = useStartsFocused(field.name);
  const invalid = Boolean(field.errors?.length);
  return (
    <div>
      <div className="flex items-start gap-2">
        <input
          key={field.key}
          type="checkbox"
          id={field.id}
          name={field.name}
          value="yes"
          className="mt-0.5 size-4"
          autoFocus={startsFocused || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? field.errorId : undefined}
        />
        <label htmlFor={field.id} className="text-sm">
          {label}
        </label>
      </div>
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}
