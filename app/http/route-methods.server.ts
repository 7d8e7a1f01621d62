// matchRoutes is React Router's public route matcher, which Remix re-exports
// (React Router 7 exports it from "react-router"); it is the matcher Remix's
// server uses, so refusals agree with the route Remix would run.
import { matchRoutes } from "@remix-run/react";
import type { ServerBuild } from "#remix-runtime";
import { BoundedCache } from "~/lib/bounded-cache";

/**
 * A resource route whose action answers more than POST (a JSON API with
 * PATCH or DELETE) lists every method it answers:
 * `export const handle = { methods: ["GET", "PATCH", "DELETE"] }`.
 */
export type MethodsHandle = { methods: readonly string[] };

type RouteNode = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: RouteNode[] };
type RouteModule = ServerBuild["routes"][string]["module"];

export type RouteMethods = {
  /** Methods this URL answers, HEAD wherever GET is, in a stable order (the Allow header). */
  allowed: string[];
  /** Under /api (and /webhooks, where a provider posts its events): errors are JSON `{ message }`, bodies are JSON. */
  isApi: boolean;
  /** The route that answers a GET (the request log's `route`), null when none matches. */
  routeId: string | null;
};

const ORDER = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];

function methodsOf(module: RouteModule, { forAction }: { forAction: boolean }): Set<string> {
  const declared = (module.handle as Partial<MethodsHandle> | undefined)?.methods;
  const methods = new Set<string>();
  if (declared) declared.forEach((method) => methods.add(method.toUpperCase()));
  else {
    // A page renders on GET; a resource route answers GET only with a loader.
    if (module.default || module.loader) methods.add("GET");
    if (module.action && forAction) methods.add("POST");
  }
  if (methods.has("GET")) methods.add("HEAD");
  return methods;
}

function buildTree(routes: ServerBuild["routes"]): RouteNode[] {
  const byParent = new Map<string | undefined, RouteNode[]>();
  for (const route of Object.values(routes)) {
    const node = { id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive } as RouteNode;
    byParent.set(route.parentId, [...(byParent.get(route.parentId) ?? []), node]);
  }
  const attach = (nodes: RouteNode[]): RouteNode[] =>
    nodes.map((node) => {
      const children = byParent.get(node.id);
      return children && !node.index ? { ...node, children: attach(children) } : node;
    });
  return attach(byParent.get(undefined) ?? []);
}

/** The pathname Remix routes a single-fetch data request (`/shop.data`, `/_root.data`) by. */
function routedPathname(pathname: string): string {
  if (pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

/**
 * Which methods each URL answers, read from the route modules themselves
 * (loader, action, default export, `handle.methods`), matched the way Remix
 * matches, so every runtime refuses the same requests before any action runs.
 */
export function createRouteMethods(build: Pick<ServerBuild, "routes">) {
  const tree = buildTree(build.routes);
  // matchRoutes flattens and ranks the whole route tree on every call: about 6 % of
  // the server's CPU under `npm run load`, before even a cached page could answer
  // (docs/benchmarks/2026-11-27-load-slow-tail.md). The answer depends only on the
  // pathname and on whether ?index is present, so recent ones are kept.
  const answers = new BoundedCache<RouteMethods>(1000);
  return function routeMethods(url: URL): RouteMethods {
    const key = `${url.searchParams.getAll("index").some((value) => value === "") ? "?index " : ""}${url.pathname}`;
    const known = answers.get(key);
    if (known) return { ...known, allowed: [...known.allowed] };
    const answer = matchMethods(url);
    answers.set(key, answer);
    return { ...answer, allowed: [...answer.allowed] };
  };

  function matchMethods(url: URL): RouteMethods {
    const pathname = routedPathname(url.pathname);
    const isApi = pathname === "/api" || pathname.startsWith("/api/") || pathname.startsWith("/webhooks/");
    // Remix's own endpoint for route discovery (lazy route manifests).
    if (pathname === "/__manifest") return { allowed: ["GET", "HEAD"], isApi, routeId: "__manifest" };
    const matches = matchRoutes(tree as Parameters<typeof matchRoutes>[0], pathname) ?? [];
    const leaf = matches.at(-1);
    if (!leaf) return { allowed: [], isApi, routeId: null };
    const methods = methodsOf(build.routes[leaf.route.id!]!.module, { forAction: false });
    // A non-GET request goes to the leaf, or past an index leaf to its layout
    // unless the URL says ?index (how Remix picks the action to run).
    const actionMatch =
      leaf.route.index && !url.searchParams.getAll("index").some((value) => value === "")
        ? matches.findLast((match) => !match.route.index)
        : leaf;
    if (actionMatch) {
      for (const method of methodsOf(build.routes[actionMatch.route.id!]!.module, { forAction: true })) {
        if (method !== "GET" && method !== "HEAD") methods.add(method);
      }
    }
    return { allowed: ORDER.filter((method) => methods.has(method)), isApi, routeId: leaf.route.id ?? null };
  }
}
