import { Link, type MetaFunction } from "@remix-run/react";
import { seoMeta } from "~/lib/seo-meta";

// The browser-compatibility page (docs/product.md, Screens): one alert button and a link home.
export default function BrowserTestPage() {
  return (
    <section className="container-page py-24 text-center">
      <h1 className="text-3xl">Browser Test</h1>
      <p className="mt-3 text-stone-600 dark:text-stone-400">
        Press the button to check that this browser runs the shop&apos;s scripts.
      </p>
      <div className="mt-8 flex justify-center gap-4">
        <button type="button" className="btn-primary" onClick={() => window.alert("JavaScript is working in this browser.")}>
          Test Alert
        </button>
        <Link to="/" className="btn-outline">
          Go Home
        </Link>
      </div>
    </section>
  );
}

export const meta: MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: "Browser Test", description: "Check that your browser runs the shop." });
