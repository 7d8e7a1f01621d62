import type { Db } from "../../db/client";
import { carouselPages, FEATURED_PAGE_SIZE, type HomeState } from "../lib/home-state";
import { QUIZ_RESULTS, scoreQuiz } from "../lib/quiz";
import { listQuizRecommendations, listSeasonalPicks } from "./fragrance-home.server";
import { listFeatured } from "./fragrance-search.server";
import { listNewestFragrances } from "./fragrance.server";

/** Everything the home page's catalogue sections show, in parallel reads. */
export async function getHomeCatalogue({ db, state }: { db: Db; state: HomeState }) {
  const winner = state.quiz.length >= 5 ? scoreQuiz(state.quiz) : null;
  const [newest, featuredFirst, seasonal, quizPicks] = await Promise.all([
    listNewestFragrances({ db, limit: 4 }),
    listFeatured({ db, gender: state.featured, limit: FEATURED_PAGE_SIZE, offset: state.featuredPage * FEATURED_PAGE_SIZE }),
    listSeasonalPicks({ db, season: state.season }),
    winner ? listQuizRecommendations({ db, noteKeywords: QUIZ_RESULTS[winner].noteKeywords }) : Promise.resolve([]),
  ]);
  // A page past the end (an old link) shows the last page rather than nothing.
  const { current } = carouselPages(state.featuredPage, featuredFirst.total);
  const featured =
    current === state.featuredPage
      ? featuredFirst
      : await listFeatured({ db, gender: state.featured, limit: FEATURED_PAGE_SIZE, offset: current * FEATURED_PAGE_SIZE });
  return { newest, featured, seasonal, quizPicks };
}
