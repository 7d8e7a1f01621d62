// Colorado's combined local sales tax rates for the Denver metro, by 5-digit
// ZIP (issue 39). The shop is in Denver, and Colorado taxes a delivery at the
// rate of the place it is delivered to: state 2.9 % + RTD 1 % + Scientific and
// Cultural Facilities District 0.1 % + the county's and the city's rates.
//
// Source: the combined rates as published by the Colorado Department of
// Revenue, DR 1002 (Colorado Sales/Use Tax Rates), for 2026, and the cities'
// own rate pages. This is data an operator updates: DR 1002 is reissued every
// January and July, and a changed rate is one number below. Production
// computes tax with Stripe Tax, which looks up the exact address; this table
// serves the embedded provider (development, tests, a shop without Stripe).
//
// A ZIP maps to one city. ZIPs that cross a city or a county line in earnest
// are left out on purpose (Aurora's 80010/80011 straddle Adams and Arapahoe at
// Colfax; the "Englewood" ZIPs 80111/80112 are Greenwood Village and
// Centennial; 80221 is mostly unincorporated Adams County): a ZIP not listed
// is taxed at the state rate alone, which an operator fixes by adding it.

export type LocalRate = { ratePpm: number; jurisdiction: string };

type City = LocalRate & { zips: readonly string[] };

/** Each city with its combined rate (parts per million) and the ZIPs that are, nearly all, inside it. */
export const DENVER_METRO_CITIES: readonly City[] = [
  {
    // City and county of Denver: 2.9 + 1.1 + Denver 4.81.
    jurisdiction: "Denver, CO",
    ratePpm: 88_100,
    zips: [
      "80201", "80202", "80203", "80204", "80205", "80206", "80207", "80208", "80209", "80210", "80211",
      "80212", "80216", "80217", "80218", "80219", "80220", "80222", "80223", "80224", "80230", "80231",
      "80235", "80236", "80237", "80238", "80239", "80246", "80247", "80248", "80249", "80264", "80290",
      "80293", "80294",
    ],
  },
  // Aurora in Arapahoe County: 2.9 + 1.1 + Arapahoe 0.25 + Aurora 3.75.
  { jurisdiction: "Aurora, CO", ratePpm: 80_000, zips: ["80012", "80013", "80017"] },
  // Aurora in Adams County (the Anschutz Medical Campus): 2.9 + 1.1 + Adams 0.75 + Aurora 3.75.
  { jurisdiction: "Aurora, CO", ratePpm: 85_000, zips: ["80045"] },
  // Jefferson County: 2.9 + 1.1 + Jefferson 0.5 + Lakewood 3.0.
  { jurisdiction: "Lakewood, CO", ratePpm: 75_000, zips: ["80226", "80228"] },
  // Arapahoe County: 2.9 + 1.1 + 0.25 + Englewood 3.8 (since 2023).
  { jurisdiction: "Englewood, CO", ratePpm: 80_500, zips: ["80110"] },
  // Arapahoe County: 2.9 + 1.1 + 0.25 + Littleton 3.75 (since 2022).
  { jurisdiction: "Littleton, CO", ratePpm: 80_000, zips: ["80120"] },
  // Jefferson County: 2.9 + 1.1 + 0.5 + Arvada 3.46.
  { jurisdiction: "Arvada, CO", ratePpm: 79_600, zips: ["80004", "80007"] },
  // Adams County: 2.9 + 1.1 + 0.75 + Westminster 3.85.
  { jurisdiction: "Westminster, CO", ratePpm: 86_000, zips: ["80030"] },
  // Adams County: 2.9 + 1.1 + 0.75 + Thornton 3.75.
  { jurisdiction: "Thornton, CO", ratePpm: 85_000, zips: ["80241"] },
  // Boulder County: 2.9 + 1.1 + Boulder County 1.185 + Boulder 3.86.
  { jurisdiction: "Boulder, CO", ratePpm: 90_450, zips: ["80302", "80303", "80304", "80305"] },
  // Arapahoe County: 2.9 + 1.1 + 0.25 + Centennial 2.5.
  { jurisdiction: "Centennial, CO", ratePpm: 67_500, zips: ["80122"] },
  // Jefferson County: 2.9 + 1.1 + 0.5 + Golden 3.0.
  { jurisdiction: "Golden, CO", ratePpm: 75_000, zips: ["80401"] },
  // Jefferson County: 2.9 + 1.1 + 0.5 + Wheat Ridge 3.5 (the 2016 "2E" increase, through 2028).
  { jurisdiction: "Wheat Ridge, CO", ratePpm: 80_000, zips: ["80033", "80034"] },
  // Adams County: 2.9 + 1.1 + 0.75 + Commerce City 4.5.
  { jurisdiction: "Commerce City, CO", ratePpm: 92_500, zips: ["80022", "80037"] },
];

/** ZIP → its city's combined rate. */
export const COLORADO_LOCAL_RATES: ReadonlyMap<string, LocalRate> = new Map(
  DENVER_METRO_CITIES.flatMap(({ jurisdiction, ratePpm, zips }) => zips.map((zip) => [zip, { ratePpm, jurisdiction }] as const)),
);
