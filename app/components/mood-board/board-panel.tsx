import { Icon } from "~/components/icon";
import { Form, Link } from "@remix-run/react";
import Maximize2 from "@lucide/icons/icons/maximize-2";
import X from "@lucide/icons/icons/x";
import {
  BOARD_NAME_MAX,
  BOARD_SLOTS,
  encodeItems,
  MOOD_BOARD_LIMIT,
  moodBoardSearch,
  pairingSuggestions,
  removeFromBoard,
  resizeOnBoard,
  type ItemSize,
  type MoodBoardState,
} from "~/lib/mood-board";
import type { BoardFragrance } from "~/models/mood-board.server";
import { ShareBoard } from "./share-board";
import { smallImageUrl } from "~/lib/fragrance-image";

const SIZE_WIDTH: Record<ItemSize, string> = { small: "20%", medium: "25%", large: "30%" };

/** The board: its editable name (a GET form), the canvas, pairing tips and sharing. */
export function BoardPanel({
  state,
  fragrances,
  shareUrl,
}: {
  state: MoodBoardState;
  fragrances: readonly BoardFragrance[];
  shareUrl: string;
}) {
  const items = state.items.flatMap((item) => {
    const fragrance = fragrances.find((f) => f.id === item.id);
    return fragrance ? [{ ...item, fragrance }] : [];
  });
  const tips = pairingSuggestions(items.map((item) => item.fragrance));

  return (
    <section aria-labelledby="board-name" className="rounded-2xl border border-stone-200 bg-white p-5 dark:border-stone-800 dark:bg-stone-900">
      <h2 id="board-name" className="text-2xl break-words">
        {state.name}
      </h2>
      <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
        {`${items.length} of ${MOOD_BOARD_LIMIT} fragrances`}
      </p>
      <Form method="get" preventScrollReset className="mt-4 flex gap-2">
        <input type="hidden" name="season" value={state.season} />
        <input type="hidden" name="mood" value={state.mood} />
        {state.items.length ? <input type="hidden" name="items" value={encodeItems(state.items)} /> : null}
        <label htmlFor="board-name-input" className="sr-only">
          Board name
        </label>
        <input
          id="board-name-input"
          name="name"
          defaultValue={state.name}
          key={state.name}
          maxLength={BOARD_NAME_MAX}
          className="input"
        />
        <button type="submit" className="btn-outline shrink-0 px-4">
          Rename
        </button>
      </Form>

      <div
        data-testid="mood-board-canvas"
        className="relative mt-5 aspect-square overflow-hidden rounded-xl bg-gradient-to-br from-gold-50 via-paper to-stone-100 dark:from-stone-800 dark:via-stone-900 dark:to-stone-950"
      >
        {items.length === 0 ? (
          <p className="absolute inset-0 flex items-center justify-center p-6 text-center text-sm text-stone-600 dark:text-stone-400">
            Your board is empty. Add fragrances from the recommendations.
          </p>
        ) : null}
        <ul aria-label="Fragrances on your board">
          {items.map((item, index) => {
            const slot = BOARD_SLOTS[index]!;
            return (
              <li
                key={item.id}
                className="absolute rounded-lg bg-white/90 p-1.5 shadow-md dark:bg-stone-900/90"
                style={{ left: `${slot.x}%`, top: `${slot.y}%`, width: SIZE_WIDTH[item.size] }}
                data-size={item.size}
              >
                <img src={smallImageUrl(item.fragrance.imageUrl)} alt="" width={200} height={200} className="aspect-square w-full rounded bg-stone-100" />
                <p className="mt-1 truncate text-xs font-medium">{item.fragrance.name}</p>
                <div className="absolute -top-2 -right-2 flex gap-1">
                  <Link
                    to={moodBoardSearch(resizeOnBoard(state, item.id))}
                    preventScrollReset
                    aria-label={`Resize ${item.fragrance.name} (now ${item.size})`}
                    className="rounded-full bg-stone-900 p-1 text-white hover:bg-stone-700"
                  >
                    <Icon icon={Maximize2} className="size-3" />
                  </Link>
                  <Link
                    to={moodBoardSearch(removeFromBoard(state, item.id))}
                    preventScrollReset
                    aria-label={`Remove ${item.fragrance.name}`}
                    className="rounded-full bg-stone-900 p-1 text-white hover:bg-red-700"
                  >
                    <Icon icon={X} className="size-3" />
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
      </div>

      {tips.length > 0 ? (
        <div className="mt-5">
          <h3 className="text-lg">Pairing Suggestions</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <ShareBoard shareUrl={shareUrl} name={state.name} fragranceNames={items.map((item) => item.fragrance.name)} />
    </section>
  );
}
