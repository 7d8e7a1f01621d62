import { data, type LoaderFunctionArgs } from "#remix-runtime";
import type { MetaFunction } from "@remix-run/react";
import { NotFoundMessage } from "~/components/not-found-message";
import { seoMeta } from "~/lib/seo-meta";

// Every path no other route claims, and /not-found itself: a real 404. The
// request guard also renders its refusals here (a 400, 405, 413 or 415), so
// they get the site's own error page.
export function loader({ context }: LoaderFunctionArgs) {
  if (context.refusal) throw data({ message: context.refusal.message }, { status: context.refusal.status });
  return data(null, { status: 404 });
}

export function action() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundMessage />;
}

export const meta: MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: "Page Not Found", description: "This page does not exist." });
