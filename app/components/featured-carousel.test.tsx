import { createRemixStub } from "@remix-run/testing";
import { useSearchParams } from "@remix-run/react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { FEATURED_PAGE_SIZE, parseHomeState } from "~/lib/home-state";
import type { Gender } from "~/lib/site";
import { FeaturedCarousel } from "./featured-carousel";
import type { CardFragrance } from "./fragrance-card";

// Ten featured fragrances: men's, women's and unisex in turn, so "All" has
// three pages (4 + 4 + 2) and "For Him" one.
const NAMES = ["Amber", "Bergamot", "Cedar", "Dune", "Ember", "Fig", "Grove", "Harbor", "Iris", "Jasmine"];
const GENDERS: Gender[] = ["male", "female", "unisex"];
const FEATURED: CardFragrance[] = NAMES.map((name, index) => ({
  id: index + 1,
  name,
  gender: GENDERS[index % 3]!,
  price: 2999,
  imageUrl: `/images/${index + 1}.png`,
  topNotes: ["bergamot"],
  middleNotes: ["rose"],
  baseNotes: ["musk"],
  inspiration: null,
  stock10ml: 6,
}));

// The home page's featured section as its loader feeds it: the page and the
// filter come from the URL, four cards at a time.
function HomeFeatured() {
  const [params] = useSearchParams();
  const state = parseHomeState(params);
  const matching = FEATURED.filter((fragrance) => !state.featured || fragrance.gender === state.featured);
  const page = Math.min(state.featuredPage, Math.ceil(matching.length / FEATURED_PAGE_SIZE) - 1);
  const items = matching.slice(page * FEATURED_PAGE_SIZE, (page + 1) * FEATURED_PAGE_SIZE);
  return <FeaturedCarousel state={state} items={items} total={matching.length} />;
}

function renderHome(url = "/") {
  const Stub = createRemixStub([{ path: "/", Component: HomeFeatured }]);
  render(<Stub initialEntries={[url]} />);
  return userEvent.setup();
}

const section = () => screen.getByRole("region", { name: "Featured Fragrances" });
const shownNames = () => within(section()).getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
const position = () => within(section()).getByText(/^\d+ \/ \d+$/).textContent;
const next = () => screen.getByRole("link", { name: "Next featured fragrances" });
const previous = () => screen.getByRole("link", { name: "Previous featured fragrances" });

describe("the featured carousel", () => {
  it("shows the first four fragrances and where the shopper is", () => {
    renderHome();
    expect(shownNames()).toEqual(["Amber", "Bergamot", "Cedar", "Dune"]);
    expect(position()).toBe("1 / 3");
  });

  it("next shows the following four, and wraps from the last page to the first", async () => {
    const user = renderHome();
    await user.click(next());
    expect(await screen.findByText("2 / 3")).toBeTruthy();
    expect(shownNames()).toEqual(["Ember", "Fig", "Grove", "Harbor"]);

    await user.click(next());
    expect(await screen.findByText("3 / 3")).toBeTruthy();
    expect(shownNames()).toEqual(["Iris", "Jasmine"]);

    await user.click(next());
    expect(await screen.findByText("1 / 3")).toBeTruthy();
    expect(shownNames()).toEqual(["Amber", "Bergamot", "Cedar", "Dune"]);
  });

  it("previous on the first page wraps to the last", async () => {
    const user = renderHome();
    await user.click(previous());
    expect(await screen.findByText("3 / 3")).toBeTruthy();
    expect(shownNames()).toEqual(["Iris", "Jasmine"]);
  });

  it("works from the keyboard: Enter on an arrow turns the page and focus stays on it; Shift+Tab reaches the other arrow", async () => {
    const user = renderHome();
    next().focus();
    await user.keyboard("{Enter}");
    expect(await screen.findByText("2 / 3")).toBeTruthy();
    expect(document.activeElement).toBe(next());

    await user.keyboard("{Enter}");
    expect(await screen.findByText("3 / 3")).toBeTruthy();

    await user.tab({ shift: true });
    expect(document.activeElement).toBe(previous());
    await user.keyboard("{Enter}");
    expect(await screen.findByText("2 / 3")).toBeTruthy();
    expect(shownNames()).toEqual(["Ember", "Fig", "Grove", "Harbor"]);
  });

  it("a filter shows only its fragrances from their first page, and marks itself as current", async () => {
    const user = renderHome("/?fpage=2");
    expect(screen.getByRole("link", { name: "All" }).getAttribute("aria-current")).toBe("true");
    expect(screen.getByRole("link", { name: "For Him" }).getAttribute("href")).toBe("/?featured=male#featured");

    await user.click(screen.getByRole("link", { name: "For Him" }));

    expect(await screen.findByText("Amber")).toBeTruthy();
    expect(shownNames()).toEqual(["Amber", "Dune", "Grove", "Jasmine"]);
    expect(screen.getByRole("link", { name: "For Him" }).getAttribute("aria-current")).toBe("true");
    expect(screen.getByRole("link", { name: "All" }).getAttribute("aria-current")).toBeNull();
    // One page of four: no arrows to press.
    expect(screen.queryByRole("link", { name: "Next featured fragrances" })).toBeNull();
  });

  it("keeps the page in the address, so the arrows also work without JavaScript", () => {
    renderHome("/?fpage=1&season=winter");
    expect(next().getAttribute("href")).toBe("/?fpage=2&season=winter#featured");
    expect(previous().getAttribute("href")).toBe("/?season=winter#featured");
  });
});
