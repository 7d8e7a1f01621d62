import { formatCents } from "~/lib/money";
import type { SizeOffer } from "~/lib/size-offers";
import { DEFAULT_SIZE } from "~/lib/sizes";

// The product page's size choice (issue 34). Everything that depends on the
// size is rendered once per size and marked `data-when-size`; a CSS rule
// (.size-choice in app/styles/app.css) shows the ticked size's, so the price
// follows the radio at once, before the scripts arrive or without them, and
// hydration changes no element the shopper may already have ticked (decision 0042).

/** One copy of `render` per size, each shown only while its size is ticked. */
export function PerSize({
  sizes,
  as: Wrapper = "span",
  className,
  render,
}: {
  sizes: readonly SizeOffer[];
  as?: "div" | "span";
  className?: string;
  render: (offer: SizeOffer) => React.ReactNode;
}) {
  return (
    <>
      {sizes.map((offer) => (
        <Wrapper key={offer.size} data-when-size={offer.size} className={className}>
          {render(offer)}
        </Wrapper>
      ))}
    </>
  );
}

/** The size radios, inside the add-to-cart form (field `size`), each with its price and what is left. */
export function SizeRadios({ sizes }: { sizes: readonly SizeOffer[] }) {
  return (
    <fieldset className="mb-4">
      <legend className="mb-2 text-sm font-semibold">Size</legend>
      <div className="grid gap-2">
        {sizes.map((offer) => (
          <label
            key={offer.size}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-stone-300 px-4 py-2 has-[:checked]:border-gold-600 has-[:checked]:bg-gold-50 dark:border-stone-700 dark:has-[:checked]:bg-stone-800"
          >
            <input type="radio" name="size" value={offer.size} defaultChecked={offer.size === DEFAULT_SIZE} />
            <span className="flex-1">{offer.label}</span>
            <span className="flex flex-col items-end text-sm">
              <span className="font-medium">{formatCents(offer.priceCents)}</span>
              {offer.availabilityText ? (
                <span className={offer.availability === "sold_out" ? "text-stone-600 dark:text-stone-400" : "text-red-700 dark:text-red-400"}>
                  {offer.availabilityText}
                </span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The size whose button shows when only one can be added; null when every size can, or none. */
export function onlyAvailableSize(sizes: readonly SizeOffer[]): { withButton: boolean; buttonWhenSize?: string } {
  const available = sizes.filter((offer) => offer.availability !== "sold_out");
  if (available.length === 0) return { withButton: false };
  if (available.length === sizes.length) return { withButton: true };
  return { withButton: true, buttonWhenSize: available[0]!.size };
}
