import { describe, expect, it } from "vitest";
import { absoluteUrl, productJsonLd, productMetaTags } from "./product-seo";

const input = {
  id: 3,
  name: "Rouge </script> Ember",
  description: "x".repeat(200),
  price: 4000,
  imageUrl: "/images/fragrances/3/bottle.svg",
  inspiration: "Maison Francis Kurkdjian Baccarat Rouge 540",
  brandName: "Onbrand",
  origin: "https://shop.example.com",
};

describe("product SEO", () => {
  it("makes absolute URLs from the origin", () => {
    expect(absoluteUrl("https://a.example/", "/product/1")).toBe("https://a.example/product/1");
  });

  it("escapes < in JSON-LD and keeps the data intact", () => {
    const json = productJsonLd(input);
    expect(json).not.toContain("<");
    const data = JSON.parse(json);
    expect(data["@type"]).toBe("Product");
    expect(data.name).toBe(input.name);
    expect(data.image).toBe("https://shop.example.com/images/fragrances/3/bottle.svg");
    expect(data.offers).toMatchObject({ price: "40.00", priceCurrency: "USD", availability: "https://schema.org/InStock" });
  });

  it("states the offer's availability when given (the 10 ml bottle's stock)", () => {
    for (const availability of ["https://schema.org/OutOfStock", "https://schema.org/LimitedAvailability"]) {
      expect(JSON.parse(productJsonLd({ ...input, availability })).offers.availability).toBe(availability);
    }
  });

  it("caps og:description at 160 characters and points og:url at the product", () => {
    const tags = productMetaTags(input);
    const og = (property: string) => tags.find((tag) => "property" in tag && tag.property === property)?.content;
    expect(og("og:description")!.length).toBeLessThanOrEqual(160);
    expect(og("og:url")).toBe("https://shop.example.com/product/3");
    expect(og("og:type")).toBe("product");
  });

  it("points og:image and twitter:image at the share image and states its type and size", () => {
    const shareImage = { url: "/images/fragrances/3/share.png", type: "image/png", width: 1200, height: 630 };
    const tags = productMetaTags({ ...input, shareImage });
    const content = (key: string) =>
      tags.find((tag) => ("property" in tag && tag.property === key) || ("name" in tag && tag.name === key))?.content;
    expect(content("og:image")).toBe("https://shop.example.com/images/fragrances/3/share.png");
    expect(content("twitter:image")).toBe("https://shop.example.com/images/fragrances/3/share.png");
    expect(content("og:image:type")).toBe("image/png");
    expect(content("og:image:width")).toBe("1200");
    expect(content("og:image:height")).toBe("630");

    // An image nothing is known about gets no claims about it.
    const plain = productMetaTags({ ...input, imageUrl: "https://cdn.example.com/photo.jpg" });
    expect(plain.find((tag) => "property" in tag && tag.property === "og:image")?.content).toBe("https://cdn.example.com/photo.jpg");
    expect(plain.some((tag) => "property" in tag && tag.property?.startsWith("og:image:") && tag.property !== "og:image:alt")).toBe(false);
  });
});
