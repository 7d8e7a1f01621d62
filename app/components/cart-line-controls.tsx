import { Icon } from "~/components/icon";
import { useFetcher, useLocation } from "@remix-run/react";
import Minus from "@lucide/icons/icons/minus";
import Plus from "@lucide/icons/icons/plus";
import Trash2 from "@lucide/icons/icons/trash";
import { MAX_LINE_QUANTITY } from "~/lib/cart-totals";
import { useHydrated } from "~/components/hooks/use-hydrated";

type Line = { fragranceId: number; name: string; quantity: number };

function CommonFields({ fragranceId }: { fragranceId: number }) {
  const location = useLocation();
  const hydrated = useHydrated();
  return (
    <>
      <input type="hidden" name="fragranceId" value={fragranceId} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {hydrated ? <input type="hidden" name="respond" value="json" /> : null}
    </>
  );
}

/** The quantity a line shows, counting a change still on its way. */
function usePendingQuantity(line: Line, fetcher: ReturnType<typeof useFetcher>) {
  if (fetcher.state === "idle" || !fetcher.formData) return line.quantity;
  if (fetcher.formData.get("intent") === "remove") return 0;
  const value = Number(fetcher.formData.get("quantity"));
  return Number.isInteger(value) && value >= 1 ? value : line.quantity;
}

/**
 * Quantity (minimum 1) and remove, each a plain form post to the cart; with
 * scripts the change happens in place. Used by /cart, /checkout and the
 * header dropdown. On /checkout without scripts (`formId`), the buttons submit
 * the checkout form instead, so the shopper's typed details come back with it.
 */
export function CartLineControls({ line, compact = false, formId }: { line: Line; compact?: boolean; formId?: string }) {
  const fetcher = useFetcher({ key: `cart-line-${line.fragranceId}` });
  const quantity = usePendingQuantity(line, fetcher);
  if (compact) {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <fetcher.Form method="post" action="/resources/cart" className="flex items-center gap-1">
          <CommonFields fragranceId={line.fragranceId} />
          <input type="hidden" name="intent" value="update" />
          <button
            type="submit"
            name="quantity"
            value={Math.max(1, quantity - 1)}
            disabled={quantity <= 1}
            className="grid size-11 place-items-center rounded-full border border-stone-300 disabled:opacity-40 dark:border-stone-700"
            aria-label={`Decrease quantity of ${line.name}`}
          >
            <Icon icon={Minus} className="size-3" />
          </button>
          <span className="w-6 text-center text-sm" aria-label={`Quantity of ${line.name}`}>
            {quantity}
          </span>
          <button
            type="submit"
            name="quantity"
            value={Math.min(MAX_LINE_QUANTITY, quantity + 1)}
            disabled={quantity >= MAX_LINE_QUANTITY}
            className="grid size-11 place-items-center rounded-full border border-stone-300 disabled:opacity-40 dark:border-stone-700"
            aria-label={`Increase quantity of ${line.name}`}
          >
            <Icon icon={Plus} className="size-3" />
          </button>
        </fetcher.Form>
        <fetcher.Form method="post" action="/resources/cart">
          <CommonFields fragranceId={line.fragranceId} />
          <RemoveButton line={line} name="intent" value="remove" showLabel={false} />
        </fetcher.Form>
      </div>
    );
  }
  return <LineControls line={line} formId={formId} fetcher={fetcher} />;
}

/**
 * The cart page's and the checkout summary's controls. The field and buttons
 * are the same elements before and after hydration, tied to their forms by
 * HTML's form attribute (decision 0042): a quantity typed (or focused) before
 * the scripts arrived is still there after. Until then, on /checkout they are
 * fields and buttons of the checkout form; then of the line's own fetcher forms.
 */
function LineControls({ line, formId, fetcher }: { line: Line; formId?: string; fetcher: ReturnType<typeof useFetcher> }) {
  const hydrated = useHydrated();
  const inCheckout = formId !== undefined && !hydrated;
  const updateForm = `cart-line-update-${line.fragranceId}`;
  const removeForm = `cart-line-remove-${line.fragranceId}`;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <QuantityInput
        line={line}
        inputId={`quantity-${line.fragranceId}`}
        form={inCheckout ? formId : updateForm}
        name={inCheckout ? `line-${line.fragranceId}` : "quantity"}
        required={!inCheckout}
      />
      {inCheckout ? (
        <UpdateButton form={formId} name="intent" value={`update-line:${line.fragranceId}`} formNoValidate />
      ) : (
        <UpdateButton form={updateForm} />
      )}
      {inCheckout ? (
        <RemoveButton line={line} form={formId} name="intent" value={`remove-line:${line.fragranceId}`} formNoValidate showLabel />
      ) : (
        <RemoveButton line={line} form={removeForm} name="intent" value="remove" showLabel />
      )}
      {/* Hidden: their fields and buttons are the ones above. */}
      <fetcher.Form id={updateForm} method="post" action="/resources/cart" hidden>
        <CommonFields fragranceId={line.fragranceId} />
        <input type="hidden" name="intent" value="update" />
      </fetcher.Form>
      <fetcher.Form id={removeForm} method="post" action="/resources/cart" hidden>
        <CommonFields fragranceId={line.fragranceId} />
      </fetcher.Form>
    </div>
  );
}

function QuantityInput({ line, inputId, ...props }: { line: Line; inputId: string } & React.ComponentProps<"input">) {
  return (
    <>
      <label htmlFor={inputId} className="sr-only">
        Quantity of {line.name}
      </label>
      <input
        id={inputId}
        type="number"
        min={1}
        max={MAX_LINE_QUANTITY}
        step={1}
        // Remounts when the server's quantity changes (e.g. from the header dropdown).
        key={line.quantity}
        defaultValue={line.quantity}
        className="input w-20"
        {...props}
      />
    </>
  );
}

function UpdateButton(props: React.ComponentProps<"button">) {
  return (
    <button type="submit" className="btn-outline px-3 py-1.5 text-xs" {...props}>
      Update
    </button>
  );
}

function RemoveButton({ line, showLabel, ...props }: { line: Line; showLabel: boolean } & React.ComponentProps<"button">) {
  return (
    <button
      type="submit"
      className="inline-flex min-h-11 items-center gap-1 rounded-full px-2 text-sm text-stone-600 hover:text-red-700 dark:text-stone-400"
      aria-label={`Remove ${line.name}`}
      {...props}
    >
      <Icon icon={Trash2} className="size-4" />
      {showLabel ? <span>Remove</span> : null}
    </button>
  );
}
