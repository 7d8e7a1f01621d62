import { NavLink } from "@remix-run/react";

const sections = [
  { to: "/admin/dashboard", label: "Dashboard", end: false },
  { to: "/admin", label: "Fragrances", end: true },
  { to: "/admin/reviews", label: "Reviews", end: false },
  { to: "/admin/orders", label: "Orders", end: false },
  { to: "/admin/discounts", label: "Discounts", end: false },
  { to: "/admin/returns", label: "Returns", end: false },
  { to: "/admin/subscribers", label: "Subscribers", end: false },
  { to: "/admin/rewards", label: "Rewards", end: false },
  { to: "/admin/emails", label: "E-mails", end: false },
  { to: "/admin/activity", label: "Activity", end: false },
  { to: "/admin/settings", label: "Settings", end: false },
  { to: "/admin/system", label: "System", end: false },
];

/** The admin sections; each is a plain link, the current one marked. */
export function AdminNav() {
  return (
    <nav aria-label="Admin sections" className="mt-6 flex flex-wrap gap-2 border-b border-stone-200 pb-3 dark:border-stone-800">
      {sections.map((section) => (
        <NavLink
          key={section.to}
          to={section.to}
          end={section.end}
          className={({ isActive }) =>
            `rounded-full px-4 py-1.5 text-sm font-medium ${isActive ? "bg-stone-900 text-white dark:bg-gold-300 dark:text-stone-950" : "hover:bg-stone-200 dark:hover:bg-stone-800"}`
          }
        >
          {section.label}
        </NavLink>
      ))}
    </nav>
  );
}

/** Links to the neighbouring pages of a paginated table. */
export function Pager({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-4 flex items-center justify-between gap-4 text-sm">
      {page > 1 ? (
        <a href={href(page - 1)} className="btn-outline" rel="prev">
          Previous
        </a>
      ) : (
        <span />
      )}
      <span>
        {`Page ${page} of ${pages}`}
      </span>
      {page < pages ? (
        <a href={href(page + 1)} className="btn-outline" rel="next">
          Next
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
