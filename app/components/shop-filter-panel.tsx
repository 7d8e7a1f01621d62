import { Icon } from "~/components/icon";
import { Form, Link, useSubmit } from "@remix-run/react";
import X from "@lucide/icons/icons/x";
import { useEffect, useRef, useState } from "react";
import { GENDER_LABELS, type Gender } from "~/lib/site";
import { IN_STOCK_PARAM, IN_STOCK_VALUE, shopUrl, type ShopFilters } from "~/lib/shop-filters";

export type Facets = {
  brands: { brand: string; count: number }[];
  notes: { note: string; count: number }[];
};

const GENDERS: (Gender | null)[] = [null, "male", "female", "unisex"];

function Section({ title, collapsible, children }: { title: string; collapsible: boolean; children: React.ReactNode }) {
  if (!collapsible) {
    return (
      <fieldset className="border-t border-stone-200 py-4 dark:border-stone-800">
        <legend className="float-left mb-3 w-full text-sm font-semibold">{title}</legend>
        <div className="clear-both">{children}</div>
      </fieldset>
    );
  }
  // <details> collapses without JavaScript; open by default.
  return (
    <details open className="group border-t border-stone-200 py-4 dark:border-stone-800">
      <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold">{title}</summary>
      <div className="mt-3">{children}</div>
    </details>
  );
}

/**
 * The filter panel: a sidebar on desktop, a modal on mobile. Without
 * JavaScript the mobile modal opens through the #filters target and Apply (a
 * GET submit) closes it by loading the new URL; with JavaScript, changes apply
 * at once and the `open` state drives the modal. A modal the shopper opened
 * through the target before the scripts arrived is handed to that state
 * (`onOpen`) when they do, so it stays open (decision 0042).
 */
