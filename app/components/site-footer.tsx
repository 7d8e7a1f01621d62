import { Link } from "@remix-run/react";
import type { SiteConfig } from "~/lib/site";
import { LiteModeToggle } from "./lite-mode-toggle";

const SHOP_LINKS = [
  { to: "/shop", label: "All Fragrances" },
  { to: "/shop/male", label: "For Him" },
  { to: "/shop/female", label: "For Her" },
  { to: "/shop/unisex", label: "Unisex" },
] as const;

const INFO_LINKS = [
  { to: "/about", label: "About Us" },
  { to: "/faq", label: "FAQ" },
  { to: "/reviews/new", label: "Leave a Review" },
  { to: "/summer-mood-board", label: "Seasonal Mood Board" },
  { to: "/account", label: "My Account" },
] as const;

function FooterLinks({ label, links }: { label: string; links: readonly { to: string; label: string }[] }) {
  return (
    <nav aria-label={label}>
      <h2 className="text-sm font-semibold tracking-wider uppercase">{label}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-stone-600 hover:text-stone-900 dark:text-stone-400 dark:hover:text-white">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter({ site, liteMode }: { site: SiteConfig; liteMode: boolean }) {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-24 border-t border-stone-200 bg-stone-100/60 dark:border-stone-800 dark:bg-stone-900/40">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-serif text-lg tracking-[0.2em] uppercase">{site.brandName}</p>
          <p className="mt-3 text-sm text-stone-600 dark:text-stone-400">
            Premium concentrated fragrance oils in 10ml glass roll-on bottles. Cruelty-free, made to be carried
            everywhere.
          </p>
          <LiteModeToggle liteMode={liteMode} />
        </div>
        <FooterLinks label="Shop" links={SHOP_LINKS} />
        <FooterLinks label="Information" links={INFO_LINKS} />
        <address className="text-sm not-italic">
          <h2 className="text-sm font-semibold tracking-wider uppercase">Contact</h2>
          <p className="mt-3 text-stone-600 dark:text-stone-400">{site.city}</p>
          <p className="mt-2">
            <a href={`mailto:${site.contactEmail}`} className="underline-offset-4 hover:underline">
              {site.contactEmail}
            </a>
          </p>
          <p className="mt-2">
            <a href={`tel:${site.contactPhone.replace(/[^\d+]/g, "")}`} className="underline-offset-4 hover:underline">
              {site.contactPhone}
            </a>
          </p>
        </address>
      </div>
      <p className="border-t border-stone-200 py-6 text-center text-xs text-stone-600 dark:border-stone-800 dark:text-stone-400">
        © {year} {site.brandName}. Inspired-by fragrances; we are not affiliated with the designer houses named.
      </p>
    </footer>
  );
}
