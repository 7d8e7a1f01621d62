import type { MetaFunction } from "@remix-run/react";
import { ComingSoon } from "~/components/coming-soon";
import { seoMeta } from "~/utils/seo-meta";

export default function Page() {
  return <ComingSoon title="Your Cart" />;
}

export const meta: MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: "Your Cart", description: "Your Cart" });
