// Small helpers for integration tests that act like a browser posting forms.
import type { TestServer } from "./test-server";

/** The cookie pairs a response sets, as one Cookie header (later values win). */
export function cookiesFrom(response: Response, previous = ""): string {
  const jar = new Map<string, string>();
  for (const pair of previous.split(/;\s*/).filter(Boolean)) {
    const [name, ...rest] = pair.split("=");
    jar.set(name!, rest.join("="));
  }
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(";");
    const [name, ...rest] = pair!.split("=");
    const value = rest.join("=");
    if (value === "" || /max-age=0|expires=thu, 01 jan 1970/i.test(header)) jar.delete(name!);
    else jar.set(name!, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** A plain HTML form post (what a browser without JavaScript sends). */
export function postForm(server: TestServer, path: string, fields: Record<string, string>, cookie = "") {
  return server.fetch(path, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: server.baseUrl,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

// JSON bodies in tests are checked by assertions, not by the type system.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type JsonResponse = Omit<Response, "json"> & { json(): Promise<any> };

/** A JSON API call, with a bearer token when given. */
export function callApi(
  server: TestServer,
  path: string,
  { method = "GET", body, token }: { method?: string; body?: unknown; token?: string } = {},
): Promise<JsonResponse> {
  return server.fetch(path, {
    method,
    headers: {
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** Follows a redirect once with the cookies collected so far; returns the page HTML. */
export async function followRedirect(server: TestServer, response: Response, cookie: string) {
  const location = response.headers.get("Location");
  if (!location) throw new Error(`expected a redirect, got ${response.status}`);
  const next = await server.fetch(location, { headers: { Cookie: cookie } });
  return { response: next, html: await next.text(), cookie: cookiesFrom(next, cookie) };
}
