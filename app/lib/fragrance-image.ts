// Which picture a small rendering of a fragrance shows (cards, cart lines,
// home tiles). The generated bottle prints the fragrance's name on its label;
// at card size that name would be a few pixels high, so small renderings ask
// for the same bottle with its initials instead (decision 0006). Any other
// picture is shown as it is.

const GENERATED_BOTTLE = /^\/images\/fragrances\/\d+\/bottle\.svg$/;

/** The URL of a fragrance's picture as a card, cart line or tile shows it. */
export function smallImageUrl(imageUrl: string): string {
  return GENERATED_BOTTLE.test(imageUrl) ? `${imageUrl}?label=monogram` : imageUrl;
}
