import { FieldError } from "~/components/ui/field";
import { formatCents } from "~/lib/money";
import { formatDeliveryWindow, SHIPPING_METHOD_NAMES, SHIPPING_METHOD_PROMISES, type DeliveryWindow } from "~/lib/shipping";
import { SHIPPING_METHODS, type ShippingMethod } from "~/lib/shipping-rates";

// Checkout's shipping choice. Each method's figures (the totals, the button's
// amount, the Afterpay note) are rendered once per method, and a CSS rule
// (.shipping-choice in app/styles/app.css) shows the ticked method's: the
// total follows the radio at once, before the scripts arrive or without them,
// and hydration changes no element the shopper may already have ticked.

export type ShippingOption = { method: ShippingMethod; priceCents: number; window: DeliveryWindow };

/** The radios, each with its price, its promise and the days it would arrive. */
export function ShippingMethodFields({
  options,
  defaultMethod,
  error,
  onChoose,
}: {
  options: readonly ShippingOption[];
  defaultMethod: ShippingMethod;
  error?: string;
  onChoose: (method: ShippingMethod) => void;
}) {
  const errorId = "shippingMethod-error";
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-4 text-xl">Shipping Method</legend>
      <div className="grid gap-3">
        {options.map((option) => (
          <label
            key={option.method}
            className="flex cursor-pointer items-start gap-3 rounded-xl border border-stone-300 p-4 has-[:checked]:border-gold-600 has-[:checked]:bg-gold-50 dark:border-stone-700 dark:has-[:checked]:bg-stone-800"
          >
            <input
              type="radio"
              name="shippingMethod"
              value={option.method}
              defaultChecked={option.method === defaultMethod}
              onChange={() => onChoose(option.method)}
              className="mt-1"
            />
            <span className="flex-1">
              <span className="flex justify-between gap-2 font-medium">
                <span>
                  {SHIPPING_METHOD_NAMES[option.method]} ({SHIPPING_METHOD_PROMISES[option.method]})
                </span>
                <span>{option.priceCents === 0 ? "Free" : formatCents(option.priceCents)}</span>
              </span>
              <span className="block text-sm text-stone-600 dark:text-stone-400">Arrives {formatDeliveryWindow(option.window)}</span>
            </span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} errors={error ? [error] : undefined} />
    </fieldset>
  );
}

/** One copy of `render` per method, each shown only while its method is ticked (`as` the element that wraps it). */
export function PerShippingMethod({ as: Wrapper = "div", render }: { as?: "div" | "span"; render: (method: ShippingMethod) => React.ReactNode }) {
  return (
    <>
      {SHIPPING_METHODS.map((method) => (
        <Wrapper key={method} data-when-shipping={method}>
          {render(method)}
        </Wrapper>
      ))}
    </>
  );
}
