import { META_DESCRIPTION_MAX } from "./seo";
import type { ShareImage } from "./share-image";

// What a link-preview client or a search engine reads from a product page.

export type ProductSeoInput = {
  id: number;
  name: string;
  description: string;
  price: number;
  imageUrl: string;
  inspiration: string | null;
  brandName: string;
  origin: string;
  /** The link-preview picture (share-image.ts); imageUrl when not given. */
  shareImage?: ShareImage;
  /** schema.org ItemAvailability of the offer (stock.ts's schemaOrgAvailability); InStock when not given. */
  availability?: string;
};

export function absoluteUrl(origin: string, path: string) {
  return new URL(path, origin.replace(/\/+$/, "") + "/").toString();
}

/** Product JSON-LD, serialised so that no "<" can close the script element. */
/** `extra` adds parts known elsewhere, e.g. aggregateRating and review. */
export function productJsonLd(input: ProductSeoInput, extra: Record<string, unknown> = {}): string {
  const data = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: input.name,
    image: absoluteUrl(input.origin, input.imageUrl),
    description: input.description,
    url: absoluteUrl(input.origin, `/product/${input.id}`),
    brand: { "@type": "Brand", name: input.brandName },
    ...(input.inspiration ? { isSimilarTo: { "@type": "Product", name: input.inspiration } } : {}),
    offers: {
      "@type": "Offer",
      price: (input.price / 100).toFixed(2),
      priceCurrency: "USD",
      availability: input.availability ?? "https://schema.org/InStock",
      url: absoluteUrl(input.origin, `/product/${input.id}`),
    },
    ...extra,
  };
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/** Open Graph, Twitter card and price tags for Remix's meta() (the root renders the canonical link). */
export function productMetaTags(input: ProductSeoInput) {
  const url = absoluteUrl(input.origin, `/product/${input.id}`);
  const shareImage = input.shareImage ?? { url: input.imageUrl };
  const image = absoluteUrl(input.origin, shareImage.url);
  // Type and size let a preview render before the image is fetched; only stated when known.
  const imageFacts = [
    ...(shareImage.type ? [{ property: "og:image:type", content: shareImage.type }] : []),
    ...(shareImage.width ? [{ property: "og:image:width", content: String(shareImage.width) }] : []),
    ...(shareImage.height ? [{ property: "og:image:height", content: String(shareImage.height) }] : []),
  ];
  // Link previews get the first 160 characters as written (docs/product.md).
  const description = input.description.replace(/\s+/g, " ").trim().slice(0, META_DESCRIPTION_MAX);
  const title = `${input.name} | ${input.brandName} Fragrances`;
  return [
    { property: "og:type", content: "product" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:image", content: image },
    ...imageFacts,
    { property: "og:image:alt", content: `${input.name} roll-on bottle` },
    { property: "og:url", content: url },
    { property: "og:site_name", content: `${input.brandName} Fragrances` },
    { property: "product:price:amount", content: (input.price / 100).toFixed(2) },
    { property: "product:price:currency", content: "USD" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: `${input.name} roll-on bottle` },
  ];
}
