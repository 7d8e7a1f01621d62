import { describe, expect, it } from "vitest";
import { monogram } from "./bottle-label-text";
import { fnv1a, renderBottleSvg, renderShareCardSvg, type BottleInput } from "./bottle-svg";

const marine: BottleInput = {
  name: "Ocean Mist",
  gender: "male",
  topNotes: ["Sea Salt", "Bergamot"],
  middleNotes: ["Marine Accord", "Sea Spray"],
  baseNotes: ["Aquatic Notes", "Ocean Water"],
};

const oud: BottleInput = {
  ...marine,
  topNotes: ["Saffron"],
  middleNotes: ["Leather", "Tobacco"],
  baseNotes: ["Oud", "Incense"],
};

/** Comma-joined stop colours of the liquid gradient (id ends with "l"). */
function liquidColours(svg: string): string {
  const m = /<linearGradient id="b[0-9a-z]+l">(.*?)<\/linearGradient>/.exec(svg);
  expect(m).not.toBeNull();
  return [...(m?.[1] ?? "").matchAll(/stop-color="(#[0-9a-f]{6})"/g)].map((x) => x[1]).join(",");
}

/** Minimal well-formedness check: tags balance, attributes quoted, no raw `&`. */
function assertWellFormed(svg: string): void {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg.endsWith("</svg>")).toBe(true);
  // Every & starts an entity.
  expect(/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i.test(svg)).toBe(false);
  const stack: string[] = [];
  const tagRe = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let last = 0;
  for (let m = tagRe.exec(svg); m; m = tagRe.exec(svg)) {
    // Text between tags must not contain stray angle brackets.
    expect(svg.slice(last, m.index)).not.toMatch(/[<>]/);
    last = tagRe.lastIndex;
    const [, close, tag, , selfClose] = m;
    if (close) expect(stack.pop()).toBe(tag);
    else if (!selfClose) stack.push(tag ?? "");
  }
  expect(last).toBe(svg.length);
  expect(stack).toEqual([]);
}

