// A shopper for integration tests and the load generator: keeps cookies
// between requests like a browser would, and posts forms the way a plain HTML
// form does (with the page's own Origin, as browsers send on every POST).
import type { TestServer } from "./test-server";

export function createShopper(server: Pick<TestServer, "baseUrl" | "fetch">) {
  const cookies = new Map<string, string>();
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");

  async function request(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    if (cookies.size) headers.set("Cookie", cookieHeader());
    if (init.method && init.method !== "GET" && !headers.has("Origin")) headers.set("Origin", server.baseUrl);
    const response = await server.fetch(path, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const index = pair!.indexOf("=");
      const name = pair!.slice(0, index);
      const value = pair!.slice(index + 1);
      if (/max-age=0/i.test(line) || /expires=Thu, 01 Jan 1970/i.test(line) || value === "") cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  }

  return {
    cookies,
    request,
    get: (path: string) => request(path),
    post: (path: string, fields: Record<string, string | number>) =>
      request(path, {
        method: "POST",
        body: new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)])),
      }),
    postJson: (path: string, body: unknown, headers: Record<string, string> = {}) =>
      request(path, {
        method: "POST",
        body: typeof body === "string" ? body : JSON.stringify(body),
        headers: { "Content-Type": "application/json", ...headers },
      }),
    addToCart: (fragranceId: number | string, extra: Record<string, string> = {}) =>
      request("/resources/cart", {
        method: "POST",
        body: new URLSearchParams({ intent: "add", fragranceId: String(fragranceId), redirectTo: "/shop", ...extra }),
      }),
    /** The cart as the header dropdown reads it. */
    async cart() {
      const response = await request("/resources/cart");
      return (await response.json()) as {
        lines: { fragranceId: number; name: string; unitPriceCents: number; quantity: number }[];
        count: number;
        totals: { subtotalCents: number; shippingCents: number; discountCents: number; totalCents: number };
      };
    },
  };
}

export type Shopper = ReturnType<typeof createShopper>;
