import type { MetaFunction } from "@remix-run/react";
import { ComingSoon } from "~/components/coming-soon";
import { seoMeta } from "~/utils/seo-meta";

export default function Page() {
  return <ComingSoon title="Admin Panel" />;
}

export const meta: MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: "Admin Panel", description: "Admin Panel" });
