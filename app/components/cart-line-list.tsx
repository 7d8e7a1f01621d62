import { Link } from "@remix-run/react";
import { formatCents } from "~/lib/money";
import { smallImageUrl } from "~/lib/fragrance-image";
import { GENDER_LABELS } from "~/lib/site";
import { cartLineSuffix, lineName, SIZE_SHORT_LABELS } from "~/lib/sizes";
import { availabilityText } from "~/lib/stock";
import type { CartLine } from "~/models/cart.server";
import { CartLineControls } from "./cart-line-controls";

/** The cart's lines with quantity and remove controls (cart page and checkout summary). */
export function CartLineList({ lines, formId }: { lines: readonly CartLine[]; formId?: string }) {
  return (
    <ul className="divide-y divide-stone-200 dark:divide-stone-800" aria-label="Cart items">
      {lines.map((line) => (
        <li key={cartLineSuffix(line)} className="flex gap-4 py-4" data-testid="cart-line">
          <img
            src={smallImageUrl(line.imageUrl)}
            alt=""
            width={80}
            height={80}
            className="size-20 shrink-0 rounded-xl bg-stone-100 dark:bg-stone-800"
          />
          <div className="flex flex-1 flex-col gap-2">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <div>
                <Link to={`/product/${line.fragranceId}`} className="font-medium hover:underline">
                  {line.name}
                </Link>
                <p className="text-xs text-stone-600 dark:text-stone-400">
                  {GENDER_LABELS[line.gender]} · <span data-testid="line-size">{SIZE_SHORT_LABELS[line.size]}</span> · {formatCents(line.unitPriceCents)} each
                </p>
                {availabilityText(line.onHand) ? <p className="text-xs font-medium text-amber-800 dark:text-amber-300">{availabilityText(line.onHand)}</p> : null}
              </div>
              <p className="font-medium" aria-label={`Line total for ${lineName(line.name, line.size)}`}>
                {formatCents(line.unitPriceCents * line.quantity)}
              </p>
            </div>
            <CartLineControls line={line} formId={formId} />
          </div>
        </li>
      ))}
    </ul>
  );
}
