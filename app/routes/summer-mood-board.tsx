import type { MetaFunction } from "@remix-run/react";
import { ComingSoon } from "~/components/coming-soon";
import { seoMeta } from "~/utils/seo-meta";

export default function Page() {
  return <ComingSoon title="Seasonal Mood Board" />;
}

export const meta: MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: "Seasonal Mood Board", description: "Seasonal Mood Board" });
