import { getSelectProps, type FieldMetadata } from "@conform-to/react";
import { CHECKOUT_LABELS, COUNTRY } from "~/lib/checkout-schema";
import { FormField } from "./form-field";

type Fields = Record<
  "name" | "email" | "address" | "city" | "state" | "zip" | "country" | "cardName" | "cardNumber" | "cardExpiry" | "cardCvv",
  FieldMetadata<string | undefined>
>;

const PAYMENT_TILES = ["Credit Card", "Apple Pay", "Afterpay (Buy Now, Pay Later)", "PayPal"];


export function ShippingFields({ fields, firstInvalid }: { fields: Fields; firstInvalid?: string }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-4 text-xl">Shipping Information</legend>
      <FormField field={fields.name} autoFocus={firstInvalid === "name"} label={CHECKOUT_LABELS.name} autoComplete="name" className="sm:col-span-2" />
      <FormField field={fields.email} autoFocus={firstInvalid === "email"} label={CHECKOUT_LABELS.email} type="email" autoComplete="email" className="sm:col-span-2" />
      <FormField field={fields.address} autoFocus={firstInvalid === "address"} label={CHECKOUT_LABELS.address} autoComplete="street-address" className="sm:col-span-2" />
      <FormField field={fields.city} autoFocus={firstInvalid === "city"} label={CHECKOUT_LABELS.city} autoComplete="address-level2" />
      <FormField field={fields.state} autoFocus={firstInvalid === "state"} label={CHECKOUT_LABELS.state} autoComplete="address-level1" placeholder="CO" />
      <FormField field={fields.zip} autoFocus={firstInvalid === "zip"} label={CHECKOUT_LABELS.zip} autoComplete="postal-code" inputMode="numeric" />
      <div>
        <label htmlFor={fields.country.id} className="mb-1 block text-sm font-medium">
          {CHECKOUT_LABELS.country}
        </label>
        <select {...getSelectProps(fields.country)} autoFocus={firstInvalid === "country"} className="input" autoComplete="country-name">
          <option value={COUNTRY}>{COUNTRY}</option>
        </select>
        {fields.country.errors ? (
          <p id={fields.country.errorId} className="mt-1 text-sm text-red-700 dark:text-red-400">
            {fields.country.errors[0]}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}

export function PaymentFields({
  fields,
  afterpayNote,
  testMode,
  firstInvalid,
}: {
  fields: Fields;
  afterpayNote: string;
  testMode: boolean;
  firstInvalid?: string;
}) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-4 text-xl">Payment Options</legend>
      {testMode ? (
        <p className="rounded-lg border border-amber-600/40 bg-amber-50 px-3 py-2 text-sm text-amber-900 sm:col-span-2 dark:bg-amber-950 dark:text-amber-100">
          <strong>Test mode: no card is charged.</strong> Use 4242 4242 4242 4242 to see a successful order, or 4000 0000
          0000 0002 to see a declined card.
        </p>
      ) : null}
      {/* Display-only tiles (spec): card is the one way to pay. */}
      <ul className="grid grid-cols-2 gap-2 sm:col-span-2 sm:grid-cols-4" aria-label="Accepted payment options">
        {PAYMENT_TILES.map((tile, index) => (
          <li
            key={tile}
            className={`rounded-lg border px-3 py-2 text-center text-xs ${index === 0 ? "border-gold-500 bg-gold-50 dark:bg-stone-800" : "border-stone-300 text-stone-600 dark:border-stone-700 dark:text-stone-400"}`}
          >
            {tile}
          </li>
        ))}
      </ul>
      <FormField field={fields.cardName} autoFocus={firstInvalid === "cardName"} label={CHECKOUT_LABELS.cardName} autoComplete="cc-name" className="sm:col-span-2" />
      <FormField field={fields.cardNumber} autoFocus={firstInvalid === "cardNumber"}
        label={CHECKOUT_LABELS.cardNumber}
        placeholder="xxxx xxxx xxxx xxxx"
        autoComplete="cc-number"
        inputMode="numeric"
        className="sm:col-span-2"
      />
      <FormField field={fields.cardExpiry} autoFocus={firstInvalid === "cardExpiry"} label={CHECKOUT_LABELS.cardExpiry} placeholder="MM/YY" autoComplete="cc-exp" />
      <FormField field={fields.cardCvv} autoFocus={firstInvalid === "cardCvv"} label={CHECKOUT_LABELS.cardCvv} autoComplete="cc-csc" inputMode="numeric" />
      <p className="text-sm text-stone-600 sm:col-span-2 dark:text-stone-400">{afterpayNote}</p>
    </fieldset>
  );
}
