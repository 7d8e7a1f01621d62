import { Icon } from "~/components/icon";
import { useFetcher, useLocation } from "@remix-run/react";
import Minus from "@lucide/icons/icons/minus";
import Plus from "@lucide/icons/icons/plus";
import Trash2 from "@lucide/icons/icons/trash";
import { MAX_LINE_QUANTITY } from "~/lib/cart-totals";
import { useHydrated } from "~/components/hooks/use-hydrated";
import { cartLineSuffix, lineName, maxQuantityForSize, type Size } from "~/lib/sizes";

type Line = { fragranceId: number; name: string; size: Size; quantity: number };

function CommonFields({ line }: { line: Line }) {
  const location = useLocation();
  const hydrated = useHydrated();
  return (
    <>
      <input type="hidden" name="fragranceId" value={line.fragranceId} />
      <input type="hidden" name="size" value={line.size} />
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
  const fetcher = useFetcher({ key: `cart-line-${cartLineSuffix(line)}` });
  const quantity = usePendingQuantity(line, fetcher);
  const name = lineName(line.name, line.size);
  const max = maxQuantityForSize(line.size, MAX_LINE_QUANTITY);
  if (compact) {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <fetcher.Form method="post" action="/resources/cart" className="flex items-center gap-1">
          <CommonFields line={line} />
          <input type="hidden" name="intent" value="update" />
          <button
            type="submit"
            name="quantity"
            value={Math.max(1, quantity - 1)}
            disabled={quantity <= 1}
            className="grid size-11 place-items-center rounded-full border border-stone-300 disabled:opacity-40 dark:border-stone-700"
            aria-label={`Decrease quantity of ${name}`}
          >
            <Icon icon={Minus} className="size-3" />
          </button>
          <span className="w-6 text-center text-sm" aria-label={`Quantity of ${name}`}>
            {quantity}
          </span>
          <button
            type="submit"
            name="quantity"
            value={Math.min(max, quantity + 1)}
            disabled={quantity >= max}
            className="grid size-11 place-items-center rounded-full border border-stone-300 disabled:opacity-40 dark:border-stone-700"
            aria-label={`Increase quantity of ${name}`}
          >
            <Icon icon={Plus} className="size-3" />
          </button>
        </fetcher.Form>
        <fetcher.Form method="post" action="/resources/cart">
          <CommonFields line={line} />
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
  const suffix = cartLineSuffix(line);
  const updateForm = `cart-line-update-${suffix}`;
  const removeForm = `cart-line-remove-${suffix}`;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <QuantityInput
        line={line}
        inputId={`quantity-${suffix}`}
        form={inCheckout ? formId : updateForm}
        name={inCheckout ? `line-${suffix}` : "quantity"}
        required={!inCheckout}
      />
      {inCheckout ? (
        <UpdateButton form={formId} name="intent" value={`update-line:${suffix}`} formNoValidate />
      ) : (
        <UpdateButton form={updateForm} />
      )}
      {inCheckout ? (
        <RemoveButton line={line} form={formId} name="intent" value={`remove-line:${suffix}`} formNoValidate showLabel />
      ) : (
        <RemoveButton line={line} form={removeForm} name="intent" value="remove" showLabel />
      )}
      {/* Hidden: their fields and buttons are the ones above. */}
      <fetcher.Form id={updateForm} method="post" action="/resources/cart" hidden>
        <CommonFields line={line} />
        <input type="hidden" name="intent" value="update" />
      </fetcher.Form>
      <fetcher.Form id={removeForm} method="post" action="/resources/cart" hidden>
        <CommonFields line={line} />
      </fetcher.Form>
    </div>
  );
}

function QuantityInput({ line, inputId, ...props }: { line: Line; inputId: string } & React.ComponentProps<"input">) {
  return (
    <>
      <label htmlFor={inputId} className="sr-only">
        Quantity of {lineName(line.name, line.size)}
      </label>
      <input
        id={inputId}
        type="number"
        min={1}
        max={maxQuantityForSize(line.size, MAX_LINE_QUANTITY)}
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
      aria-label={`Remove ${lineName(line.name, line.size)}`}
      {...props}
    >
      <Icon icon={Trash2} className="size-4" />
      {showLabel ? <span>Remove</span> : null}
    </button>
  );
}
