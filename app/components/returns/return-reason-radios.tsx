import { FieldError, type FieldMeta } from "~/components/ui/field";
import { useStartsFocused } from "~/components/ui/first-invalid-focus";

type Reason = { reason: string; label: string; until: string };

/**
 * Why the items go back, as radios (a refund or an exchange): only the reasons
 * whose window is still open, each with its last day. The first radio takes
 * focus when the form comes back with a message here.
 */
export function ReturnReasonRadios({ field, reasons, closedReasons }: { field: FieldMeta; reasons: readonly Reason[]; closedReasons: readonly string[] }) {
  const startsFocused = useStartsFocused(field.name);
  const invalid = Boolean(field.errors?.length);
  const errorId = field.errorId ?? `${field.id}-error`;
  return (
    <fieldset aria-describedby={invalid ? errorId : undefined}>
      <legend className="mb-2 text-xl">Why are you sending them back?</legend>
      <div className="space-y-2">
        {reasons.map((reason, index) => (
          <label key={reason.reason} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name={field.name}
              value={reason.reason}
              defaultChecked={field.initialValue === reason.reason}
              autoFocus={(index === 0 && startsFocused) || undefined}
              aria-invalid={invalid || undefined}
              className="mt-1"
            />
            <span>
              {reason.label}
              <span className="block text-stone-600 dark:text-stone-400">Until {reason.until}</span>
            </span>
          </label>
        ))}
      </div>
      {closedReasons.map((message) => (
        <p key={message} className="mt-2 text-sm text-stone-600 dark:text-stone-400">
          {message}
        </p>
      ))}
      <FieldError id={errorId} errors={field.errors} />
    </fieldset>
  );
}
