import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { FragranceCard, type CardFragrance } from "./fragrance-card";

/** Shipping and returns in one glance, from the FAQ's facts (docs/product.md). */
export function ShippingReturnsNote() {
  return (
    <aside aria-label="Shipping and returns" className="mt-8 rounded-2xl border border-stone-200 p-5 text-sm dark:border-stone-800">
      <p>
        {/* No price here: this page is cached, and an admin may change the prices (checkout shows them). */}
        <strong className="font-semibold">Shipping:</strong> within the US; Standard in 3-5 business days, Express in 1-2.
      </p>
      <p className="mt-2">
        <strong className="font-semibold">Returns:</strong> unopened items within 30 days of delivery.{" "}
        <Link to="/faq" className="underline underline-offset-4">
          Shipping &amp; returns FAQ
        </Link>
      </p>
    </aside>
  );
}

/** "You may also like": fragrances that share this one's notes. */
export function RelatedFragrances({ items }: { items: CardFragrance[] }) {
  if (items.length === 0) return null;
  return (
    <section className="container-page py-12" aria-labelledby="related-heading">
      <h2 id="related-heading" className="text-3xl">
        You may also like
      </h2>
      <div className="mt-6 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
        {items.map((fragrance) => (
          <FragranceCard key={fragrance.id} fragrance={fragrance} withActions={false} />
        ))}
      </div>
    </section>
  );
}

/**
 * On a phone, once the page's own Add to Cart has scrolled up out of view, a
 * bar at the bottom offers it again. JavaScript only (it watches the scroll);
 * without it the page's button is the one to use.
 */
export function StickyAddToCart({ watchId, name, price, children }: { watchId: string; name: string; price: React.ReactNode; children: React.ReactNode }) {
  const [show, setShow] = useState(false);
  useEffect(() => {
    const target = document.getElementById(watchId);
    if (!target || !("IntersectionObserver" in window)) return;
    const observer = new IntersectionObserver(([entry]) => setShow(Boolean(entry && !entry.isIntersecting && entry.boundingClientRect.top < 0)));
    observer.observe(target);
    return () => observer.disconnect();
  }, [watchId]);
  if (!show) return null;
  return (
    <div
      role="region"
      aria-label="Quick add to cart"
      className="fixed inset-x-0 bottom-0 z-40 flex items-center gap-3 border-t border-stone-200 bg-paper/95 px-4 py-3 backdrop-blur md:hidden dark:border-stone-800 dark:bg-stone-950/95"
    >
      <div className="min-w-0 flex-1">
        <p className="truncate font-serif">{name}</p>
        <p className="text-sm text-stone-600 dark:text-stone-400">{price}</p>
      </div>
      {children}
    </div>
  );
}
