// The building blocks of the informational pages (About, FAQ): titled
// sections labelled by their heading, and the bordered cards inside them.

/** A section whose h2 names it for screen readers (aria-labelledby). */
export function ContentSection({
  id,
  title,
  className,
  headingClassName = "text-3xl",
  children,
}: {
  id: string;
  title: string;
  className: string;
  headingClassName?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A card in a list: an optional icon, an h3 title and the text below it. */
export function ContentCard({
  title,
  icon,
  large = false,
  children,
}: {
  title: string;
  icon?: React.ReactNode;
  /** The roomier variant (About's value cards). */
  large?: boolean;
  children: React.ReactNode;
}) {
  return (
    <li className={`rounded-2xl border border-stone-200 bg-white dark:border-stone-800 dark:bg-stone-900 ${large ? "p-6" : "p-5"}`}>
      {icon}
      <h3 className={`${icon ? "mt-4 " : ""}${large ? "text-xl" : "text-lg"}`}>{title}</h3>
      {children}
    </li>
  );
}
