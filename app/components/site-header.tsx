import { Icon } from "~/components/icon";
import { Link, NavLink } from "@remix-run/react";
import Menu from "@lucide/icons/icons/menu";
import User from "@lucide/icons/icons/user";
import type { ThemeSetting } from "~/lib/theme";
import { CartDropdown } from "./cart-dropdown";
import { useLiteMode } from "./hooks/use-lite-mode";
import { HeaderSearch } from "./header-search";
import { ThemeToggle } from "./theme-toggle";

const NAV_LINKS = [
  { to: "/shop", label: "Shop" },
  { to: "/about", label: "About" },
  { to: "/summer-mood-board", label: "Member Access" },
] as const;

type HeaderProps = {
  brandName: string;
  cartCount: number;
  isLoggedIn: boolean;
  theme: ThemeSetting;
};

const navClass = ({ isActive }: { isActive: boolean }) =>
  `text-sm tracking-wide transition-colors hover:text-gold-600 ${isActive ? "text-gold-700 dark:text-gold-300" : ""}`;

/**
 * The search toggle and the mobile menu are <details> elements: they open and
 * close without JavaScript, and the search is a GET form to /shop.
 */
export function SiteHeader({ brandName, cartCount, isLoggedIn, theme }: HeaderProps) {
  // Lite mode fetches a page's code and data on the tap, not on the hover.
  const prefetch = useLiteMode() ? "none" : "intent";
  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-paper/95 backdrop-blur dark:border-stone-800 dark:bg-stone-950/95">
      {/* Below 380 px (a 320 or 375 px phone) the gaps and the name shrink so the
          four buttons still fit: a header wider than the screen would make a phone
          zoom the whole page out and scroll it sideways. */}
      <div className="container-page flex h-16 items-center gap-4 max-[380px]:gap-1">
        <details className="group relative md:hidden">
          <summary
            className="list-none rounded-full p-3 hover:bg-stone-200/70 dark:hover:bg-stone-800 [&::-webkit-details-marker]:hidden"
            aria-label="Menu"
          >
            <Icon icon={Menu} className="size-5" />
          </summary>
          <nav
            aria-label="Mobile"
            className="absolute top-12 left-0 flex w-56 flex-col gap-1 rounded-xl border border-stone-200 bg-white p-3 shadow-lg dark:border-stone-800 dark:bg-stone-900"
          >
            {NAV_LINKS.map((link) => (
              <NavLink key={link.to} to={link.to} className="rounded-lg px-3 py-2 hover:bg-stone-100 dark:hover:bg-stone-800">
                {link.label}
              </NavLink>
            ))}
            <NavLink to={isLoggedIn ? "/account" : "/login"} className="rounded-lg px-3 py-2 hover:bg-stone-100 dark:hover:bg-stone-800">
              {isLoggedIn ? "Account" : "Login"}
            </NavLink>
          </nav>
        </details>

        <Link to="/" className="min-w-0 truncate font-serif text-xl tracking-[0.2em] uppercase max-[380px]:text-base max-[380px]:tracking-[0.12em]">
          {brandName}
        </Link>

        <nav aria-label="Main" className="ml-6 hidden items-center gap-6 md:flex">
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className={navClass} prefetch={prefetch}>
              {link.label}
            </NavLink>
          ))}
        </nav>

        {/* Positioned: the header search's panel hangs from here on a phone. */}
        <div className="relative ml-auto flex items-center gap-1 max-[380px]:gap-0">
          <HeaderSearch />

          <ThemeToggle theme={theme} />

          <CartDropdown cartCount={cartCount} />

          <NavLink
            to={isLoggedIn ? "/account" : "/login"}
            className="hidden items-center gap-1 rounded-full px-3 py-2 text-sm hover:bg-stone-200/70 sm:flex dark:hover:bg-stone-800"
          >
            <Icon icon={User} className="size-4" />
            {isLoggedIn ? "Account" : "Login"}
          </NavLink>
        </div>
      </div>
    </header>
  );
}
