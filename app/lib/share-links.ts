// Share links from docs/product.md: the text is the first 100 characters of the
// description followed by "...", hashtags perfume, fragrance, luxury and the
// brand name, the e-mail subject "Check out this fragrance: {name}".

export const SHARE_WINDOW_FEATURES = "width=600,height=400";
const SHARE_DESCRIPTION_LENGTH = 100;

export type ShareInput = {
  name: string;
  description: string;
  /** Absolute product URL: the site origin plus /product/{id}. */
  url: string;
  /** Absolute image URL, for Pinterest. */
  imageUrl: string;
  brandName: string;
};

export type ShareLinks = { facebook: string; twitter: string; pinterest: string; email: string };

export function shareText(description: string) {
  return `${description.slice(0, SHARE_DESCRIPTION_LENGTH)}...`;
}

/** A hashtag keeps letters and digits only ("Onbrand", "Le Labo" -> "LeLabo"). */
export function shareHashtags(brandName: string) {
  const brandTag = brandName.normalize("NFD").replace(/[^\p{L}\p{N}]/gu, "");
  return ["perfume", "fragrance", "luxury", ...(brandTag ? [brandTag] : [])];
}

export function productUrl(origin: string, id: number) {
  return `${origin.replace(/\/+$/, "")}/product/${id}`;
}

export function shareLinks({ name, description, url, imageUrl, brandName }: ShareInput): ShareLinks {
  const text = shareText(description);
  const enc = encodeURIComponent;
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}&quote=${enc(`${name} - ${text}`)}`,
    twitter: `https://twitter.com/intent/tweet?text=${enc(`${name} - ${text}`)}&url=${enc(url)}&hashtags=${enc(shareHashtags(brandName).join(","))}`,
    pinterest: `https://pinterest.com/pin/create/button/?url=${enc(url)}&media=${enc(imageUrl)}&description=${enc(`${name} - ${text}`)}`,
    email: `mailto:?subject=${enc(`Check out this fragrance: ${name}`)}&body=${enc(`${text}\n\n${url}`)}`,
  };
}
