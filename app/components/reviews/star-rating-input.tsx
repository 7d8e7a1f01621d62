import { Icon } from "~/components/icon";
import Star from "@lucide/icons/icons/star";
import { useStartsFocused } from "~/components/ui/first-invalid-focus";

/**
 * Five radio buttons drawn as stars. It needs no JavaScript: the inputs come in
 * reverse order and the row is reversed, so "checked ~ label" lights up the
 * chosen star and every star before it.
 */
export function StarRatingInput({
  name,
  defaultValue,
  errorId,
  invalid,
}: {
  name: string;
  defaultValue?: string;
  errorId: string;
  invalid: boolean;
}) {
  // The first invalid field after a submit: the first star starts focused.
  const autoFocus = useStartsFocused(name);
  return (
    <fieldset aria-describedby={invalid ? errorId : undefined} aria-invalid={invalid || undefined}>
      <legend className="text-sm font-medium">Rating</legend>
      <div className="mt-2 flex flex-row-reverse justify-end gap-1">
        {[5, 4, 3, 2, 1].map((value) => (
          <span key={value} className="contents">
            <input
              id={`rating-${value}`}
              type="radio"
              name={name}
              value={value}
              defaultChecked={defaultValue === String(value)}
              autoFocus={autoFocus && value === 5}
              className="peer sr-only"
            />
            <label
              htmlFor={`rating-${value}`}
              className="cursor-pointer rounded p-0.5 text-stone-300 peer-checked:text-gold-500 peer-focus-visible:outline-2 peer-focus-visible:outline-gold-500 hover:text-gold-300 dark:text-stone-600"
            >
              <Icon icon={Star} className="size-8 fill-current" />
              <span className="sr-only">{value === 1 ? "1 star" : `${value} stars`}</span>
            </label>
          </span>
        ))}
      </div>
    </fieldset>
  );
}
