/**
 * Deterministic SVG "product shot" of a 10 ml glass roll-on bottle.
 *
 * Pure and isomorphic: no Node APIs, no randomness. Safe to run in the
 * browser, Node and Cloudflare Workers. Same input → same string.
 */

import { FONT, layoutName, monogram, textWidth } from "./bottle-label-text";
import { SHARE_CARD } from "./share-image";

export type BottleInput = {
  name: string;
  gender: "male" | "female" | "unisex";
  topNotes: readonly string[];
  middleNotes: readonly string[];
  baseNotes: readonly string[];
};

/** [light, deep] colour pair for an olfactive family. */
type Pair = readonly [string, string];

const FAMILIES: ReadonlyArray<{ keys: readonly string[]; pair: Pair }> = [
  { keys: ["citrus", "lemon", "bergamot", "orange", "mandarin", "grapefruit", "lime", "yuzu", "neroli"], pair: ["#f1dc94", "#bf9a2e"] },
  { keys: ["marine", "sea", "salt", "aquatic", "ocean", "water", "ozon", "rain"], pair: ["#b4d0dc", "#2f6680"] },
  { keys: ["rose", "peony", "floral", "jasmine", "tuberose", "magnolia", "orchid", "gardenia", "ylang"], pair: ["#efc9cc", "#a9566a"] },
  { keys: ["lavender", "iris", "violet", "lilac", "orris", "heliotrope"], pair: ["#d6cbe6", "#6f5a94"] },
  { keys: ["vanilla", "amber", "tonka", "caramel", "praline", "honey", "benzoin", "labdanum"], pair: ["#efc987", "#a8631e"] },
  { keys: ["oud", "agarwood", "leather", "tobacco", "incense", "smoke", "myrrh", "frankincense"], pair: ["#a4644f", "#4a1c1c"] },
  { keys: ["vetiver", "green", "tea", "fig", "mint", "basil", "grass", "moss", "rosemary", "galbanum"], pair: ["#c9d8aa", "#566f38"] },
  { keys: ["wood", "sandalwood", "cedar", "guaiac", "cashmere", "patchouli", "birch"], pair: ["#e2c8a2", "#8f6440"] },
  { keys: ["musk", "white", "cotton", "powder", "aldehyde", "linen"], pair: ["#f3eadb", "#c2ab8a"] },
  { keys: ["cherry", "berry", "raspberry", "strawberry", "plum", "blackcurrant", "cassis", "pomegranate"], pair: ["#e9a6ac", "#8e2234"] },
  { keys: ["pepper", "cardamom", "saffron", "cinnamon", "clove", "ginger", "spice"], pair: ["#e7b17c", "#9a4d26"] },
];

/** Gender fallbacks: [background accent family, liquid family] indices. */
const FALLBACK: Record<BottleInput["gender"], readonly [number, number]> = {
  male: [1, 7],
  female: [2, 2],
  unisex: [8, 4],
};

/** Metal gradients: dark edge, light, mid, specular, dark edge. */
const METALS: ReadonlyArray<readonly string[]> = [
  ["#6e5326", "#e9d39a", "#a88446", "#fff3cf", "#5c4420"], // gold
  ["#5d6064", "#e6e8ea", "#9a9ea3", "#ffffff", "#4a4d51"], // silver
  ["#7a4d3d", "#f0c8b4", "#b07b66", "#fff0e6", "#613b2f"], // rose gold
  ["#1c1c1e", "#6a6a6e", "#2e2e31", "#9a9aa0", "#121214"], // gunmetal
];

/** 32-bit FNV-1a hash. */
export function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) =>
    c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : c === '"' ? "&quot;" : "&apos;",
  );
}

function mix(a: string, b: string, t: number): string {
  const p = (c: string, i: number) => parseInt(c.slice(1 + i * 2, 3 + i * 2), 16);
  let out = "#";
  for (let i = 0; i < 3; i++) {
    const v = Math.round(p(a, i) * (1 - t) + p(b, i) * t);
    out += v.toString(16).padStart(2, "0");
  }
  return out;
}

/** Weighted family scores; per note the longest matching keyword wins. */
function score(notes: readonly string[], w: number, acc: number[]): void {
  for (const raw of notes) {
    const n = raw.toLowerCase();
    let best = -1;
    let len = 0;
    FAMILIES.forEach((f, i) => {
      for (const k of f.keys) if (k.length > len && n.includes(k)) { best = i; len = k.length; }
    });
    if (best >= 0) acc[best] = (acc[best] ?? 0) + w;
  }
}

