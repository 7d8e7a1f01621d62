import type { CurrentUser } from "./auth.server";
import type { LoadContext } from "./load-context.server";

/**
 * What an admin page's action hands its service: the form post, the request's
 * context (database, bindings) and the administrator the route has already
 * checked. Each service adds the id of the row it changes.
 */
export type AdminFormPost = { request: Request; context: LoadContext; admin: CurrentUser };
