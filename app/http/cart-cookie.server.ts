import { createCookie } from "#remix-runtime";

// The cart id lives in an HttpOnly cookie named onbrand-cart (docs/product.md); the
// cart itself is in the database.
export function cartCookie({ sessionSecret, secure }: { sessionSecret: string; secure: boolean }) {
  return createCookie("onbrand-cart", {
    path: "/",
    sameSite: "lax",
    httpOnly: true,
    secure,
    secrets: [sessionSecret],
    maxAge: 60 * 60 * 24 * 60,
  });
}

export async function readCartId(
  request: Request,
  context: { sessionSecret: string; env: { isProduction: boolean } },
): Promise<string | null> {
  const cookie = cartCookie({ sessionSecret: context.sessionSecret, secure: context.env.isProduction });
  const value = await cookie.parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length > 0 ? value : null;
}