export function ShopFilterPanel({
  filters,
  facets,
  mobileOpen,
  desktopHidden,
  onOpen,
  onClose,
}: {
  filters: ShopFilters;
  facets: Facets;
  mobileOpen: boolean;
  desktopHidden: boolean;
  onOpen?: () => void;
  onClose: () => void;
}) {
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  // Checkboxes stay uncontrolled (plain form); after a chip, back/forward or a
  // tab changed the URL, tick them to match it without remounting (keeps focus).
  // Not on the first render: the boxes are the server's, and what the shopper
  // ticked before the scripts arrived is theirs (the boot script hands it to
  // React once hydrated, decisions 0040 and 0042).
  const selected = `${filters.notes.join("|")}#${filters.brands.join("|")}#${filters.inStock}`;
  const shownSelection = useRef(selected);
  useEffect(() => {
    if (shownSelection.current === selected) return;
    shownSelection.current = selected;
    for (const input of formRef.current?.querySelectorAll<HTMLInputElement>("input[type=checkbox]") ?? []) {
      if (input.name === IN_STOCK_PARAM) input.checked = filters.inStock;
      else input.checked = (input.name === "notes" ? filters.notes : filters.brands).includes(input.value);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selected]);
  const root = useRef<HTMLDivElement>(null);
  // The :target styles open the modal until the scripts have taken over; then
  // the state does, or the close button could not close it (the URL keeps #filters).
  const [openByTarget, setOpenByTarget] = useState(true);
  const takenOver = useRef(false);
  useEffect(() => {
    if (root.current?.matches(":target") && !window.matchMedia("(min-width: 768px)").matches) {
      takenOver.current = true;
      onOpen?.();
    }
    setOpenByTarget(false);
    // Once, as the page hydrates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const closeLink = useRef<HTMLAnchorElement>(null);
  // The modal takes focus when it opens (its close button first) and gives it
  // back to the Filters button when it closes, by Escape, close or Apply. One
  // that was already open leaves focus (and its scroll) where the shopper has it.
  useEffect(() => {
    if (!mobileOpen) return;
    if (takenOver.current) takenOver.current = false;
    else closeLink.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && onClose();
    window.addEventListener("keydown", onKey);
    return () => {
      window.removeEventListener("keydown", onKey);
      document.querySelector<HTMLAnchorElement>('a[href="#filters"]')?.focus();
    };
  }, [mobileOpen, onClose]);

  // Selected notes stay listed even when they are not among the most common.
  const noteOptions = [
    ...facets.notes.map((facet) => facet.note),
    ...filters.notes.filter((note) => !facets.notes.some((facet) => facet.note === note)),
  ];
  const overlay = "max-md:fixed max-md:inset-0 max-md:z-50 max-md:block max-md:overflow-y-auto max-md:bg-paper max-md:p-5 dark:max-md:bg-stone-950";
  // Written out in full: Tailwind only generates classes it finds literally in the source.
  const noJsOverlay =
    "max-md:target:fixed max-md:target:inset-0 max-md:target:z-50 max-md:target:block max-md:target:overflow-y-auto max-md:target:bg-paper max-md:target:p-5 dark:max-md:target:bg-stone-950";
  return (
    <div
      ref={root}
      id="filters"
      aria-label="Filters"
      // A sidebar (complementary) on desktop; a modal dialog while open on mobile.
      {...(mobileOpen ? { role: "dialog", "aria-modal": true } : { role: "complementary" })}
      className={`w-full md:w-64 md:shrink-0 ${mobileOpen ? overlay : `max-md:hidden ${openByTarget ? noJsOverlay : ""}`} ${desktopHidden ? "md:hidden" : "md:block"}`}
    >
      <div className="flex items-center justify-between md:hidden">
        <h2 className="text-xl">Filters</h2>
        <a
          ref={closeLink}
          href="#"
          onClick={(event) => {
            event.preventDefault();
            onClose();
          }}
          className="rounded-full p-2 hover:bg-stone-200"
          aria-label="Close filters"
        >
          <Icon icon={X} className="size-5" />
        </a>
      </div>

      <Section title="Gender" collapsible>
        <ul className="space-y-1 text-sm">
          {GENDERS.map((gender) => (
            <li key={gender ?? "all"}>
              <Link
                to={shopUrl(filters, { gender })}
                aria-current={filters.gender === gender ? "true" : undefined}
                className={`block rounded px-2 py-1 hover:bg-stone-100 dark:hover:bg-stone-800 ${filters.gender === gender ? "font-semibold text-gold-700 dark:text-gold-300" : ""}`}
              >
                {gender ? GENDER_LABELS[gender] : "All"}
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Form
        ref={formRef}
        method="get"
        action={shopUrl(filters, { search: "", notes: [], brands: [], inStock: false, view: "grid" })}
        preventScrollReset
        onChange={(event) => submit(event.currentTarget, { preventScrollReset: true })}
        onSubmit={() => onClose()}
      >
        {filters.search ? <input type="hidden" name="search" value={filters.search} /> : null}
        {filters.view === "list" ? <input type="hidden" name="view" value="list" /> : null}
        {filters.search && filters.exactSpelling ? <input type="hidden" name="spelling" value="exact" /> : null}

        <Section title="Availability" collapsible={false}>
          <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
            <input type="checkbox" name={IN_STOCK_PARAM} value={IN_STOCK_VALUE} defaultChecked={filters.inStock} className="size-3.5" />
            In stock only
          </label>
        </Section>

        <Section title="Notes" collapsible={false}>
          <div className="flex flex-wrap gap-2">
            {noteOptions.map((note) => (
              <label key={note} className="flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full border border-stone-300 px-3 py-1 text-sm capitalize has-checked:border-stone-900 has-checked:bg-stone-900 has-checked:text-white dark:border-stone-700">
                <input type="checkbox" name="notes" value={note} defaultChecked={filters.notes.includes(note)} className="size-3.5" />
                {note}
              </label>
            ))}
          </div>
        </Section>

        <Section title="Inspiration" collapsible>
          <ul className="max-h-72 space-y-1 overflow-y-auto pr-1" tabIndex={0} aria-label="Inspiration brands">
            {facets.brands.map(({ brand, count }) => (
              <li key={brand}>
                <details open={filters.brands.includes(brand) || undefined}>
                  <summary className="flex min-h-11 cursor-pointer items-center gap-1 rounded px-2 py-1 text-sm hover:bg-stone-100 dark:hover:bg-stone-800">
                    {brand} <span className="text-stone-600 dark:text-stone-400">({count})</span>
                  </summary>
                  <label className="ml-4 flex min-h-11 cursor-pointer items-center gap-2 py-1 text-sm">
                    <input type="checkbox" name="brands" value={brand} defaultChecked={filters.brands.includes(brand)} />
                    Select all {brand} fragrances
                  </label>
                </details>
              </li>
            ))}
          </ul>
        </Section>

        <button type="submit" className="btn-primary mt-2 w-full">
          Apply
        </button>
      </Form>
    </div>
  );
}
