import { Link } from "@remix-run/react";

/**
 * A screen whose issue has not landed yet says so plainly, rather than
 * pretending with sample content.
 */
export function ComingSoon({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <section className="container-page py-24 text-center">
      <h1 className="text-4xl">{title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-stone-600 dark:text-stone-400">
        {children ?? "This part of the shop is being built and opens soon."}
      </p>
      <Link to="/shop" className="btn-primary mt-8">
        Browse Fragrances
      </Link>
    </section>
  );
}
