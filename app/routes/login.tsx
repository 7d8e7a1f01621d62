import type { MetaFunction } from "@remix-run/react";
import { ComingSoon } from "~/components/coming-soon";
import { seoMeta } from "~/utils/seo-meta";

// /login and /account are the same screen (spec route table).
export default function AccountPage() {
  return <ComingSoon title="Account">Accounts and favourites open soon.</ComingSoon>;
}

export const meta: MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: "Account", description: "Log in or create an account to save your favorite fragrances." });
