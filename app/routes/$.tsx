import "~/shell-chunk";
import { data } from "#remix-runtime";
import type { MetaFunction } from "@remix-run/react";
import { NotFoundMessage } from "~/components/not-found-message";
import { seoMeta } from "~/utils/seo-meta";

// Every path no other route claims, and /not-found itself: a real 404.
export function loader() {
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
