import type { Db } from "../../db/client";
import { carouselPages, FEATURED_PAGE_SIZE, type HomeState } from "../lib/home-state";
import { QUIZ_RESULTS, scoreQuiz } from "../lib/quiz";
import { listQuizRecommendations, listSeasonalPicks } from "./fragrance-home.server";
import { listFeatured } from "./fragrance-search.server";
import { listNewestFragrances } from "./fragrance.server";

/** Everything the home page's catalogue sections show, in parallel reads. */
export async function getHomeCatalogue({ db, state }: { db: Db; state: HomeState }) {
  const winner = state.quiz.length >= 5 ? scoreQuiz(state.quiz) : null;
  const [newest, featuredFirst, seasonal, quizPicks, audienceArt] = await Promise.all([
    listNewestFragrances({ db, limit: 4 }),
    listFeatured({ db, gender: state.featured, limit: FEATURED_PAGE_SIZE, offset: state.featuredPage * FEATURED_PAGE_SIZE }),
    listSeasonalPicks({ db, season: state.season }),
    winner ? listQuizRecommendations({ db, noteKeywords: QUIZ_RESULTS[winner].noteKeywords }) : Promise.resolve([]),
    listAudienceArt({ db }),
  ]);
  // A page past the end (an old link) shows the last page rather than nothing.
  const { current } = carouselPages(state.featuredPage, featuredFirst.total);
  const featured =
    current === state.featuredPage
      ? featuredFirst
      : await listFeatured({ db, gender: state.featured, limit: FEATURED_PAGE_SIZE, offset: current * FEATURED_PAGE_SIZE });
  return { newest, featured, seasonal, quizPicks, audienceArt };
}

/** The first featured fragrance of each audience: the hero's bottles and the For Him / For Her / Unisex tiles. */
async function listAudienceArt({ db }: { db: Db }) {
  const picks = await Promise.all(
    (["male", "female", "unisex"] as const).map(async (gender) => {
      const { items } = await listFeatured({ db, gender, limit: 1, offset: 0 });
      const first = items[0];
      return first ? { gender, name: first.name, imageUrl: first.imageUrl } : null;
    }),
  );
  return picks.filter((pick) => pick !== null);
}
