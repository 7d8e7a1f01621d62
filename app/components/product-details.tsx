import { photoSrcSet, thumbnailUrl } from "~/lib/photo";
import { useLiteMode } from "./hooks/use-lite-mode";
import { Icon } from "~/components/icon";
import { Link } from "@remix-run/react";
import Sparkles from "@lucide/icons/icons/sparkles";
import { useEffect } from "react";
import { formatCents } from "~/lib/money";
import { fetchPriority } from "~/lib/fetch-priority";
import type { ShareInput } from "~/lib/share-links";
import { GENDER_LABELS } from "~/lib/site";
import type { PublicFragrance } from "~/models/fragrance.server";
import type { SizeOffer } from "~/lib/size-offers";
import type { Size } from "~/lib/sizes";
import { PerSize } from "./product-size-choice";
import { ShareButton } from "./share-button";
import { SharePanel } from "./share-panel";
import { useToast } from "./toaster";

/** The line under the price: the spec's "10ml Roll-On Bottle", or the sample's. */
const SIZE_LINES: Record<Size, string> = { "10ml": "10ml Roll-On Bottle", "2ml": "2ml Sample" };

function NoteList({ title, notes }: { title: string; notes: string[] }) {
  return (
    <div>
      <h3 className="text-sm font-semibold tracking-wider uppercase">{title}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-stone-700 dark:text-stone-300">
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </div>
  );
}

export function ProductDetails({
  fragrance,
  sizes,
  share,
  actions,
  after,
}: {
  fragrance: PublicFragrance;
  /** The sizes offered: the price and its line follow the ticked one (product-size-choice.tsx). */
  sizes: readonly SizeOffer[];
  share: ShareInput;
  /** Favourite and add-to-cart controls that other issues mount here. */
  actions?: React.ReactNode;
  /** Shown under the notes and inspiration (the shipping and returns note). */
  after?: React.ReactNode;
}) {
  const toast = useToast();
  const lite = useLiteMode();
  // The spec's reveal toast; it greets the shopper once per product opened.
  useEffect(() => {
    toast({ title: "Premium Fragrance", description: "Concentrated oil in a 10ml glass roll-on bottle.", type: "info" });
  }, [fragrance.id, toast]);

  return (
    <article className="container-page grid gap-10 py-10 md:grid-cols-2">
      <img
        // Lite mode: an uploaded photo's 400 px size and no srcset (decision 0033).
        src={lite ? thumbnailUrl(fragrance.imageUrl) : fragrance.imageUrl}
        srcSet={lite ? undefined : photoSrcSet(fragrance.imageUrl)}
        sizes="(min-width: 768px) 600px, 100vw"
        alt={`${fragrance.name} roll-on bottle`}
        width={600}
        height={600}
        {...fetchPriority("high")}
        className="aspect-square w-full rounded-3xl bg-stone-100"
      />
      <div>
        <p className="text-sm tracking-wider text-stone-600 uppercase dark:text-stone-400">{GENDER_LABELS[fragrance.gender]}</p>
        <h1 className="mt-2 text-4xl">{fragrance.name}</h1>
        <p className="mt-3 text-2xl">
          <PerSize
            sizes={sizes}
            render={(offer) => <span data-testid={offer.size === "10ml" ? "product-price" : "sample-price"}>{formatCents(offer.priceCents)}</span>}
          />
        </p>
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
          <PerSize sizes={sizes} render={(offer) => SIZE_LINES[offer.size]} />
        </p>
        <p className="mt-6 leading-relaxed">{fragrance.description}</p>

        <div className="mt-6 flex flex-wrap items-start gap-3">
          {actions}
          <ShareButton share={share} />
        </div>

        <section className="mt-8 space-y-5" aria-labelledby="notes-heading">
          <h2 id="notes-heading" className="text-2xl">
            Fragrance Notes
          </h2>
          <div>
            <h3 className="text-sm font-semibold tracking-wider uppercase">Top Notes</h3>
            <ul className="mt-2 flex flex-wrap gap-2" aria-label="Top notes">
              {fragrance.topNotes.map((note) => (
                <li key={note} className="rounded-full bg-gold-50 px-3 py-1 text-sm text-gold-700 dark:bg-stone-800 dark:text-gold-300">
                  {note}
                </li>
              ))}
            </ul>
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <NoteList title="Middle Notes" notes={fragrance.middleNotes} />
            <NoteList title="Base Notes" notes={fragrance.baseNotes} />
          </div>
        </section>

        {fragrance.inspiration ? (
          <section className="mt-8 rounded-2xl border border-gold-100 bg-gold-50 p-5 dark:border-stone-800 dark:bg-stone-900" aria-labelledby="inspired-heading">
            <h2 id="inspired-heading" className="flex items-center gap-2 text-xl">
              <Icon icon={Sparkles} className="size-4 text-gold-600" />
              Inspired By
            </h2>
            <p className="mt-2">
              {fragrance.inspiration}
              {fragrance.inspirationReleaseYear ? ` (${fragrance.inspirationReleaseYear})` : ""}
            </p>
          </section>
        ) : null}

        {/* The share panel's compact mode (spec: only the four share buttons), always in
            view for one-click sharing; the Share button above adds Copy Link and the link field. */}
        <section className="mt-8" aria-labelledby="share-row-heading">
          <h2 id="share-row-heading" className="text-sm font-semibold tracking-wider uppercase">
            Share this fragrance
          </h2>
          <div className="mt-3">
            <SharePanel share={share} compact canCopy={false} />
          </div>
        </section>

        {after}
        <p className="mt-8 text-sm text-stone-600 dark:text-stone-400">All fragrances come in 10ml glass roll-on bottles.</p>
        <Link to="/shop" className="btn-outline mt-6">
          Back to Shop
        </Link>
      </div>
    </article>
  );
}

export function ProductNotFound() {
  return (
    <section className="container-page flex min-h-[50vh] flex-col items-center justify-center py-24 text-center">
      <h1 className="text-4xl">Product Not Found</h1>
      <p className="mt-4 text-stone-600 dark:text-stone-400">The fragrance you&apos;re looking for could not be found.</p>
      <Link to="/shop" className="btn-primary mt-8">
        Return to Shop
      </Link>
    </section>
  );
}
