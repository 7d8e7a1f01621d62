// The brand name and contact details, in one place (docs/product.md). The server
// reads overrides from the environment and hands the result to the page.
export type SiteConfig = {
  brandName: string;
  contactEmail: string;
  contactPhone: string;
  city: string;
};

export const DEFAULT_SITE: SiteConfig = {
  brandName: "Onbrand",
  contactEmail: "hello@onbrandfragrances.com",
  contactPhone: "(303) 555-0142",
  city: "Denver, CO",
};

/** The returns desk, when RETURN_ADDRESS is not set: the shop's Denver address. */
export function defaultReturnAddress(brandName: string) {
  return `${brandName} Returns, 1550 Wewatta St, Denver, CO 80202, USA`;
}

export function siteConfigFrom(overrides: Partial<Record<keyof SiteConfig, string | undefined>>) {
  return {
    brandName: overrides.brandName || DEFAULT_SITE.brandName,
    contactEmail: overrides.contactEmail || DEFAULT_SITE.contactEmail,
    contactPhone: overrides.contactPhone || DEFAULT_SITE.contactPhone,
    city: overrides.city || DEFAULT_SITE.city,
  } satisfies SiteConfig;
}

/**
 * The shop's own time zone (it ships from Denver): the day printed on an order or
 * a review is the shop's business day, the same on the server and in the browser.
 * UTC, used before, dated a US evening order (after 5 or 6 pm in Denver) the next
 * day (decision 0039).
 */
export const SHOP_TIME_ZONE = "America/Denver";

export const GENDER_LABELS = {
  male: "For Him",
  female: "For Her",
  unisex: "Unisex",
} as const;

export type Gender = keyof typeof GENDER_LABELS;

export function isGender(value: unknown): value is Gender {
  return value === "male" || value === "female" || value === "unisex";
}
