import type { LoadContext } from "./load-context.server";

/** The origin for absolute links: PUBLIC_ORIGIN when set, else the request's own. */
export function publicOrigin(request: Request, context: Pick<LoadContext, "env">): string {
  return (context.env.publicOrigin ?? new URL(request.url).origin).replace(/\/+$/, "");
}
