import { describe, expect, it } from "vitest";
import { seedFragrances } from "../../db/seed/catalogue";
import { KNOWN_DESIGNERS, brandFromInspiration } from "./brands";

describe("brandFromInspiration", () => {
  it("returns null for a missing or empty inspiration", () => {
    expect(brandFromInspiration(null)).toBeNull();
    expect(brandFromInspiration(undefined)).toBeNull();
    expect(brandFromInspiration("")).toBeNull();
    expect(brandFromInspiration("   \t ")).toBeNull();
  });

  it("finds single-word designers", () => {
    expect(brandFromInspiration("Dior Sauvage")).toBe("Dior");
    expect(brandFromInspiration("Chanel Coco Mademoiselle")).toBe("Chanel");
    expect(brandFromInspiration("Creed Aventus")).toBe("Creed");
  });

  it("finds multi-word designers", () => {
    expect(brandFromInspiration("Yves Saint Laurent Black Opium")).toBe("Yves Saint Laurent");
    expect(brandFromInspiration("Maison Francis Kurkdjian Baccarat Rouge 540")).toBe("Maison Francis Kurkdjian");
    expect(brandFromInspiration("Tom Ford Tobacco Vanille")).toBe("Tom Ford");
    expect(brandFromInspiration("Jo Malone Wood Sage & Sea Salt")).toBe("Jo Malone");
    expect(brandFromInspiration("Dolce & Gabbana Light Blue")).toBe("Dolce & Gabbana");
    expect(brandFromInspiration("Viktor & Rolf Flowerbomb")).toBe("Viktor & Rolf");
    expect(brandFromInspiration("Parfums de Marly Layton")).toBe("Parfums de Marly");
  });

  it("prefers the longest known designer", () => {
    // "Maison Francis Kurkdjian" and "Maison Margiela" share the word "Maison".
    expect(brandFromInspiration("Maison Margiela Replica Jazz Club")).toBe("Maison Margiela");
    // "Giorgio Armani" is longer than a match on the first word alone.
    expect(brandFromInspiration("Giorgio Armani Acqua di Gio")).toBe("Giorgio Armani");
    // "Jo Malone London" wins over "Jo Malone" when the text says so.
    expect(brandFromInspiration("Jo Malone London Peony & Blush Suede")).toBe("Jo Malone London");
    expect(brandFromInspiration("Initio Parfums Privés Side Effect")).toBe("Initio Parfums Privés");
  });

  it("is case-insensitive and returns the canonical spelling", () => {
    expect(brandFromInspiration("DIOR SAUVAGE")).toBe("Dior");
    expect(brandFromInspiration("yves saint laurent libre")).toBe("Yves Saint Laurent");
    expect(brandFromInspiration("maison FRANCIS kurkdjian Grand Soir")).toBe("Maison Francis Kurkdjian");
  });

  it("ignores accents and extra whitespace when matching", () => {
    expect(brandFromInspiration("Lancome La Vie Est Belle")).toBe("Lancôme");
    expect(brandFromInspiration("Hermes Terre d'Hermès")).toBe("Hermès");
    expect(brandFromInspiration("  Tom   Ford  Oud Wood ")).toBe("Tom Ford");
  });

  it("matches a designer that is the whole inspiration", () => {
    expect(brandFromInspiration("Chanel")).toBe("Chanel");
    expect(brandFromInspiration("Jean Paul Gaultier")).toBe("Jean Paul Gaultier");
  });

  it("only matches at a word boundary", () => {
    expect(brandFromInspiration("Diorama Blue")).toBe("Diorama");
    expect(brandFromInspiration("Chanelle Rouge")).toBe("Chanelle");
    expect(brandFromInspiration("Tom Fordham Noir")).toBe("Tom");
    expect(brandFromInspiration("Creedence Water")).toBe("Creedence");
  });

  it("falls back to the first word of the trimmed inspiration", () => {
    expect(brandFromInspiration("Zara Red Vanilla")).toBe("Zara");
    expect(brandFromInspiration("  Lattafa-ish Khamrah  ")).toBe("Lattafa-ish");
    expect(brandFromInspiration("Unknown")).toBe("Unknown");
  });
});

describe("KNOWN_DESIGNERS", () => {
  it("has no duplicates and no blank names", () => {
    const lowered = KNOWN_DESIGNERS.map((name) => name.toLowerCase());
    expect(new Set(lowered).size).toBe(KNOWN_DESIGNERS.length);
    for (const name of KNOWN_DESIGNERS) expect(name.trim()).toBe(name);
    for (const name of KNOWN_DESIGNERS) expect(name.length).toBeGreaterThan(0);
  });

  it("maps every known designer to itself", () => {
    for (const name of KNOWN_DESIGNERS) expect(brandFromInspiration(`${name} Something`)).toBe(name);
  });

  it("covers every designer used in the seed catalogue", () => {
    const known = new Set(KNOWN_DESIGNERS);
    const unresolved = seedFragrances
      .map((item) => ({ inspiration: item.inspiration, brand: brandFromInspiration(item.inspiration) }))
      .filter(({ brand }) => brand === null || !known.has(brand));
    expect(unresolved).toEqual([]);
  });
});