/** Colour pair for a note set: dominant family, tinted 30% by the runner-up. */
function pick(groups: ReadonlyArray<readonly [readonly string[], number]>, fb: number): Pair {
  const acc: number[] = FAMILIES.map(() => 0);
  for (const [notes, w] of groups) score(notes, w, acc);
  const order = acc.map((v, i) => [v, i] as const).filter(([v]) => v > 0).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  const pairOf = (i: number): Pair => FAMILIES[i]?.pair ?? ["#eee3d0", "#a07a4a"];
  const first = order[0];
  if (!first) return pairOf(fb);
  const a = pairOf(first[1]);
  const second = order[1];
  if (!second) return a;
  const b = pairOf(second[1]);
  return [mix(a[0], b[0], 0.3), mix(a[1], b[1], 0.3)];
}

const r = (n: number) => Math.round(n * 10) / 10;

/** Canvas size. The bottle is drawn on 600x600 and centred; the backdrop fills the frame. */
export type BottleFrame = { width: number; height: number };
const SQUARE: BottleFrame = { width: 600, height: 600 };

/**
 * How the label reads. "name": the fragrance's name, for the product page and
 * the share card, where the picture is large. "monogram": its initials in big
 * type, for cards (~170 px on a phone), where the name would shrink to an
 * unreadable 5 px and the card prints the name under the picture anyway.
 */
export type BottleLabel = "name" | "monogram";

/**
 * Glass silhouettes, picked per name so neighbouring cards differ at a glance:
 * the classic column, a slim tall vial and a rounded flask. All share the
 * collar (x 258–342), so every cap fits every glass.
 */
const GLASSES = [
  { x0: 240, w: 120, bot: 508, rx: 16 },
  { x0: 250, w: 100, bot: 520, rx: 10 },
  { x0: 226, w: 148, bot: 496, rx: 46 },
] as const;


/** The bottle centred on a 1200x630 backdrop in the fragrance's colours. */
export function renderShareCardSvg(input: BottleInput): string {
  return renderBottleSvg(input, SHARE_CARD);
}

