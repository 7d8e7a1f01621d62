import type { Toast } from "~/lib/toast";

const typeStyles: Record<Toast["type"], string> = {
  success: "border-emerald-700/30",
  info: "border-stone-300 dark:border-stone-700",
  error: "border-red-700 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100",
};

/** How a toast looks, shared by the server-rendered toast and the Radix one. */
export function ToastCard({ toast }: { toast: Toast }) {
  return (
    <div
      className={`pointer-events-auto w-full rounded-xl border bg-white p-4 pr-10 shadow-lg dark:bg-stone-900 ${typeStyles[toast.type]}`}
    >
      <p className="text-sm font-semibold">{toast.title}</p>
      {toast.description ? <p className="mt-1 text-sm opacity-90">{toast.description}</p> : null}
    </div>
  );
}
