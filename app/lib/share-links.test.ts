import { describe, expect, it } from "vitest";
import { productUrl, SHARE_WINDOW_FEATURES, shareHashtags, shareLinks, shareText } from "./share-links";

const description = "A".repeat(90) + " and then more words that go past the limit";
const input = {
  name: "Open Range",
  description,
  url: "https://shop.example.com/product/1",
  imageUrl: "https://shop.example.com/images/fragrances/1/bottle.svg",
  brandName: "Onbrand",
};

describe("share links", () => {
  it("uses the first 100 characters of the description and '...'", () => {
    expect(shareText(description)).toBe(`${description.slice(0, 100)}...`);
    expect(shareText("Short.")).toBe("Short....");
  });

  it("tags perfume, fragrance, luxury and the brand name", () => {
    expect(shareHashtags("Onbrand")).toEqual(["perfume", "fragrance", "luxury", "Onbrand"]);
    expect(shareHashtags("Le Labo & Co.")).toEqual(["perfume", "fragrance", "luxury", "LeLaboCo"]);
  });

  it("builds the product link from the site origin", () => {
    expect(productUrl("https://shop.example.com/", 7)).toBe("https://shop.example.com/product/7");
  });

  it("builds Facebook, Twitter, Pinterest and e-mail links", () => {
    const links = shareLinks(input);
    const twitter = new URL(links.twitter);
    expect(twitter.searchParams.get("url")).toBe(input.url);
    expect(twitter.searchParams.get("hashtags")).toBe("perfume,fragrance,luxury,Onbrand");
    expect(twitter.searchParams.get("text")).toBe(`Open Range - ${shareText(description)}`);
    expect(new URL(links.facebook).searchParams.get("u")).toBe(input.url);
    const pinterest = new URL(links.pinterest);
    expect(pinterest.searchParams.get("media")).toBe(input.imageUrl);
    expect(pinterest.searchParams.get("url")).toBe(input.url);
    const email = new URL(links.email);
    expect(email.protocol).toBe("mailto:");
    expect(email.searchParams.get("subject")).toBe("Check out this fragrance: Open Range");
    expect(email.searchParams.get("body")).toContain(input.url);
  });

  it("opens share windows at 600x400", () => {
    expect(SHARE_WINDOW_FEATURES).toBe("width=600,height=400");
  });
});
