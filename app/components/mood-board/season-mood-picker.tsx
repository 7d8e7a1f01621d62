import { Link } from "@remix-run/react";
import { MOOD_SEASONS, moodBoardSearch, withMood, withSeason, type MoodBoardState } from "~/lib/mood-board";

const chip = (active: boolean) =>
  `rounded-full border px-4 py-2 text-sm transition-colors ${
    active
      ? "border-stone-900 bg-stone-900 text-white dark:border-gold-300 dark:bg-gold-300 dark:text-stone-950"
      : "border-stone-300 hover:border-stone-900 dark:border-stone-700 dark:hover:border-stone-300"
  }`;

/** Seasons and moods are links: each one is the board's URL with that choice. */
export function SeasonMoodPicker({ state }: { state: MoodBoardState }) {
  const season = MOOD_SEASONS.find((s) => s.key === state.season)!;
  return (
    <div className="space-y-4">
      <nav aria-label="Season" className="flex flex-wrap gap-2">
        {MOOD_SEASONS.map((option) => (
          <Link
            key={option.key}
            to={moodBoardSearch(withSeason(state, option.key))}
            preventScrollReset
            aria-current={option.key === state.season ? "true" : undefined}
            className={chip(option.key === state.season)}
          >
            {option.label}
          </Link>
        ))}
      </nav>
      <nav aria-label="Mood" className="flex flex-wrap gap-2">
        {season.moods.map((mood) => (
          <Link
            key={mood.slug}
            to={moodBoardSearch(withMood(state, mood.slug))}
            preventScrollReset
            aria-current={mood.slug === state.mood ? "true" : undefined}
            className={chip(mood.slug === state.mood)}
          >
            {mood.label}
          </Link>
        ))}
      </nav>
    </div>
  );
}
