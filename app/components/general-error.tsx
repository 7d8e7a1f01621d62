import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { NotFoundMessage } from "./not-found-message";
import { ERROR_REFERENCE_ATTRIBUTE, useErrorReference } from "./hooks/error-reference";

/** The request guard's own words for a refused request (an address, method or body it cannot take). */
function refusalMessage(error: unknown): string | null {
  if (!isRouteErrorResponse(error) || error.status >= 500) return null;
  const data: unknown = error.data;
  return data && typeof data === "object" && "message" in data && typeof data.message === "string" ? data.message : null;
}

/** Friendly error screens; internals are logged on the server, never shown. */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  const reference = useErrorReference();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundMessage />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    refusalMessage(error) ??
    (status === 403
      ? "You don't have access to this page."
      : status < 500
        ? "That request could not be completed."
        : "Something went wrong on our side. Please try again in a moment.");
  return (
    <section className="container-page flex min-h-[50vh] flex-col items-center justify-center py-24 text-center">
      <h1 className="text-4xl">{status < 500 ? `Error ${status}` : "Something went wrong"}</h1>
      <p className="mt-4 text-stone-600 dark:text-stone-400">{message}</p>
      {reference ? (
        // The id of this request in the shop's logs and error reports: a shopper can quote it.
        <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">
          Reference: <code {...{ [ERROR_REFERENCE_ATTRIBUTE]: "" }}>{reference}</code>
        </p>
      ) : null}
      {/* A full page load home: the client router cannot navigate away from an address it cannot decode. */}
      <Link to="/" reloadDocument className="btn-primary mt-8">
        Back to Home
      </Link>
    </section>
  );
}
