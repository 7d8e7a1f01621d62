import { photoSrcSet } from "~/lib/photo";
import { Link } from "@remix-run/react";
import { CardActions } from "./card-actions";
import { useLiteMode } from "./hooks/use-lite-mode";
import { fetchPriority } from "~/lib/fetch-priority";
import { smallImageUrl } from "~/lib/fragrance-image";
import { formatCents } from "~/lib/money";
import { availabilityText } from "~/lib/stock";
import { GENDER_LABELS } from "~/lib/site";
import type { PublicFragrance } from "~/models/fragrance.server";

/** Up to 3 notes on a card: the first of top, middle and base. */
function cardNotes(fragrance: Pick<PublicFragrance, "topNotes" | "middleNotes" | "baseNotes">) {
  return [fragrance.topNotes[0], fragrance.middleNotes[0], fragrance.baseNotes[0]].filter(
    (note): note is string => Boolean(note),
  );
}

export type CardFragrance = Pick<
  PublicFragrance,
  "id" | "name" | "gender" | "price" | "imageUrl" | "topNotes" | "middleNotes" | "baseNotes" | "inspiration"
> & {
  /** The 10 ml bottle on hand, capped just above the low-stock threshold (the models' cardStockColumns). */
  stock10ml: number;
};

export function FragranceCard({
  fragrance,
  layout = "grid",
  priority = false,
  withActions = true,
  children,
}: {
  fragrance: CardFragrance;
  layout?: "grid" | "list";
  priority?: boolean;
  /** False for a card that is only a link (a row of suggestions under the page's own Add to Cart). */
  withActions?: boolean;
  /** Replaces the card's standard actions (favourite, add to cart). */
  children?: React.ReactNode;
}) {
  const list = layout === "list";
  // Lite mode fetches a product's code and data on the tap, not on the hover.
  const lite = useLiteMode();
  const prefetch = lite ? "none" : "intent";
  // Cards sell the 10 ml bottle: "Only 3 left", or "Sold out" and no add button.
  const stockText = availabilityText(fragrance.stock10ml);
  const soldOut = fragrance.stock10ml <= 0;
  return (
    <article
      className={`group relative overflow-hidden rounded-2xl border border-stone-200 bg-white transition-shadow hover:shadow-md dark:border-stone-800 dark:bg-stone-900 ${list ? "flex gap-4" : "flex flex-col"}`}
    >
      <Link to={`/product/${fragrance.id}`} className={list ? "w-32 shrink-0 sm:w-40" : "block"} prefetch={prefetch}>
        <img
          src={smallImageUrl(fragrance.imageUrl)}
          // Lite mode: the small size only, whatever the screen's density (decision 0033).
          srcSet={lite ? undefined : photoSrcSet(fragrance.imageUrl)}
          sizes={list ? "160px" : "(min-width: 1024px) 300px, (min-width: 640px) 33vw, 50vw"}
          alt={`${fragrance.name} roll-on bottle`}
          width={600}
          height={600}
          loading={priority ? "eager" : "lazy"}
          {...fetchPriority(priority ? "high" : undefined)}
          decoding="async"
          className="aspect-square w-full bg-stone-100 object-cover dark:bg-stone-800"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {/* The name on its own line, the price under it: a long name never squeezes beside the price on a phone. */}
        <div className="flex flex-col gap-1">
          <h3 className="text-lg leading-tight">
            <Link to={`/product/${fragrance.id}`} className="after:absolute after:inset-0 hover:underline">
              {fragrance.name}
            </Link>
          </h3>
          <p className="font-medium">{formatCents(fragrance.price)}</p>
          {stockText ? (
            <p className={`text-sm font-medium ${soldOut ? "text-stone-600 dark:text-stone-400" : "text-red-700 dark:text-red-400"}`} data-testid="card-stock">
              {stockText}
            </p>
          ) : null}
        </div>
        <p className="text-xs tracking-wider text-stone-600 uppercase dark:text-stone-400">
          {GENDER_LABELS[fragrance.gender]}
        </p>
        <ul className="flex flex-wrap gap-1.5" aria-label="Key notes">
          {cardNotes(fragrance).map((note) => (
            <li key={note} className="rounded-full bg-gold-50 px-2 py-0.5 text-xs text-gold-700 dark:bg-stone-800 dark:text-gold-300">
              {note}
            </li>
          ))}
        </ul>
        {fragrance.inspiration ? (
          <p className="text-sm text-stone-600 italic dark:text-stone-400">{`Inspired by ${fragrance.inspiration}`}</p>
        ) : null}
        {withActions ? (
          <div className="relative z-10 mt-auto flex items-center gap-2 pt-2">
            {children ?? <CardActions fragranceId={fragrance.id} fragranceName={fragrance.name} layout={layout} soldOut={soldOut} />}
          </div>
        ) : null}
      </div>
    </article>
  );
}
