import { Icon } from "~/components/icon";
import Star from "@lucide/icons/icons/star";

/** Read-only stars; the label carries the number for screen readers. */
export function ReviewStars({ rating, className = "size-4" }: { rating: number; className?: string }) {
  const rounded = Math.round(rating);
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`${rating} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((value) => (
        <Icon icon={Star}
          key={value}
          aria-hidden="true"
          className={`${className} ${value <= rounded ? "fill-gold-500 text-gold-500" : "fill-transparent text-stone-300 dark:text-stone-600"}`}
        />
      ))}
    </span>
  );
}
