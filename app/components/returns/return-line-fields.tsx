import { Field, type FieldMeta } from "~/components/ui/field";
import { formatCents } from "~/lib/money";

type Line = { orderItemId: number; name: string; unitPriceCents: number; ordered: number; eligible: number };

/**
 * One order line of the returns form: how many to send back (0 up to what is
 * left, so a plain post cannot ask for more than the select offers) and, for
 * an exchange, the fragrance to send instead. Both controls are always there:
 * without JavaScript the page cannot hide the replacement until "Defective"
 * is chosen, so its label says when it counts.
 */
export function ReturnLineFields({
  line,
  field,
  fragrances,
}: {
  line: Line;
  field: { orderItemId: FieldMeta; quantity: FieldMeta; exchangeFragranceId: FieldMeta };
  fragrances: readonly { id: number; name: string }[];
}) {
  return (
    <li className="grid gap-3 py-3 sm:grid-cols-3">
      <input type="hidden" name={field.orderItemId.name} value={line.orderItemId} />
      <p className="text-sm">
        <span className="font-medium">{line.name}</span>
        <br />
        <span className="text-stone-600 dark:text-stone-400">
          {formatCents(line.unitPriceCents)} each · {line.eligible === line.ordered ? `${line.ordered} ordered` : `${line.eligible} of ${line.ordered} left to send back`}
        </span>
      </p>
      <Field field={field.quantity} label={`Quantity of ${line.name}`} type="select">
        {Array.from({ length: line.eligible + 1 }, (_, quantity) => (
          <option key={quantity} value={String(quantity)}>
            {quantity}
          </option>
        ))}
      </Field>
      <Field field={field.exchangeFragranceId} label={`If defective, replace ${line.name} with`} type="select">
        <option value="">The same fragrance</option>
        {fragrances.map((fragrance) => (
          <option key={fragrance.id} value={String(fragrance.id)}>
            {fragrance.name}
          </option>
        ))}
      </Field>
    </li>
  );
}
