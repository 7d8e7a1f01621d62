import type { FieldMetadata } from "@conform-to/react";
import { useRef } from "react";
import { Field } from "~/components/ui/field";
import { CHECKOUT_LABELS, COUNTRY } from "~/lib/checkout-form-rules";
import { formatCents } from "~/lib/money";
import { POINTS_STEP } from "~/lib/rewards";
import { US_STATES } from "~/lib/us-states";

type Fields = Record<
  "name" | "email" | "address" | "city" | "state" | "zip" | "country" | "cardName" | "cardNumber" | "cardExpiry" | "cardCvv" | "discountCode",
  FieldMetadata<string | undefined>
> & { rewardPoints: FieldMetadata<number | undefined> };

const PAYMENT_TILES = ["Credit Card", "Apple Pay", "Afterpay (Buy Now, Pay Later)", "PayPal"];

/** `onAddressChange`: State or ZIP changed, so the sales tax shown may too (the page asks the server). */
export function ShippingFields({ fields, onAddressChange }: { fields: Fields; onAddressChange?: () => void }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-4 text-xl">Shipping Information</legend>
      <Field field={fields.name} label={CHECKOUT_LABELS.name} autoComplete="name" className="sm:col-span-2" />
      <Field field={fields.email} label={CHECKOUT_LABELS.email} type="email" autoComplete="email" className="sm:col-span-2" />
      <Field field={fields.address} label={CHECKOUT_LABELS.address} autoComplete="street-address" className="sm:col-span-2" />
      <Field field={fields.city} label={CHECKOUT_LABELS.city} autoComplete="address-level2" />
      <Field field={fields.state} label={CHECKOUT_LABELS.state} type="select" autoComplete="address-level1" onChange={onAddressChange}>
        <option value="">Select a state</option>
        {US_STATES.map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </Field>
      <Field field={fields.zip} label={CHECKOUT_LABELS.zip} autoComplete="postal-code" inputMode="numeric" onBlur={onAddressChange} />
      <Field field={fields.country} label={CHECKOUT_LABELS.country} type="select" autoComplete="country-name">
        <option value={COUNTRY}>{COUNTRY}</option>
      </Field>
    </fieldset>
  );
}

export function PaymentFields({
  fields,
  afterpayNote,
  testMode,
  providerFields,
}: {
  fields: Fields;
  afterpayNote: React.ReactNode;
  testMode: boolean;
  /** A hosted provider's own card fields (Stripe); our card inputs are then not rendered at all. */
  providerFields?: React.ReactNode;
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
      {providerFields ?? (
        <>
          <Field field={fields.cardName} label={CHECKOUT_LABELS.cardName} autoComplete="cc-name" className="sm:col-span-2" />
          <Field
            field={fields.cardNumber}
            label={CHECKOUT_LABELS.cardNumber}
            placeholder="xxxx xxxx xxxx xxxx"
            autoComplete="cc-number"
            inputMode="numeric"
            className="sm:col-span-2"
          />
          <Field field={fields.cardExpiry} label={CHECKOUT_LABELS.cardExpiry} placeholder="MM/YY" autoComplete="cc-exp" />
          <Field field={fields.cardCvv} label={CHECKOUT_LABELS.cardCvv} autoComplete="cc-csc" inputMode="numeric" />
        </>
      )}
      <p className="text-sm text-stone-600 sm:col-span-2 dark:text-stone-400">{afterpayNote}</p>
    </fieldset>
  );
}

/**
 * The discount code in the order summary (outside the <form>, tied to it by
 * `form`). Its Apply button posts intent=apply-discount without the browser's
 * checks; the applied code's note shows where an error would.
 */
export function DiscountCodeField({ fields, applied }: { fields: Fields; applied: { message: string } | null }) {
  return (
    <div>
      <Field
        field={fields.discountCode}
        label={CHECKOUT_LABELS.discountCode}
        control={ApplyInput}
        controlClassName="input uppercase"
        placeholder="WELCOME10"
        autoComplete="off"
      />
      {!fields.discountCode.errors && applied ? (
        <p className="mt-1 text-sm text-emerald-800 dark:text-emerald-300">
          {applied.message}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A Scent Rewards member's points to spend, beside the code: the same Apply
 * (intent=apply-discount judges both), so the totals shown are the ones the
 * order is placed for, with or without JavaScript. `balance` is null when the
 * shopper is not a member: the field is then shown only to say why points
 * posted anyway (a stale page, another tab) were refused.
 */
export function RewardPointsField({ fields, balance, appliedPoints }: { fields: Fields; balance: number | null; appliedPoints: number }) {
  return (
    <div>
      <Field
        field={fields.rewardPoints}
        label={CHECKOUT_LABELS.rewardPoints}
        control={ApplyInput}
        controlClassName="input"
        inputMode="numeric"
        autoComplete="off"
        placeholder={String(POINTS_STEP)}
        hint={
          balance === null
            ? undefined
            : `You have ${balance.toLocaleString("en-US")} points (${formatCents(balance)}). Spend them in steps of ${POINTS_STEP} (${formatCents(POINTS_STEP)}).`
        }
      />
      {!fields.rewardPoints.errors && appliedPoints > 0 ? (
        <p className="mt-1 text-sm text-emerald-800 dark:text-emerald-300">{`${appliedPoints.toLocaleString("en-US")} points applied: ${formatCents(appliedPoints)} off.`}</p>
      ) : null}
    </div>
  );
}

/** A text field with its own Apply button (the code, the points). */
function ApplyInput(props: React.InputHTMLAttributes<HTMLInputElement>) {
  const applyButton = useRef<HTMLButtonElement>(null);
  return (
    <div className="flex gap-2">
      <input
        {...props}
        type="text"
        onKeyDown={(event) => {
          // Enter in the field means Apply, not Place Order.
          if (event.key !== "Enter") return;
          event.preventDefault();
          applyButton.current?.click();
        }}
      />
      <button ref={applyButton} type="submit" form={props.form} name="intent" value="apply-discount" formNoValidate className="btn-outline px-4">
        Apply
      </button>
    </div>
  );
}
