import { Icon } from "~/components/icon";
import { useFetcher } from "@remix-run/react";
import Search from "@lucide/icons/icons/search";
import X from "@lucide/icons/icons/x";
import { useEffect, useRef, useState } from "react";
import { FieldError } from "~/components/ui/field";
import { useStartsFocused } from "~/components/ui/first-invalid-focus";
import type { ReviewSuggestion } from "~/models/review.server";

type PickerData = { query: string; suggestions: ReviewSuggestion[] };

/**
 * Product (Optional): a search box and a list of choices (radio buttons).
 * Without JavaScript the Search and Clear buttons post the form back with an
 * intent, and the server answers with new choices while keeping what was typed.
 * With JavaScript the choices follow the typing (10 for an empty box, 5 matches).
 */
export function ReviewProductPicker({
  initialQuery,
  initialSuggestions,
  initialSelected,
  error,
}: {
  initialQuery: string;
  initialSuggestions: ReviewSuggestion[];
  initialSelected: ReviewSuggestion | null;
  error?: string;
}) {
  // The first invalid field after a submit: the search box starts focused.
  const autoFocus = useStartsFocused("productId");
  const fetcher = useFetcher<PickerData>();
  const [query, setQuery] = useState(initialQuery);
  const [selected, setSelected] = useState(initialSelected);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const suggestions = fetcher.data?.suggestions ?? initialSuggestions;
  const shownQuery = fetcher.data?.query ?? initialQuery;
  const choices = selected && !suggestions.some((s) => s.id === selected.id) ? [selected, ...suggestions] : suggestions;

  useEffect(() => () => clearTimeout(timer.current), []);

  function load(text: string, delay: number) {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => fetcher.load(`/reviews/new?q=${encodeURIComponent(text.trim())}`), delay);
  }

  function clear() {
    setQuery("");
    setSelected(null);
    load("", 0);
  }

  return (
    <fieldset aria-describedby={error ? "productId-error" : undefined}>
      <legend className="text-sm font-medium">Product (Optional)</legend>
      <div className="mt-2 flex gap-2">
        <label htmlFor="product-search" className="sr-only">
          Search fragrances by name or inspiration
        </label>
        <input
          id="product-search"
          name="productQuery"
          type="search"
          autoFocus={autoFocus}
          value={query}
          autoComplete="off"
          placeholder="Search by name or inspiration..."
          className="input"
          onChange={(event) => {
            setQuery(event.target.value);
            load(event.target.value, 200);
          }}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            load(query, 0);
          }}
        />
        <button
          type="submit"
          name="intent"
          value="find-product"
          className="btn-outline shrink-0 px-3"
          onClick={(event) => {
            event.preventDefault();
            load(query, 0);
          }}
        >
          <Icon icon={Search} className="size-4" />
          Search
        </button>
        {query || selected ? (
          <button
            type="submit"
            name="intent"
            value="clear-product"
            className="btn-outline shrink-0 px-3"
            aria-label="Clear product"
            onClick={(event) => {
              event.preventDefault();
              clear();
            }}
          >
            <Icon icon={X} className="size-4" />
            Clear
          </button>
        ) : null}
      </div>
      <div
        role="radiogroup"
        aria-label="Choose a fragrance"
        className="mt-3 max-h-72 overflow-y-auto rounded-lg border border-stone-200 dark:border-stone-700"
      >
        {shownQuery === "" ? (
          <Choice id="product-general" value="" checked={!selected} onSelect={() => setSelected(null)}>
            General Review
          </Choice>
        ) : null}
        {choices.map((choice) => (
          <Choice
            key={choice.id}
            id={`product-${choice.id}`}
            value={String(choice.id)}
            checked={selected?.id === choice.id}
            onSelect={() => setSelected(choice)}
            hint={choice.inspiration ? `Inspired by ${choice.inspiration}` : undefined}
          >
            {choice.name}
          </Choice>
        ))}
        {shownQuery !== "" && suggestions.length === 0 ? (
          <p className="px-3 py-2 text-sm text-stone-600 dark:text-stone-400">
            No fragrances found matching &quot;{shownQuery}&quot;
          </p>
        ) : null}
      </div>
      <FieldError id="productId-error" errors={error ? [error] : undefined} />
    </fieldset>
  );
}

function Choice({
  id,
  value,
  checked,
  onSelect,
  hint,
  children,
}: {
  id: string;
  value: string;
  checked: boolean;
  onSelect: () => void;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <label
      htmlFor={id}
      className="flex cursor-pointer items-center gap-3 border-b border-stone-100 px-3 py-2 text-sm last:border-b-0 hover:bg-stone-50 has-checked:bg-gold-50 dark:border-stone-800 dark:hover:bg-stone-800 dark:has-checked:bg-stone-800"
    >
      <input id={id} type="radio" name="productId" value={value} checked={checked} onChange={onSelect} />
      <span>
        <span className="block">{children}</span>
        {hint ? <span className="block text-xs text-stone-600 dark:text-stone-400">{hint}</span> : null}
      </span>
    </label>
  );
}
