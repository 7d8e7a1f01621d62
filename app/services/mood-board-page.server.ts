import { MOOD_BOARD_PATH, MOOD_RECOMMENDATIONS, moodBoardSearch, moodOf, parseMoodBoard, SEASON_LIST_SIZE, seasonByKey } from "~/lib/mood-board";
import { getBoardFragrances, listMoodRecommendations, listSeasonFragrances } from "~/models/mood-board.server";
import type { LoadContext } from "~/http/load-context.server";
import { publicOrigin } from "~/http/public-origin.server";

/**
 * The mood board page: the board kept in the URL (so it can be shared), the
 * fragrances it holds, picks for its mood and for its season (never repeating
 * a mood pick), and the link that shares it.
 */
export async function loadMoodBoard(request: Request, context: LoadContext) {
  const url = new URL(request.url);
  const parsed = parseMoodBoard(url.searchParams);
  const season = seasonByKey(parsed.season);
  const mood = moodOf(parsed);
  const boardFragrances = await getBoardFragrances({ db: context.db, ids: parsed.items.map((item) => item.id) });
  // Fragrances removed from the catalogue quietly leave shared boards.
  const state = { ...parsed, items: parsed.items.filter((item) => boardFragrances.some((f) => f.id === item.id)) };
  const moodPicks = await listMoodRecommendations({ db: context.db, keywords: mood.keywords, limit: MOOD_RECOMMENDATIONS });
  const seasonPicks = await listSeasonFragrances({
    db: context.db,
    season: season.dbSeason,
    excludeIds: moodPicks.map((f) => f.id),
    limit: SEASON_LIST_SIZE,
  });
  const rawNotice = url.searchParams.get("notice");
  const notice: "added" | "full" | null = rawNotice === "added" || rawNotice === "full" ? rawNotice : null;
  return {
    state,
    seasonLabel: season.label,
    moodLabel: mood.label,
    boardFragrances,
    moodPicks,
    seasonPicks,
    notice,
    shareUrl: `${publicOrigin(request, context)}${MOOD_BOARD_PATH}${moodBoardSearch(state)}`,
  };
}
