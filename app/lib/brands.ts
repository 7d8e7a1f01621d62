/**
 * Designer (house) names as they are written at the start of an inspiration
 * string, e.g. "Maison Francis Kurkdjian Baccarat Rouge 540". The brand filter
 * groups fragrances by the designer found here; when none matches, the first
 * word of the inspiration is used instead.
 *
 * Pure module: no imports from the app, safe on the server and in the browser.
 */
export const KNOWN_DESIGNERS: readonly string[] = Object.freeze([
  "Acqua di Parma",
  "Alexander McQueen",
  "Amouage",
  "Ariana Grande",
  "Armaf",
  "Armani",
  "Azzaro",
  "Balenciaga",
  "Billie Eilish",
  "Bond No. 9",
  "Boss",
  "Bottega Veneta",
  "Burberry",
  "Bvlgari",
  "By Kilian",
  "Byredo",
  "Cacharel",
  "Calvin Klein",
  "Carolina Herrera",
  "Cartier",
  "Celine",
  "Chanel",
  "Chloé",
  "Christian Dior",
  "Clean",
  "Clinique",
  "Clive Christian",
  "Coach",
  "Comme des Garçons",
  "Creed",
  "Davidoff",
  "Dior",
  "Diptyque",
  "Dolce & Gabbana",
  "DSquared2",
  "Elizabeth Arden",
  "Ellis Brooklyn",
  "Escentric Molecules",
  "Estée Lauder",
  "Ex Nihilo",
  "Frédéric Malle",
  "Giorgio Armani",
  "Givenchy",
  "Glossier",
  "Gucci",
  "Guerlain",
  "Hermès",
  "Hugo Boss",
  "Initio",
  "Initio Parfums Privés",
  "Issey Miyake",
  "Jean Paul Gaultier",
  "Jimmy Choo",
  "Jo Malone",
  "Jo Malone London",
  "Juliette Has a Gun",
  "Kayali",
  "Kenzo",
  "Kilian",
  "L'Artisan Parfumeur",
  "Lacoste",
  "Lancôme",
  "Lattafa",
  "Le Labo",
  "Loewe",
  "Louis Vuitton",
  "Maison Francis Kurkdjian",
  "Maison Margiela",
  "Maison Martin Margiela",
  "Mancera",
  "Marc Jacobs",
  "Memo Paris",
  "Michael Kors",
  "Miu Miu",
  "Montale",
  "Montblanc",
  "Moschino",
  "Mugler",
  "Narciso Rodriguez",
  "Nasomatto",
  "Nina Ricci",
  "Nishane",
  "Paco Rabanne",
  "Parfums de Marly",
  "Penhaligon's",
  "Prada",
  "Rabanne",
  "Ralph Lauren",
  "Rochas",
  "Roja Parfums",
  "Salvatore Ferragamo",
  "Serge Lutens",
  "Sol de Janeiro",
  "Stella McCartney",
  "Thierry Mugler",
  "Tiziana Terenzi",
  "Tom Ford",
  "Tommy Hilfiger",
  "Valentino",
  "Van Cleef & Arpels",
  "Versace",
  "Viktor & Rolf",
  "Xerjoff",
  "Yves Saint Laurent",
  "YSL",
  "Zadig & Voltaire",
]);

/**
 * Comparison form: accents dropped ("Hermès" ~ "Hermes"), lower case, runs of
 * whitespace collapsed to one space, trimmed.
 */
function comparable(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

type DesignerKey = { key: string; canonical: string };

/** Longest first, so "Maison Francis Kurkdjian" wins over a shorter prefix. */
const DESIGNER_KEYS: readonly DesignerKey[] = KNOWN_DESIGNERS.map((canonical) => ({
  key: comparable(canonical),
  canonical,
}))
  .filter((entry) => entry.key.length > 0)
  .sort((a, b) => b.key.length - a.key.length);

/**
 * The designer of an inspiration string: the longest known designer name the
 * text starts with (case- and accent-insensitive, ending at the end of the text
 * or at a space), in its KNOWN_DESIGNERS spelling; otherwise the first word.
 * Empty or missing inspiration gives null.
 */
export function brandFromInspiration(inspiration: string | null | undefined): string | null {
  if (inspiration == null) return null;
  const trimmed = inspiration.trim();
  if (!trimmed) return null;

  const text = comparable(trimmed);
  for (const { key, canonical } of DESIGNER_KEYS) {
    if (text.startsWith(key) && (text.length === key.length || text[key.length] === " ")) {
      return canonical;
    }
  }
  return trimmed.split(/\s+/)[0] ?? null;
}
