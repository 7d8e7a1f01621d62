// Which picture a small rendering of a fragrance shows (cards, cart lines,
// home tiles). The generated bottle prints the fragrance's name on its label;
// at card size that name would be a few pixels high, so small renderings ask
// for the same bottle with its initials instead (decision 0006). An uploaded
// photo is shown at its smaller size (decision 0036). Any other picture is
// shown as it is.
import { thumbnailUrl } from "./photo";

const GENERATED_BOTTLE = /^\/images\/fragrances\/\d+\/bottle\.svg$/;

/** The URL of a fragrance's picture as a card, cart line or tile shows it. */
export function smallImageUrl(imageUrl: string): string {
  return GENERATED_BOTTLE.test(imageUrl) ? `${imageUrl}?label=monogram` : thumbnailUrl(imageUrl);
}
