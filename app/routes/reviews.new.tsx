import type { MetaFunction } from "@remix-run/react";
import { ComingSoon } from "~/components/coming-soon";
import { seoMeta } from "~/utils/seo-meta";

export default function Page() {
  return <ComingSoon title="Leave a Review" />;
}

export const meta: MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: "Leave a Review", description: "Leave a Review" });
