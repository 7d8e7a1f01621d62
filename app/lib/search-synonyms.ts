// Fragrance words that shoppers use for the same thing. Data, not code: add a
// group (or a word to a group) and every search entry point picks it up. Each
// group is symmetric: a query word found in a group also matches every other
// member. Members may be phrases ("orange blossom"). Keep groups narrow: a
// synonym can only add results, and a loose one adds noise at the top.

export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ["oud", "agarwood", "oudh", "aoud"],
  ["orange blossom", "neroli", "fleur d'oranger"],
  ["musk", "musky", "musc"],
  ["vanilla", "vanille"],
  ["aquatic", "marine", "ocean", "oceanic", "sea salt", "seaweed"],
  ["leather", "leathery", "suede"],
  ["bergamot", "bergamotte"],
  ["amber", "ambre", "ambery"],
  ["jasmine", "jasmin"],
  ["patchouli", "patchouly"],
  ["sandalwood", "santal"],
  ["incense", "frankincense", "olibanum"],
  ["lily-of-the-valley", "lily of the valley", "muguet"],
  ["iris", "orris"],
  ["tonka", "tonka bean", "coumarin"],
  ["vetiver", "vetyver"],
  ["cardamom", "cardamon"],
  ["coffee", "espresso"],
  ["cocoa", "cacao", "chocolate"],
  ["tobacco", "pipe"],
  ["woody", "wood", "woods"],
  ["smoky", "smoke", "smoked"],
  ["spicy", "spice", "spices", "spiced"],
  ["fruity", "fruit", "fruits"],
  ["powdery", "powder"],
  ["floral", "flower", "flowers"],
  ["citrus", "citrusy", "citrusey"],
  ["cologne", "eau de cologne"],
];

const BY_MEMBER = new Map<string, readonly string[]>();
for (const group of SYNONYM_GROUPS) {
  for (const member of group) BY_MEMBER.set(member, [...(BY_MEMBER.get(member) ?? []), ...group.filter((other) => other !== member)]);
}

/** The other members of every group holding this word or phrase (lower case). */
export function synonymsOf(term: string): readonly string[] {
  return BY_MEMBER.get(term) ?? [];
}

/** Phrases of several words that appear in the groups, longest first. */
export const SYNONYM_PHRASES: readonly string[][] = [...BY_MEMBER.keys()]
  .filter((member) => member.includes(" "))
  .map((member) => member.split(" "))
  .sort((a, b) => b.length - a.length);

/** Every single word the groups know, so a typo can be corrected to one. */
export const SYNONYM_WORDS: readonly string[] = [...new Set([...BY_MEMBER.keys()].flatMap((member) => member.split(/[\s-]+/)))].filter(
  (word) => word.length >= 3,
);
