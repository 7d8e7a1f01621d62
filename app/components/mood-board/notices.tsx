import type { ToastInput } from "~/lib/toast";

export const MOOD_BOARD_ADDED_TOAST: ToastInput = { title: "Added to Mood Board", type: "success" };
export const MOOD_BOARD_FULL_TOAST: ToastInput = {
  title: "Mood Board Full",
  description: "You can add up to 6 fragrances to your mood board.",
  type: "error",
};

/** Without JavaScript the add link's notice shows inline instead of as a toast. */
export function NoScriptNotice({ notice }: { notice: "added" | "full" | null }) {
  if (!notice) return null;
  const toast = notice === "added" ? MOOD_BOARD_ADDED_TOAST : MOOD_BOARD_FULL_TOAST;
  return (
    <noscript>
      <div role="status" className="mt-6 rounded-xl border border-stone-300 bg-white p-4 dark:border-stone-700 dark:bg-stone-900">
        <p className="font-semibold">{toast.title}</p>
        {toast.description ? <p className="mt-1 text-sm">{toast.description}</p> : null}
      </div>
    </noscript>
  );
}
