import { Link, type MetaFunction } from "@remix-run/react";
import { seoMeta } from "~/lib/seo-meta";

// The page the service worker (public/sw.js) shows for a page it has no saved
// copy of while the device is offline. It is served at any address, so it runs
// no scripts: hydrating it there would be hydrating the wrong route.
export const handle = { hydrate: false };

export default function OfflinePage() {
  return (
    <div className="container-page max-w-2xl py-16">
      <h1 className="text-4xl">You're offline</h1>
      <p className="mt-4 text-stone-700 dark:text-stone-300">
        This page could not be loaded: your device has no connection right now.
      </p>
      <h2 className="mt-10 text-xl">What still works</h2>
      <p className="mt-3 text-stone-700 dark:text-stone-300">
        The home page, the shop's first page and the last 20 fragrances you opened are saved on this device. Your cart
        and favourites are kept safe on our side.
      </p>
      <ul className="mt-4 flex gap-4">
        <li>
          <Link to="/" reloadDocument className="underline underline-offset-4">
            Home
          </Link>
        </li>
        <li>
          <Link to="/shop" reloadDocument className="underline underline-offset-4">
            Shop
          </Link>
        </li>
      </ul>
      <h2 className="mt-10 text-xl">What waits until you're back online</h2>
      <p className="mt-3 text-stone-700 dark:text-stone-300">
        Adding to your cart, checking out, searching, signing in and leaving a review. Nothing you have done is lost: try
        again when your connection returns.
      </p>
    </div>
  );
}

// Not indexed (app/lib/canonical-url.ts lists it with the private pages).
export const meta: MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: "You're offline", description: "What still works while your device has no connection." });