export function renderBottleSvg(input: BottleInput, frame: BottleFrame = SQUARE, label: BottleLabel = "name"): string {
  const h = fnv1a(input.name);
  const id = `b${h.toString(36)}`;
  const [fbBg, fbLiq] = FALLBACK[input.gender] ?? FALLBACK.unisex;
  const bg = pick([[input.topNotes, 1]], fbBg);
  const liq = pick([[input.middleNotes, 1], [input.baseNotes, 1.25]], fbLiq);

  // Deterministic per-name variations.
  const cap = h % 3;
  const labelShape = (h >>> 3) % 3;
  const pattern = (h >>> 6) % 3;
  const metal = METALS[(h >>> 9) % METALS.length] ?? METALS[0] ?? [];
  const darkLabel = (h >>> 12) % 4 === 0;
  const ang = ((h >>> 14) % 360) * (Math.PI / 180);
  const glass = GLASSES[(h >>> 23) % GLASSES.length] ?? GLASSES[0];
  const gx = r(50 + 50 * Math.cos(ang));
  const gy = r(50 + 50 * Math.sin(ang));

  const bgA = mix(bg[0], "#fbf9f6", 0.6);
  const bgB = mix(mix(bg[0], bg[1], 0.2), "#d8d3cb", 0.45);
  // A dark label is printed in its cap's metal, except gunmetal, which would vanish on it.
  const ink = darkLabel ? (metal === METALS[3] ? "#e4ddd0" : (metal[1] ?? "#e9d39a")) : "#2a2420";
  const paper = darkLabel ? "#1e1c1b" : "#f8f5ee";
  const u = (k: string) => `url(#${id}${k})`;

  // Geometry (bottle centred on x=300).
  const { x0, w, bot, rx } = glass;
  const top = 216, lvl = 256;
  const innerRx = Math.max(8, rx - 6);
  const capTop = cap === 0 ? 76 : cap === 1 ? 92 : 82;
  const capW = cap === 1 ? 108 : 96;
  const capX = 300 - capW / 2;
  const capH = 210 - capTop;

  // Frame: backdrop size and where the 600x600 bottle drawing sits in it.
  const W = frame.width, H = frame.height;
  const dx = (W - 600) / 2, dy = (H - 600) / 2;
  const cx0 = dx + 300, cy0 = dy + 330;

  let pat = "";
  if (pattern === 0) {
    const cx = h & 1 ? W : 0;
    // 7 rings on the square; a wider frame gets more so they reach across it.
    for (let i = 1; i <= Math.round(W / 86); i++) pat += `<circle cx="${cx}" cy="0" r="${i * 84}"/>`;
    pat = `<g fill="none" stroke="${bg[1]}" stroke-opacity=".13">${pat}</g>`;
  } else if (pattern === 1) {
    pat = `<pattern id="${id}p" width="22" height="22" patternUnits="userSpaceOnUse"><circle cx="11" cy="11" r="1.2" fill="${bg[1]}" fill-opacity=".2"/></pattern><rect width="${W}" height="${H}" fill="${u("p")}"/>`;
  } else {
    for (let i = 0; i < 24; i++) pat += `M${cx0} ${cy0}L${r(cx0 + 900 * Math.cos((i * Math.PI) / 12))} ${r(cy0 + 900 * Math.sin((i * Math.PI) / 12))}`;
    pat = `<path d="${pat}" stroke="${bg[1]}" stroke-opacity=".045" stroke-width="8"/>`;
  }

  const capShape = (fill: string) =>
    cap === 2
      ? `<path d="M${capX} 210V${capTop + 30}C${capX} ${capTop - 6} ${capX + capW} ${capTop - 6} ${capX + capW} ${capTop + 30}V210Z" fill="${fill}"/>`
      : `<rect x="${capX}" y="${capTop}" width="${capW}" height="${capH}" rx="${cap === 0 ? 5 : 2}" fill="${fill}"/>`;
  const capDeco =
    cap === 0
      ? `<path d="M${capX + 6} ${capTop + 6}V205${Array.from({ length: 21 }, (_, i) => `M${capX + 10 + i * 4} ${capTop + 6}V205`).join("")}" stroke="#000" stroke-opacity=".14"/><rect x="${capX}" y="${capTop}" width="${capW}" height="3" rx="1.5" fill="#fff" fill-opacity=".35"/>`
      : cap === 1
        ? `<rect x="${capX}" y="186" width="${capW}" height="4" fill="#000" fill-opacity=".28"/><rect x="${capX}" y="190" width="${capW}" height="1" fill="#fff" fill-opacity=".5"/>`
        : `<ellipse cx="300" cy="${capTop + 10}" rx="${capW / 3}" ry="6" fill="#fff" fill-opacity=".25"/>`;

  const lx = x0 + 10, lw = w - 20, ly = 298, lh = Math.min(152, bot - 356);
  const labelShapeEl = (fill: string) =>
    labelShape === 2
      ? `<path d="M${lx} ${ly + lh}V${ly + 44}A${lw / 2} 44 0 0 1 ${lx + lw} ${ly + 44}V${ly + lh}Z" fill="${fill}"/>`
      : `<rect x="${lx}" y="${ly}" width="${lw}" height="${lh}" rx="${labelShape === 1 ? 10 : 1}" fill="${fill}"/>`;

  const maxW = lw - 24;
  let nameText: string;
  let fs: number;
  if (label === "monogram") {
    const letters = monogram(input.name);
    fs = letters.length > 1 ? Math.min(54, Math.floor(maxW / 1.45)) : 64;
    nameText = `<tspan x="300" y="${r(ly + lh / 2 + fs * 0.28)}">${esc(letters)}</tspan>`;
  } else {
    const laid = layoutName(input.name, maxW, 62);
    fs = laid.fs;
    const lh2 = fs * 1.18;
    const ty = 368 - ((laid.lines.length - 1) * lh2) / 2 + fs * 0.35;
    nameText = laid.lines
      .map((l, i) => {
        const fit = textWidth(l, fs) > maxW ? ` textLength="${maxW}" lengthAdjust="spacingAndGlyphs"` : "";
        return `<tspan x="300" y="${r(ty + i * lh2)}"${fit}>${esc(l)}</tspan>`;
      })
      .join("");
  }
  const small = `font-size="6" letter-spacing="1.6" fill-opacity=".7"`;

  const stops = (list: ReadonlyArray<readonly [number, string, number?]>) =>
    list.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`).join("");

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-labelledby="${id}t">` +
    `<title id="${id}t">${esc(input.name)}, 10 ml roll-on perfume oil</title><defs>` +
    `<linearGradient id="${id}g" x1="${r(100 - gx)}%" y1="${r(100 - gy)}%" x2="${gx}%" y2="${gy}%">${stops([[0, bgA], [1, bgB]])}</linearGradient>` +
    `<radialGradient id="${id}r" cx=".5" cy=".5" r=".5">${stops([[0, "#fff", 0.75], [1, "#fff", 0]])}</radialGradient>` +
    `<linearGradient id="${id}m">${stops(metal.map((c, i) => [[0, 0.3, 0.55, 0.7, 1][i] ?? 1, c] as const))}</linearGradient>` +
    `<linearGradient id="${id}l">${stops([[0, liq[1]], [0.3, liq[0]], [0.6, mix(liq[0], liq[1], 0.45)], [1, liq[1]]])}</linearGradient>` +
    `<linearGradient id="${id}v" x2="0" y2="1">${stops([[0, liq[1], 0.16], [1, liq[1], 0]])}</linearGradient>` +
    `<linearGradient id="${id}s">${stops([[0, "#000", 0.3], [0.22, "#000", 0], [0.7, "#000", 0], [1, "#000", 0.34]])}</linearGradient>` +
    `<linearGradient id="${id}h">${stops([[0.1, "#fff", 0], [0.17, "#fff", 0.85], [0.25, "#fff", 0], [0.84, "#fff", 0], [0.89, "#fff", 0.4], [0.93, "#fff", 0]])}</linearGradient>` +
    `<filter id="${id}f" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="6"/></filter>` +
    `<clipPath id="${id}c"><rect x="${x0 + 5}" y="${lvl}" width="${w - 10}" height="${bot - 18 - lvl}" rx="${innerRx}"/></clipPath></defs>` +
    // backdrop
    `<rect width="${W}" height="${H}" fill="${u("g")}"/>${pat}<ellipse cx="${cx0}" cy="${dy + 300}" rx="300" ry="290" fill="${u("r")}"/>` +
    (dx || dy ? `<g transform="translate(${dx} ${dy})">` : "") +
    `<rect x="${x0}" y="${bot + 2}" width="${w}" height="50" rx="${rx}" fill="${u("v")}"/>` +
    `<ellipse cx="322" cy="${bot - 2}" rx="120" ry="13" fill="#000" fill-opacity=".16" filter="${u("f")}"/>` +
    `<ellipse cx="300" cy="${bot - 1}" rx="${w / 2 + 2}" ry="4" fill="#000" fill-opacity=".4" filter="${u("f")}"/>` +
    // glass + oil
    `<rect x="${x0}" y="${top}" width="${w}" height="${bot - top}" rx="${rx}" fill="#fff" fill-opacity=".2"/>` +
    `<rect x="${x0}" y="${lvl}" width="${w}" height="${bot - lvl}" fill="${u("l")}" clip-path="${u("c")}"/>` +
    `<rect x="${x0 + 5}" y="${lvl}" width="${w - 10}" height="1.5" fill="#fff" fill-opacity=".6"/>` +
    `<rect x="${x0 + 4 + rx / 3}" y="${bot - 17}" width="${w - 8 - (2 * rx) / 3}" height="13" rx="6" fill="${liq[0]}" fill-opacity=".45"/>` +
    // label
    labelShapeEl(paper) +
    `<g fill="none" stroke="${ink}" stroke-opacity=".45" stroke-width=".6"><path d="M${lx + 8} ${ly + lh - 30}H${lx + lw - 8}"/><path d="M292 ${ly + (labelShape === 2 ? 26 : 20)}H308"/></g>` +
    `<g fill="${ink}" font-family="${FONT}" text-anchor="middle"><text font-size="${fs}">${nameText}</text>` +
    (label === "name" ? `<text x="300" y="${ly + lh - 38}" ${small}>PARFUM OIL</text><text x="300" y="${ly + lh - 15}" ${small}>10 ML</text>` : "") + `</g>` +
    labelShapeEl(u("s")) +
    // glass lighting
    `<rect x="${x0}" y="${top}" width="${w}" height="${bot - top}" rx="${rx}" fill="${u("s")}" fill-opacity=".7"/>` +
    `<rect x="${x0}" y="${top}" width="${w}" height="${bot - top}" rx="${rx}" fill="${u("h")}"/>` +
    `<rect x="${x0 + 0.5}" y="${top + 0.5}" width="${w - 1}" height="${bot - top - 1}" rx="${rx - 0.5}" fill="none" stroke="#3a3430" stroke-opacity=".22"/>` +
    // collar + cap
    `<rect x="258" y="204" width="84" height="18" rx="2" fill="${u("m")}"/><rect x="258" y="218" width="84" height="4" fill="#000" fill-opacity=".2"/>` +
    capShape(u("m")) + capDeco + capShape(u("h")) +
    (dx || dy ? "</g>" : "") +
    `</svg>`
  );
}
