import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { NotFoundMessage } from "./not-found-message";

/** Friendly error screens; internals are logged on the server, never shown. */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundMessage />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    status === 403
      ? "You don't have access to this page."
      : status < 500
        ? "That request could not be completed."
        : "Something went wrong on our side. Please try again in a moment.";
  return (
    <section className="container-page flex min-h-[50vh] flex-col items-center justify-center py-24 text-center">
      <h1 className="text-4xl">{status < 500 ? `Error ${status}` : "Something went wrong"}</h1>
      <p className="mt-4 text-stone-600 dark:text-stone-400">{message}</p>
      <Link to="/" className="btn-primary mt-8">
        Back to Home
      </Link>
    </section>
  );
}