describe("renderBottleSvg", () => {
  it("is deterministic", () => {
    expect(renderBottleSvg(marine)).toBe(renderBottleSvg({ ...marine, topNotes: [...marine.topNotes] }));
    expect(fnv1a("Ocean Mist")).toBe(fnv1a("Ocean Mist"));
    expect(fnv1a("")).toBe(0x811c9dc5);
  });

  it("produces different SVGs (and id prefixes) for different names", () => {
    const a = renderBottleSvg(marine);
    const b = renderBottleSvg({ ...marine, name: "Ocean Mist II" });
    expect(a).not.toBe(b);
    const idA = /id="(b[0-9a-z]+)t"/.exec(a)?.[1];
    const idB = /id="(b[0-9a-z]+)t"/.exec(b)?.[1];
    expect(idA).toBeTruthy();
    expect(idA).not.toBe(idB);
    // All ids in a document share the per-name prefix.
    for (const [, id] of a.matchAll(/id="([^"]+)"/g)) expect(id?.startsWith(idA ?? "?")).toBe(true);
  });

  it("XML-escapes the name", () => {
    const svg = renderBottleSvg({ ...marine, name: `A & B <C> "q" 'x'` });
    expect(svg).toContain("A &amp; B &lt;C&gt; &quot;q&quot; &apos;x&apos;");
    expect(svg).not.toContain("<C>");
    expect(svg).toMatch(/<title id="[^"]+">A &amp; B &lt;C&gt;/);
    assertWellFormed(svg);
  });

  it("has the expected document shell", () => {
    const svg = renderBottleSvg(marine);
    expect(svg).toContain('viewBox="0 0 600 600"');
    expect(svg).toContain('width="600" height="600"');
    expect(svg).toContain('role="img"');
    expect(svg).toContain("<title");
    expect(svg.length).toBeLessThan(5200);
  });

  it("lets the notes drive the liquid colour", () => {
    const m = liquidColours(renderBottleSvg(marine));
    const o = liquidColours(renderBottleSvg(oud));
    expect(m).not.toBe(o);
    // Marine reads blue (b > r), oud reads warm/deep (r > b).
    const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    const [mr = 0, , mb = 0] = rgb(m.split(",")[1] ?? "");
    const [or = 0, , ob = 0] = rgb(o.split(",")[1] ?? "");
    expect(mb).toBeGreaterThan(mr);
    expect(or).toBeGreaterThan(ob);
  });

  it("falls back per gender when no notes match", () => {
    const base = { name: "Plain", topNotes: [], middleNotes: [], baseNotes: [] } as const;
    const male = liquidColours(renderBottleSvg({ ...base, gender: "male" }));
    const female = liquidColours(renderBottleSvg({ ...base, gender: "female" }));
    expect(male).not.toBe(female);
  });

  it("stays well-formed for awkward names", () => {
    for (const name of [
      "",
      "X",
      "Supercalifragilisticexpialidocious",
      "Une Très Longue Promenade Nocturne Dans Les Jardins Secrets De Versailles",
      "Rose & Oud <Édition> 'Privée'",
    ]) {
      const svg = renderBottleSvg({ ...oud, name });
      assertWellFormed(svg);
      expect(svg).not.toMatch(/NaN|undefined/);
    }
  });

  it("draws the share card: the same bottle centred on a wider backdrop", () => {
    for (const name of ["Ocean Mist", "Rose & Oud", "Plain", "Noir", "Amber Dusk"]) {
      const square = renderBottleSvg({ ...marine, name });
      const card = renderShareCardSvg({ ...marine, name });
      assertWellFormed(card);
      expect(card).toContain('viewBox="0 0 1200 630" width="1200" height="630"');
      // The bottle keeps its 600x600 drawing, moved to the middle of the card.
      expect(card).toContain('<g transform="translate(300 15)">');
      expect(square).not.toContain("transform=");
      expect(liquidColours(card)).toBe(liquidColours(square));
      expect(card).not.toMatch(/NaN|undefined/);
    }
  });

  it("draws a few glass silhouettes, so neighbouring bottles differ in outline", () => {
    const outlines = new Set<string>();
    for (const name of ["Velvet Oud", "Ocean Mist", "Rose Petal Dream", "Citrus Bloom", "Amber Nights", "Green Fig", "Noir", "Plain"]) {
      const svg = renderBottleSvg({ ...marine, name });
      // The glass body's outline stroke carries its width and corner radius.
      const outline = /<rect x="[\d.]+" y="216.5" width="([\d.]+)" height="([\d.]+)" rx="([\d.]+)" fill="none"/.exec(svg);
      expect(outline).not.toBeNull();
      outlines.add(outline!.slice(1).join("x"));
    }
    expect(outlines.size).toBe(3);
  });

  it("prints initials, large, for cards; no name and no small print", () => {
    const svg = renderBottleSvg({ ...marine, name: "Rose Petal Dream" }, undefined, "monogram");
    assertWellFormed(svg);
    expect(svg).not.toContain("PARFUM OIL");
    expect(svg).toMatch(/>RP<\/tspan>/);
    const size = Number(/<text font-size="(\d+)">/.exec(svg)?.[1]);
    // At 170 px on a phone a 600 px drawing shrinks 3.5×: 38 px of type stays about 11 px high.
    expect(size).toBeGreaterThanOrEqual(38);
    // The accessible name still says which fragrance it is.
    expect(svg).toContain("<title");
    expect(svg).toContain("Rose Petal Dream, 10 ml roll-on perfume oil");
  });
});

describe("monogram", () => {
  it("takes the first letters of the first two words", () => {
    expect(monogram("Velvet Oud")).toBe("VO");
    expect(monogram("rose petal dream")).toBe("RP");
    expect(monogram("Noir")).toBe("N");
    expect(monogram("  Élan & Co ")).toBe("ÉC");
    expect(monogram("")).toBe("O");
  });
});
