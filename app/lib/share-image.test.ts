import { describe, expect, it } from "vitest";
import { renderShareCardSvg } from "./bottle-svg";
import { bottleSvgPath, SHARE_CARD, shareImageFor } from "./share-image";

describe("shareImageFor", () => {
  it("offers the PNG card for the fragrance's own generated bottle when PNGs can be rendered", () => {
    expect(shareImageFor({ id: 7, imageUrl: bottleSvgPath(7), canRenderPng: true })).toEqual({
      url: "/images/fragrances/7/share.png",
      type: "image/png",
      width: 1200,
      height: 630,
    });
  });

  it("falls back to the SVG where PNGs cannot be rendered", () => {
    expect(shareImageFor({ id: 7, imageUrl: bottleSvgPath(7), canRenderPng: false })).toEqual({
      url: "/images/fragrances/7/bottle.svg",
      type: "image/svg+xml",
      width: 600,
      height: 600,
    });
  });

  it("offers the PNG card for the fragrance's own uploaded photo, else the photo itself", () => {
    const photo = "/images/fragrances/7/photo-abcdef12-800.webp";
    expect(shareImageFor({ id: 7, imageUrl: photo, canRenderPng: true })).toEqual({ url: "/images/fragrances/7/share.png", type: "image/png", width: 1200, height: 630 });
    expect(shareImageFor({ id: 7, imageUrl: photo, canRenderPng: false })).toEqual({ url: photo, type: "image/webp", width: 800, height: 800 });
    expect(shareImageFor({ id: 8, imageUrl: photo, canRenderPng: true })).toEqual({ url: photo });
  });

  it("passes any other image on unchanged, with nothing claimed about it", () => {
    expect(shareImageFor({ id: 7, imageUrl: "https://cdn.example.com/photo.jpg", canRenderPng: true })).toEqual({
      url: "https://cdn.example.com/photo.jpg",
    });
    expect(shareImageFor({ id: 7, imageUrl: bottleSvgPath(8), canRenderPng: true })).toEqual({ url: bottleSvgPath(8) });
  });

  it("draws the card at the size the meta tags announce", () => {
    const svg = renderShareCardSvg({ name: "Open Range", gender: "male", topNotes: ["Bergamot"], middleNotes: ["Lavender"], baseNotes: ["Cedar"] });
    expect(svg).toContain(`viewBox="0 0 ${SHARE_CARD.width} ${SHARE_CARD.height}" width="${SHARE_CARD.width}" height="${SHARE_CARD.height}"`);
  });
});
