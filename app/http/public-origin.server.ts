import type { LoadContext } from "./load-context.server";

/** The origin for absolute links: PUBLIC_ORIGIN when set, else the request's own. */
export function publicOrigin(request: Request, context: Pick<LoadContext, "env">): string {
  return (context.env.publicOrigin ?? new URL(request.url).origin).replace(/\/+$/, "");
}

/** The request's own address (path and query) on the public origin, e.g. for API paging links. */
export function publicUrl(request: Request, context: Pick<LoadContext, "env">): URL {
  const url = new URL(request.url);
  return new URL(`${url.pathname}${url.search}`, `${publicOrigin(request, context)}/`);
}
