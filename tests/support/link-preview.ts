// What a link-preview crawler (Facebook, Slack, X…) reads from a product page's
// server HTML, and the facts of a PNG it then fetches. Shared by the Node
// integration test (tests/integration/share-image.test.ts) and the Workers suite
// (tests/workers/workers.test.ts), so both runtimes are held to the same preview.

/** Facebook's crawler: it reads the server HTML only, no JavaScript. */
export const CRAWLER_USER_AGENT = "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)";

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'", "&#39;": "'" };

function metaContent(html: string, key: string) {
  const pattern = new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, "\\$&")}" content="([^"]*)"/?>`);
  return pattern.exec(html)?.[1]?.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity]!);
}

/** The tags a preview is built from, as the crawler reads them. */
export function readLinkPreview(html: string) {
  return {
    title: metaContent(html, "og:title"),
    description: metaContent(html, "og:description"),
    price: metaContent(html, "product:price:amount"),
    currency: metaContent(html, "product:price:currency"),
    image: metaContent(html, "og:image"),
    imageType: metaContent(html, "og:image:type"),
    imageWidth: metaContent(html, "og:image:width"),
    imageHeight: metaContent(html, "og:image:height"),
    twitterCard: metaContent(html, "twitter:card"),
    twitterImage: metaContent(html, "twitter:image"),
  };
}

/** The preview a fragrance with its own generated bottle should get, on `origin`. */
export function expectedLinkPreview(fragrance: { id: number; name: string; description: string; price: number }, origin: string) {
  const card = `${origin}/images/fragrances/${fragrance.id}/share.png`;
  return {
    title: `${fragrance.name} | Onbrand Fragrances`,
    // docs/product.md: the first 160 characters as written.
    description: fragrance.description.slice(0, 160),
    price: (fragrance.price / 100).toFixed(2),
    currency: "USD",
    image: card,
    imageType: "image/png",
    imageWidth: "1200",
    imageHeight: "630",
    twitterCard: "summary_large_image",
    twitterImage: card,
  };
}

/** A fragrance an admin adds (POST /api/fragrances), showing another fragrance's bottle at first. */
export function addedFragrance(name: string) {
  return {
    name,
    gender: "unisex",
    description: "Saffron and rose over a warm amber base.",
    price: 4500,
    imageUrl: "/images/fragrances/1/bottle.svg",
    topNotes: ["Saffron"],
    middleNotes: ["Rose"],
    baseNotes: ["Amber"],
    featured: false,
  };
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width and height from the IHDR chunk a PNG starts with; null when the bytes are not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.byteLength < 24 || PNG_SIGNATURE.some((byte, index) => bytes[index] !== byte)) return null;
  if (new TextDecoder().decode(bytes.subarray(12, 16)) !== "IHDR") return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
