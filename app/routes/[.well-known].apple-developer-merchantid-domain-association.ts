import type { LoaderFunctionArgs } from "#remix-runtime";

/**
 * Apple Pay's domain verification (issue 39): the file Stripe gives for the
 * shop's domain (Stripe Dashboard → Settings → Payment method domains), from
 * APPLE_PAY_DOMAIN_ASSOCIATION. Public and the same for everyone, so caches
 * may keep it; without the setting there is no such file.
 */
export function loader({ context }: LoaderFunctionArgs) {
  const association = context.env.applePayDomainAssociation;
  if (!association) return new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(association, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
