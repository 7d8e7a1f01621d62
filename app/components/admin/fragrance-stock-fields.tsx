import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { Field } from "~/components/ui/field";
import { MAX_STOCK_QUANTITY, ADMIN_STOCK_REASONS, STOCK_REASON_LABELS } from "~/lib/stock";
import { SIZES, type Size } from "~/lib/sizes";

type Meta = FieldMetadata<unknown, Record<string, unknown>, string[]>;

/** Conform's metadata of one size's stock fields (names from STOCK_FIELDS). */
export type StockFieldMetas = Record<Size, { quantity: Meta; shown: Meta; reason: Meta; note: Meta }>;

const SIZE_HEADINGS: Record<Size, string> = { "10ml": "10 ml roll-on", "2ml": "2 ml sample" };

/**
 * The 2 ml sample's price and offer, and per size the quantity on hand. On a
 * new fragrance the quantities are what it starts with; on edit each size also
 * asks why a changed quantity changed (and keeps, hidden, the quantity the page
 * showed, so an untouched size writes nothing).
 */
export function FragranceStockFields({
  samplePrice,
  samplesOffered,
  stock,
  editing,
}: {
  samplePrice: Meta;
  samplesOffered: Meta;
  stock: StockFieldMetas;
  editing: boolean;
}) {
  return (
    <>
      <div className="grid items-end gap-4 sm:grid-cols-2">
        <Field field={samplePrice} label="Sample price ($)" hint="The 2 ml sample, in dollars: 5.00" inputMode="decimal" />
        <div className="flex items-center gap-2 pb-2">
          <input {...getInputProps(samplesOffered, { type: "checkbox" })} key={samplesOffered.key} className="size-4" />
          <label htmlFor={samplesOffered.id} className="text-sm font-medium">
            Offer 2 ml samples
          </label>
        </div>
      </div>
      {SIZES.map((size) => (
        <fieldset key={size} className="grid gap-4 rounded-lg border border-stone-300 p-3 sm:grid-cols-3 dark:border-stone-700">
          <legend className="px-1 text-sm font-semibold">{`Stock: ${SIZE_HEADINGS[size]}`}</legend>
          {editing ? <input {...getInputProps(stock[size].shown, { type: "hidden" })} key={stock[size].shown.key} /> : null}
          <Field
            field={stock[size].quantity}
            label="Quantity on hand"
            hint={editing ? undefined : "What you have now; it is recorded as received"}
            type="number"
            min={0}
            max={MAX_STOCK_QUANTITY}
            step={1}
          />
          {editing ? (
            <>
              <Field field={stock[size].reason} label="Reason for a change" type="select">
                <option value="">Choose a reason</option>
                {ADMIN_STOCK_REASONS.map((reason) => (
                  <option key={reason} value={reason}>
                    {STOCK_REASON_LABELS[reason]}
                  </option>
                ))}
              </Field>
              <Field field={stock[size].note} label="Note" labelNote="(optional)" maxLength={500} />
            </>
          ) : null}
        </fieldset>
      ))}
    </>
  );
}
