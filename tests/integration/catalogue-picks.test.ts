import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fragrances } from "../../db/schema";
import { MOOD_SEASONS } from "../../app/lib/mood-board";
import { getBoardFragrances, listMoodRecommendations, listSeasonFragrances } from "../../app/models/mood-board.server";
import { suggestReviewProducts } from "../../app/models/review.server";
import { getFragrance } from "../../app/models/fragrance.server";
import { listRelatedFragrances } from "../../app/models/fragrance-related.server";
import { createTestDatabase } from "../support/test-server";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.cleanup());

describe("mood board picks from the catalogue", () => {
  it("finds up to 6 fragrances for every mood, each with one of the mood's keywords in its notes", async () => {
    for (const season of MOOD_SEASONS) {
      for (const mood of season.moods) {
        const picks = await listMoodRecommendations({ db: database.db, keywords: mood.keywords, limit: 6 });
        expect(picks.length, mood.label).toBeGreaterThan(0);
        expect(picks.length).toBeLessThanOrEqual(6);
        for (const pick of picks) {
          const notes = [...pick.topNotes, ...pick.middleNotes, ...pick.baseNotes].join("|").toLowerCase();
          expect(mood.keywords.some((keyword) => notes.includes(keyword)), `${mood.label}: ${pick.name}`).toBe(true);
        }
      }
    }
  });

  it("lists up to 8 of the season, Autumn being the catalogue's fall, without the mood picks", async () => {
    const moodPicks = await listMoodRecommendations({ db: database.db, keywords: ["cinnamon"], limit: 6 });
    const list = await listSeasonFragrances({ db: database.db, season: "fall", excludeIds: moodPicks.map((f) => f.id), limit: 8 });
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(8);
    for (const item of list) {
      const row = await database.db.select({ season: fragrances.season }).from(fragrances).where(eq(fragrances.id, item.id)).get();
      expect(row?.season).toBe("fall");
      expect(moodPicks.some((pick) => pick.id === item.id)).toBe(false);
    }
  });

  it("keeps the board's order and drops ids that are not in the catalogue", async () => {
    const board = await getBoardFragrances({ db: database.db, ids: [5, 999999, 2] });
    expect(board.map((f) => f.id)).toEqual([5, 2]);
  });
});

describe("review product picker", () => {
  it("suggests by name or inspiration, names starting with the text first", async () => {
    const empty = await suggestReviewProducts({ db: database.db, query: "", limit: 10 });
    expect(empty).toHaveLength(10);
    const byInspiration = await suggestReviewProducts({ db: database.db, query: "le male elixir", limit: 5 });
    expect(byInspiration.map((f) => f.name)).toContain("Honeyed Tobacco");
    const byName = await suggestReviewProducts({ db: database.db, query: "ros", limit: 5 });
    expect(byName.length).toBeLessThanOrEqual(5);
    expect(byName[0]!.name.toLowerCase().startsWith("ros")).toBe(true);
    expect(await suggestReviewProducts({ db: database.db, query: "100%_", limit: 5 })).toEqual([]);
  });
});

describe("you may also like", () => {
  it("suggests other fragrances, most notes shared first, the same audience first on a tie", async () => {
    const notesOf = (f: { topNotes: string[]; middleNotes: string[]; baseNotes: string[] }) =>
      new Set([...f.topNotes, ...f.middleNotes, ...f.baseNotes].map((note) => note.toLowerCase()));
    for (const id of [1, 2, 40, 90]) {
      const fragrance = (await getFragrance({ db: database.db, id }))!;
      const mine = notesOf(fragrance);
      const related = await listRelatedFragrances({ db: database.db, fragrance, limit: 4 });
      expect(related.length, fragrance.name).toBe(4);
      const shared = related.map((other) => [...notesOf(other)].filter((note) => mine.has(note)).length);
      expect(related.map((other) => other.id)).not.toContain(id);
      expect(shared.every((count) => count > 0)).toBe(true);
      expect(shared).toEqual([...shared].sort((a, b) => b - a));
      for (let i = 1; i < related.length; i++) {
        if (shared[i] === shared[i - 1] && related[i]!.gender === fragrance.gender) expect(related[i - 1]!.gender, fragrance.name).toBe(fragrance.gender);
      }
    }
  });
});
