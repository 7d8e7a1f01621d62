// Which state a ZIP code belongs to, by its first three digits (USPS's prefix
// ranges), so a State field can be checked against its ZIP (issue 39) and tax
// found for an address. Apart from ./us-states so the checkout page's State
// list does not carry the table (it loads with the form's validation).
import type { StateCode } from "./us-states";

// [first prefix, last prefix, state]: the three-digit ZIP prefixes each state
// holds. Prefixes not listed (territories, military mail, unused ones) belong
// to no state the shop ships to. 005 (Holtsville, NY) and 733 (Austin, TX) sit
// apart from the rest of their state's numbers, so they have rows of their own.
const ZIP_PREFIXES: readonly (readonly [number, number, StateCode])[] = [
  [5, 5, "NY"], [10, 27, "MA"], [28, 29, "RI"], [30, 38, "NH"], [39, 49, "ME"], [50, 54, "VT"], [55, 55, "MA"],
  [56, 59, "VT"], [60, 69, "CT"], [70, 89, "NJ"], [100, 149, "NY"], [150, 196, "PA"], [197, 199, "DE"],
  [200, 200, "DC"], [201, 201, "VA"], [202, 205, "DC"], [206, 219, "MD"], [220, 246, "VA"], [247, 268, "WV"],
  [270, 289, "NC"], [290, 299, "SC"], [300, 319, "GA"], [320, 339, "FL"], [341, 349, "FL"], [350, 369, "AL"],
  [370, 385, "TN"], [386, 397, "MS"], [398, 399, "GA"], [400, 427, "KY"], [430, 459, "OH"], [460, 479, "IN"],
  [480, 499, "MI"], [500, 528, "IA"], [530, 549, "WI"], [550, 567, "MN"], [569, 569, "DC"], [570, 577, "SD"],
  [580, 588, "ND"], [590, 599, "MT"], [600, 629, "IL"], [630, 658, "MO"], [660, 679, "KS"], [680, 693, "NE"],
  [700, 714, "LA"], [716, 729, "AR"], [730, 732, "OK"], [733, 733, "TX"], [734, 749, "OK"], [750, 799, "TX"],
  [800, 816, "CO"], [820, 831, "WY"], [832, 838, "ID"], [840, 847, "UT"], [850, 865, "AZ"], [870, 884, "NM"],
  [885, 885, "TX"], [889, 898, "NV"], [900, 961, "CA"], [967, 968, "HI"], [970, 979, "OR"], [980, 994, "WA"],
  [995, 999, "AK"],
];

/** The state a ZIP code ("80202" or "80202-1234") belongs to, or null when it belongs to none the shop ships to. */
export function stateOfZip(zip: string): StateCode | null {
  const match = /^(\d{3})\d{2}(?:-\d{4})?$/.exec(zip.trim());
  if (!match) return null;
  const prefix = Number(match[1]);
  return ZIP_PREFIXES.find(([first, last]) => prefix >= first && prefix <= last)?.[2] ?? null;
}
