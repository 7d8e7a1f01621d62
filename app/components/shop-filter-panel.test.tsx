import { createRemixStub } from "@remix-run/testing";
import { useLocation, useParams, useSearchParams } from "@remix-run/react";
import { act, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { parseShopFilters } from "~/lib/shop-filters";
import { ActiveFilters } from "./active-filters";
import { ShopFilterPanel, type Facets } from "./shop-filter-panel";
import { ShopToolbar } from "./shop-toolbar";

const facets: Facets = {
  brands: [
    { brand: "Chanel", count: 12 },
    { brand: "Dior", count: 7 },
  ],
  notes: [
    { note: "rose", count: 30 },
    { note: "vanilla", count: 21 },
    { note: "oud", count: 9 },
  ],
};

// The shop page's filter area as the shop route composes it: the toolbar's
// Filters button with its badge, chips, the panel; state in the URL. The address is printed so a test
// can see where a click took the shopper.
function ShopFilterArea({ mobileOpen = false, onClose = () => {} }: { mobileOpen?: boolean; onClose?: () => void }) {
  const [params] = useSearchParams();
  const { gender } = useParams();
  const location = useLocation();
  const filters = parseShopFilters(gender, params);
  return (
    <>
      <ShopToolbar filters={filters} onFiltersClick={() => {}} />
      <ActiveFilters filters={filters} />
      <ShopFilterPanel filters={filters} facets={facets} mobileOpen={mobileOpen} desktopHidden={false} onClose={onClose} />
      <p>Address: {`${location.pathname}${location.search}`}</p>
    </>
  );
}

function renderShop(url: string, props: { mobileOpen?: boolean; onClose?: () => void } = {}) {
  const Stub = createRemixStub([{ path: "/shop/:gender?", Component: () => <ShopFilterArea {...props} /> }]);
  render(<Stub initialEntries={[url]} />);
  return userEvent.setup();
}

const addressIs = (address: string) => screen.findByText(`Address: ${address}`);
const ticked = (name: string) => screen.getByRole<HTMLInputElement>("checkbox", { name }).checked;
const badge = () => screen.queryByTestId("filter-badge")?.textContent ?? null;
const tickedCount = () => screen.getAllByRole<HTMLInputElement>("checkbox").filter((box) => box.checked).length;

describe("the shop's filter panel", () => {
  it("lists every inspiration brand with its number of fragrances, and every common note", () => {
    renderShop("/shop");
    const brandRows = screen.getByRole("list", { name: "Inspiration brands" }).querySelectorAll("summary");
    expect([...brandRows].map((row) => row.textContent)).toEqual(["Chanel (12)", "Dior (7)"]);
    for (const note of ["rose", "vanilla", "oud"]) expect(ticked(note)).toBe(false);
    expect(screen.queryByRole("region", { name: "Active Filters" })).toBeNull();
    expect(badge()).toBeNull();
  });

  it("applies a ticked note at once, shows it as a chip and keeps the other filters", async () => {
    const user = renderShop("/shop/female?search=amber");
    await user.click(screen.getByRole("checkbox", { name: "rose" }));

    await addressIs("/shop/female?search=amber&notes=rose");
    expect(ticked("rose")).toBe(true);
    expect(screen.getByRole("link", { name: "Remove note rose" })).toBeTruthy();
    expect(badge()).toBe("1");
  });

  it("applies a brand with its 'Select all' box, and unticking it removes the filter again", async () => {
    const user = renderShop("/shop");
    await user.click(screen.getByRole("checkbox", { name: "Select all Dior fragrances" }));
    await addressIs("/shop?brands=Dior");
    expect(screen.getByRole("link", { name: "Remove brand Dior" })).toBeTruthy();

    await user.click(screen.getByRole("checkbox", { name: "Select all Dior fragrances" }));
    await addressIs("/shop");
    expect(screen.queryByRole("link", { name: "Remove brand Dior" })).toBeNull();
  });

  it("unticks a note whose chip is removed", async () => {
    const user = renderShop("/shop?notes=rose&notes=oud");
    expect(ticked("rose")).toBe(true);

    await user.click(screen.getByRole("link", { name: "Remove note rose" }));

    await addressIs("/shop?notes=oud");
    expect(ticked("rose")).toBe(false);
    expect(ticked("oud")).toBe(true);
  });

  it("Clear All removes every note, brand and the gender, and unticks every box", async () => {
    const user = renderShop("/shop/male?notes=rose&notes=vanilla&brands=Chanel");
    expect(tickedCount()).toBe(3);
    expect(badge()).toBe("3");

    await user.click(screen.getByRole("link", { name: "Clear All" }));

    await addressIs("/shop");
    expect(tickedCount()).toBe(0);
    expect(badge()).toBeNull();
    expect(screen.queryByRole("region", { name: "Active Filters" })).toBeNull();
  });

  it("applies In stock only at once, keeps it with the search and the notes, and takes it off with its chip", async () => {
    const user = renderShop("/shop/female?search=amber&notes=rose");
    expect(ticked("In stock only")).toBe(false);
    await user.click(screen.getByRole("checkbox", { name: "In stock only" }));

    await addressIs("/shop/female?search=amber&stock=in&notes=rose");
    expect(ticked("In stock only")).toBe(true);
    expect(badge()).toBe("2");

    await user.click(screen.getByRole("link", { name: "Remove In stock only" }));
    await addressIs("/shop/female?search=amber&notes=rose");
    expect(ticked("In stock only")).toBe(false);
  });

  it("Clear All takes In stock only off too", async () => {
    const user = renderShop("/shop?stock=in");
    expect(ticked("In stock only")).toBe(true);
    await user.click(screen.getByRole("link", { name: "Clear All" }));
    await addressIs("/shop");
    expect(ticked("In stock only")).toBe(false);
  });

  it("keeps a selected note listed when it is not among the common ones", () => {
    renderShop("/shop?notes=saffron");
    expect(ticked("saffron")).toBe(true);
  });

  it("marks the current gender and links each gender with the filters kept", () => {
    renderShop("/shop/unisex?notes=oud");
    expect(screen.getByRole("link", { name: "Unisex" }).getAttribute("aria-current")).toBe("true");
    expect(screen.getByRole("link", { name: "For Her" }).getAttribute("aria-current")).toBeNull();
    expect(screen.getByRole("link", { name: "All" }).getAttribute("href")).toBe("/shop?notes=oud");
  });

  it("keeps a note the shopper ticked in the server's HTML before the page hydrated", async () => {
    const Stub = createRemixStub([{ path: "/shop/:gender?", Component: () => <ShopFilterArea /> }]);
    const page = document.body.appendChild(document.createElement("div"));
    // The router's layout effects warn when rendered to a string in a browser-like document; only that is muted.
    const error = console.error;
    const muted = vi.spyOn(console, "error").mockImplementation((...args) => {
      if (!String(args[0]).includes("useLayoutEffect does nothing on the server")) error(...args);
    });
    page.innerHTML = renderToString(<Stub initialEntries={["/shop?notes=oud"]} />);
    muted.mockRestore();
    page.querySelector<HTMLInputElement>('input[value="vanilla"]')!.checked = true;

    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(page, <Stub initialEntries={["/shop?notes=oud"]} />);
    });

    expect(ticked("vanilla")).toBe(true);
    expect(ticked("oud")).toBe(true);
    act(() => root.unmount());
    page.remove();
  });

  it("on a phone opens as a dialog with focus on its close button, and Escape closes it", async () => {
    const onClose = vi.fn();
    const user = renderShop("/shop", { mobileOpen: true, onClose });
    const dialog = screen.getByRole("dialog", { name: "Filters" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Close filters" }));

    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
