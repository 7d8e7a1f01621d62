import { describe, expect, it } from "vitest";
import { smallImageUrl } from "./fragrance-image";

describe("smallImageUrl", () => {
  it("asks the generated bottle for its initials", () => {
    expect(smallImageUrl("/images/fragrances/12/bottle.svg")).toBe("/images/fragrances/12/bottle.svg?label=monogram");
  });

  it("shows an uploaded photo at its 400 px size", () => {
    expect(smallImageUrl("/images/fragrances/12/photo-abcdef12-800.webp")).toBe("/images/fragrances/12/photo-abcdef12-400.webp");
  });

  it("leaves any other picture as it is", () => {
    for (const url of [
      "/images/fragrances/12/share.png",
      "/images/fragrances/12/bottle.svg?label=monogram",
      "/uploads/velvet-oud.webp",
      "https://example.com/images/fragrances/12/bottle.svg",
    ]) {
      expect(smallImageUrl(url)).toBe(url);
    }
  });
});
