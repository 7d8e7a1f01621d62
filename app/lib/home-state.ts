import { parseQuizAnswers, type QuizCategory } from "./quiz";
import type { Season } from "./seasons";
import { isGender, type Gender } from "./site";

// The home page's interactive sections keep their state in the URL, so the
// carousel, the quiz and the season tabs work without JavaScript:
// /?featured=female&fpage=2&season=winter&quiz=fresh,woody

export const FEATURED_PAGE_SIZE = 4;
export const SEASONS_IN_TABS: Season[] = ["spring", "summer", "fall", "winter"];

export type HomeState = {
  featured: Gender | null;
  featuredPage: number;
  season: Season;
  quiz: QuizCategory[];
};

export function parseHomeState(params: URLSearchParams): HomeState {
  const featured = params.get("featured");
  const page = Number(params.get("fpage"));
  const season = params.get("season");
  return {
    featured: isGender(featured) ? featured : null,
    featuredPage: Number.isSafeInteger(page) && page > 0 ? page : 0,
    season: (SEASONS_IN_TABS as string[]).includes(season ?? "") ? (season as Season) : "summer",
    quiz: parseQuizAnswers(params.get("quiz")),
  };
}

export function homeUrl(state: HomeState, changes: Partial<HomeState>, hash: string) {
  const next = { ...state, ...changes };
  const params = new URLSearchParams();
  if (next.featured) params.set("featured", next.featured);
  if (next.featuredPage > 0) params.set("fpage", String(next.featuredPage));
  if (next.season !== "summer") params.set("season", next.season);
  if (next.quiz.length) params.set("quiz", next.quiz.join(","));
  const query = params.toString();
  return `/${query ? `?${query}` : ""}#${hash}`;
}

/** Previous and next pages of the carousel, wrapping around at both ends. */
export function carouselPages(page: number, total: number) {
  const pages = Math.max(1, Math.ceil(total / FEATURED_PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  return { current, pages, previous: (current - 1 + pages) % pages, next: (current + 1) % pages };
}
