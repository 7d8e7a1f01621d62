import {
  MOOD_BOARD_PATH,
  MOOD_RECOMMENDATIONS,
  moodBoardSearch,
  moodOf,
  SEASON_LIST_SIZE,
  seasonByKey,
  type MoodBoardState,
} from "~/lib/mood-board";
import { getBoardFragrances, listMoodRecommendations, listSeasonFragrances } from "~/models/mood-board.server";
import type { ServiceContext } from "./service-context";

/**
 * The mood board page: the board kept in the URL (so it can be shared; the
 * route reads it with `parseMoodBoard`), the fragrances it holds, picks for its
 * mood and for its season (never repeating a mood pick), the notice an add
 * link asked for, and the link that shares the board on the public `origin`.
 */
export async function loadMoodBoard(
  context: Pick<ServiceContext, "db">,
  { board, notice: askedNotice, origin }: { board: MoodBoardState; notice: string | null; origin: string },
) {
  const season = seasonByKey(board.season);
  const mood = moodOf(board);
  const boardFragrances = await getBoardFragrances({ db: context.db, ids: board.items.map((item) => item.id) });
  // Fragrances removed from the catalogue quietly leave shared boards.
  const state = { ...board, items: board.items.filter((item) => boardFragrances.some((f) => f.id === item.id)) };
  const moodPicks = await listMoodRecommendations({ db: context.db, keywords: mood.keywords, limit: MOOD_RECOMMENDATIONS });
  const seasonPicks = await listSeasonFragrances({
    db: context.db,
    season: season.dbSeason,
    excludeIds: moodPicks.map((f) => f.id),
    limit: SEASON_LIST_SIZE,
  });
  const notice: "added" | "full" | null = askedNotice === "added" || askedNotice === "full" ? askedNotice : null;
  return {
    state,
    seasonLabel: season.label,
    moodLabel: mood.label,
    boardFragrances,
    moodPicks,
    seasonPicks,
    notice,
    shareUrl: `${origin}${MOOD_BOARD_PATH}${moodBoardSearch(state)}`,
  };
}
