import { Link } from "@remix-run/react";

export function NotFoundMessage() {
  return (
    <section className="container-page flex min-h-[50vh] flex-col items-center justify-center py-24 text-center">
      <h1 className="text-4xl">404 Page Not Found</h1>
      <p className="mt-4 text-stone-600 dark:text-stone-400">Did you forget to add the page to the router?</p>
      <Link to="/" className="btn-primary mt-8">
        Back to Home
      </Link>
    </section>
  );
}
