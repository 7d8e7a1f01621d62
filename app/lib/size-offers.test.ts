import { describe, expect, it } from "vitest";
import { apiSizes, SHOWN_STOCK_CAP, shownStock, sizeOffers } from "./size-offers";
import { LOW_STOCK_THRESHOLD } from "./stock";

const fragrance = { price: 4000, samplePriceCents: 500, samplesOffered: true };

describe("size offers", () => {
  it("caps what a page may show just above the low-stock threshold", () => {
    expect(SHOWN_STOCK_CAP).toBe(LOW_STOCK_THRESHOLD + 1);
    expect(shownStock(10_000)).toBe(SHOWN_STOCK_CAP);
    expect(shownStock(LOW_STOCK_THRESHOLD + 1)).toBe(SHOWN_STOCK_CAP);
    expect(shownStock(3)).toBe(3);
    expect(shownStock(0)).toBe(0);
    expect(shownStock(-2)).toBe(0);
  });

  it("lists the 10 ml, then the sample when it is offered, each with its price and availability", () => {
    const offers = sizeOffers(fragrance, { "10ml": 10_000, "2ml": 3 });
    expect(offers).toEqual([
      { size: "10ml", label: "10 ml roll-on", priceCents: 4000, shownStock: SHOWN_STOCK_CAP, availability: "in_stock", availabilityText: null },
      { size: "2ml", label: "2 ml sample", priceCents: 500, shownStock: 3, availability: "low", availabilityText: "Only 3 left" },
    ]);
    expect(sizeOffers({ ...fragrance, samplesOffered: false }, { "10ml": 0 }).map((offer) => [offer.size, offer.availabilityText])).toEqual([
      ["10ml", "Sold out"],
    ]);
  });

  it("renders the same for any quantity above the threshold (the page cache relies on it)", () => {
    expect(sizeOffers(fragrance, { "10ml": 7, "2ml": 9 })).toEqual(sizeOffers(fragrance, { "10ml": 10_000, "2ml": 6 }));
  });

  it("gives API clients a quantity only when it is low or none", () => {
    expect(apiSizes(sizeOffers(fragrance, { "10ml": 10_000, "2ml": 0 }))).toEqual([
      { size: "10ml", label: "10 ml roll-on", priceCents: 4000, availability: "in_stock" },
      { size: "2ml", label: "2 ml sample", priceCents: 500, availability: "sold_out", onHand: 0 },
    ]);
    expect(apiSizes(sizeOffers(fragrance, { "10ml": 2 }))[0]).toMatchObject({ availability: "low", onHand: 2 });
  });
});
