import { Icon } from "~/components/icon";
import type { LoaderFunctionArgs } from "#remix-runtime";
import { useLoaderData, useNavigate, type MetaFunction } from "@remix-run/react";
import Sparkles from "@lucide/icons/icons/sparkles";
import { useEffect } from "react";
import { BoardPanel } from "~/components/mood-board/board-panel";
import { MOOD_BOARD_ADDED_TOAST, MOOD_BOARD_FULL_TOAST, NoScriptNotice } from "~/components/mood-board/notices";
import { RecommendationGrid } from "~/components/mood-board/recommendation-grid";
import { SeasonMoodPicker } from "~/components/mood-board/season-mood-picker";
import { useToast } from "~/components/toaster";
import { MOOD_BOARD_PATH, moodBoardSearch, parseMoodBoard } from "~/lib/mood-board";
import { loadMoodBoard } from "~/services/mood-board-page.server";
import { publicOrigin } from "~/http/public-origin.server";
import { seoMeta } from "~/lib/seo-meta";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { searchParams } = new URL(request.url);
  return loadMoodBoard(context, {
    board: parseMoodBoard(searchParams),
    notice: searchParams.get("notice"),
    origin: publicOrigin(request, context),
  });
}

export default function MoodBoardPage() {
  const { state, seasonLabel, moodLabel, boardFragrances, moodPicks, seasonPicks, notice, shareUrl } =
    useLoaderData<typeof loader>();
  const toast = useToast();
  const navigate = useNavigate();

  // With JavaScript the add link's notice becomes a toast, and leaves the URL
  // so that a reload or a shared link does not repeat it.
  useEffect(() => {
    if (!notice) return;
    toast(notice === "added" ? MOOD_BOARD_ADDED_TOAST : MOOD_BOARD_FULL_TOAST);
    navigate(`${MOOD_BOARD_PATH}${moodBoardSearch(state)}`, { replace: true, preventScrollReset: true });
  }, [notice, state, toast, navigate]);

  return (
    <div className="container-page py-12">
      <p className="inline-flex items-center gap-1.5 rounded-full bg-gold-50 px-3 py-1 text-xs font-semibold tracking-wider text-gold-700 uppercase dark:bg-stone-800 dark:text-gold-300">
        <Icon icon={Sparkles} className="size-3.5" /> Member Access
      </p>
      <h1 className="mt-3 text-4xl">{`${seasonLabel} Mood Board`}</h1>
      <p className="mt-3 max-w-2xl text-stone-600 dark:text-stone-400">
        Pick a season and a mood, collect up to six fragrances on your board, and share it with a link.
      </p>
      <NoScriptNotice notice={notice} />
      <div className="mt-8">
        <SeasonMoodPicker state={state} />
      </div>
      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="space-y-12">
          <RecommendationGrid
            title={`Recommended for ${moodLabel}`}
            fragrances={moodPicks}
            state={state}
            emptyText="No fragrances match this mood yet. Try another mood."
          />
          <RecommendationGrid
            title={`${seasonLabel} Favorites`}
            fragrances={seasonPicks}
            state={state}
            emptyText="No fragrances found for this season. Please try another season."
          />
        </div>
        <div className="order-first lg:sticky lg:top-24 lg:order-none lg:self-start">
          <BoardPanel state={state} fragrances={boardFragrances} shareUrl={shareUrl} />
        </div>
      </div>
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: "Seasonal Mood Board",
    description:
      "Member Access: build a seasonal mood board of roll-on fragrance oils by season and mood, get pairing suggestions and share it.",
  });
