import { Link } from "@remix-run/react";
import { MOOD_SEASONS, moodBoardSearch, withMood, withSeason, type MoodBoardState } from "~/lib/mood-board";

const chip = (active: boolean) =>
  `rounded-full border px-4 py-2 text-sm transition-colors ${
    active
      ? "border-stone-900 bg-stone-900 text-white dark:border-gold-300 dark:bg-gold-300 dark:text-stone-950"
      : "border-stone-300 hover:border-stone-900 dark:border-stone-700 dark:hover:border-stone-300"
  }`;

/** One row of choices; the current one is marked for the eye and for screen readers. */
function ChipNav({ label, choices }: { label: string; choices: { key: string; label: string; to: string; current: boolean }[] }) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-2">
      {choices.map((choice) => (
        <Link key={choice.key} to={choice.to} preventScrollReset aria-current={choice.current ? "true" : undefined} className={chip(choice.current)}>
          {choice.label}
        </Link>
      ))}
    </nav>
  );
}

/** Seasons and moods are links: each one is the board's URL with that choice. */
export function SeasonMoodPicker({ state }: { state: MoodBoardState }) {
  const season = MOOD_SEASONS.find((s) => s.key === state.season)!;
  return (
    <div className="space-y-4">
      <ChipNav
        label="Season"
        choices={MOOD_SEASONS.map((option) => ({
          key: option.key,
          label: option.label,
          to: moodBoardSearch(withSeason(state, option.key)),
          current: option.key === state.season,
        }))}
      />
      <ChipNav
        label="Mood"
        choices={season.moods.map((mood) => ({
          key: mood.slug,
          label: mood.label,
          to: moodBoardSearch(withMood(state, mood.slug)),
          current: mood.slug === state.mood,
        }))}
      />
    </div>
  );
}
