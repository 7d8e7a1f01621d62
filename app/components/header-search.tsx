import { Icon } from "~/components/icon";
import { Form, Link, useFetcher, useNavigate } from "@remix-run/react";
import Search from "@lucide/icons/icons/search";
import { useEffect, useRef, useState } from "react";
import { GENDER_LABELS, type Gender } from "~/lib/site";

type Result = { id: number; name: string; gender: Gender; inspiration: string | null };
type SearchData = { query: string; results: Result[] };

const BLUR_HIDE_MS = 200;

/**
 * The header search: a <details> toggle and a GET form to /shop?search=...
 * (works without JavaScript). With JavaScript, typing shows live results from
 * /resources/search; choosing one opens its product page.
 */
export function HeaderSearch() {
  const fetcher = useFetcher<SearchData>();
  const navigate = useNavigate();
  const details = useRef<HTMLDetailsElement>(null);
  const [text, setText] = useState("");
  const [focused, setFocused] = useState(false);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const loadTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { load } = fetcher;

  useEffect(() => {
    clearTimeout(loadTimer.current);
    if (!text.trim()) return;
    loadTimer.current = setTimeout(() => load(`/resources/search?q=${encodeURIComponent(text.trim())}`), 150);
    return () => clearTimeout(loadTimer.current);
  }, [text, load]);

  const data = fetcher.data;
  const showResults = focused && text.trim() !== "" && data !== undefined && data.query === text.trim();
  const close = () => {
    setText("");
    if (details.current) details.current.open = false;
  };

  return (
    <details
      ref={details}
      // On a phone the panel hangs from the header's row of buttons (site-header.tsx),
      // whose right edge is the screen's less its margin: anchored to this icon, left
      // of the theme and cart buttons, it would start past the screen's left edge.
      className="sm:relative"
      onKeyDown={(event) => {
        // Escape closes the search box and gives focus back to its toggle.
        if (event.key !== "Escape" || !details.current?.open) return;
        event.preventDefault();
        close();
        details.current.querySelector("summary")?.focus();
      }}
    >
      <summary
        className="list-none rounded-full p-3 hover:bg-stone-200/70 dark:hover:bg-stone-800 [&::-webkit-details-marker]:hidden"
        aria-label="Search"
      >
        <Icon icon={Search} className="size-5" />
      </summary>
      <div className="absolute top-12 right-0 w-[min(22rem,calc(100vw-2rem))] rounded-xl border border-stone-200 bg-white p-3 shadow-lg dark:border-stone-800 dark:bg-stone-900">
        <Form method="get" action="/shop" role="search" className="flex gap-2" onSubmit={() => setTimeout(close, 0)}>
          <label htmlFor="header-search" className="sr-only">
            Search fragrances
          </label>
          <input
            id="header-search"
            name="search"
            type="search"
            required
            autoComplete="off"
            placeholder="Search fragrances..."
            className="input"
            value={text}
            aria-controls="header-search-results"
            onChange={(event) => setText(event.target.value)}
            onFocus={() => {
              clearTimeout(blurTimer.current);
              setFocused(true);
            }}
            onBlur={() => {
              // Late enough for a click on a result to land first.
              blurTimer.current = setTimeout(() => setFocused(false), BLUR_HIDE_MS);
            }}
            onKeyDown={(event) => {
              if (event.key === "ArrowDown") {
                event.preventDefault();
                document.querySelector<HTMLAnchorElement>("#header-search-results a")?.focus();
              }
            }}
          />
          <button type="submit" className="btn-primary px-4">
            Search
          </button>
        </Form>
        <div id="header-search-results" aria-live="polite">
          {showResults ? (
            data.results.length === 0 ? (
              <p className="px-1 pt-3 text-sm text-stone-600 dark:text-stone-400">No fragrances found matching &quot;{text.trim()}&quot;</p>
            ) : (
              <ul className="mt-2 max-h-80 overflow-y-auto" aria-label="Search results">
                {data.results.map((result) => (
                  <li key={result.id}>
                    <Link
                      to={`/product/${result.id}`}
                      onFocus={() => clearTimeout(blurTimer.current)}
                      onClick={(event) => {
                        event.preventDefault();
                        close();
                        navigate(`/product/${result.id}`);
                      }}
                      className="block rounded-lg px-2 py-2 hover:bg-stone-100 focus:bg-stone-100 dark:hover:bg-stone-800 dark:focus:bg-stone-800"
                    >
                      <span className="block text-sm font-medium">{result.name}</span>
                      <span className="block text-xs text-stone-600 dark:text-stone-400">
                        {GENDER_LABELS[result.gender]}
                        {result.inspiration ? ` · Inspired by ${result.inspiration}` : ""}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )
          ) : null}
        </div>
      </div>
    </details>
  );
}
