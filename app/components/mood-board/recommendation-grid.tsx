import { Icon } from "~/components/icon";
import { Link } from "@remix-run/react";
import Check from "@lucide/icons/icons/check";
import Plus from "@lucide/icons/icons/plus";
import { useToast } from "~/components/toaster";
import { addToBoard, moodBoardSearch, type MoodBoardState } from "~/lib/mood-board";
import type { BoardFragrance } from "~/models/mood-board.server";
import { MOOD_BOARD_FULL_TOAST } from "./notices";
import { smallImageUrl } from "~/lib/fragrance-image";

/** A list of fragrances, each with an add link that is the board's URL plus that fragrance. */
export function RecommendationGrid({
  title,
  fragrances,
  state,
  emptyText,
}: {
  title: string;
  fragrances: readonly BoardFragrance[];
  state: MoodBoardState;
  emptyText: string;
}) {
  const toast = useToast();
  return (
    <section aria-label={title}>
      <h2 className="text-2xl">{title}</h2>
      {fragrances.length === 0 ? <p className="mt-3 text-stone-600 dark:text-stone-400">{emptyText}</p> : null}
      <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3">
        {fragrances.map((fragrance) => {
          const { state: next, result } = addToBoard(state, fragrance.id);
          return (
            <li key={fragrance.id} className="flex flex-col rounded-xl border border-stone-200 bg-white p-3 dark:border-stone-800 dark:bg-stone-900">
              <img
                src={smallImageUrl(fragrance.imageUrl)}
                alt=""
                width={300}
                height={300}
                loading="lazy"
                className="aspect-square w-full rounded-lg bg-stone-100 object-cover dark:bg-stone-800"
              />
              <Link to={`/product/${fragrance.id}`} className="mt-2 text-sm font-medium hover:underline">
                {fragrance.name}
              </Link>
              <p className="text-xs text-stone-600 dark:text-stone-400">
                {[fragrance.topNotes[0], fragrance.middleNotes[0], fragrance.baseNotes[0]].filter(Boolean).join(" · ")}
              </p>
              <div className="mt-auto pt-3">
                {result === "present" ? (
                  <span className="btn w-full border border-emerald-700/40 text-emerald-800 dark:text-emerald-300">
                    <Icon icon={Check} className="size-4" /> On Board
                  </span>
                ) : (
                  <Link
                    to={moodBoardSearch(result === "full" ? state : next, { notice: result })}
                    preventScrollReset
                    aria-label={`Add ${fragrance.name} to mood board`}
                    className="btn-outline w-full px-3"
                    onClick={(event) => {
                      if (result !== "full") return;
                      event.preventDefault();
                      toast(MOOD_BOARD_FULL_TOAST);
                    }}
                  >
                    <Icon icon={Plus} className="size-4" /> Add
                  </Link>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
